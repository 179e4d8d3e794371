import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { answers } from '../core/answers.ts';
import { AppError } from '../errors.ts';
import { ok } from '../errors.ts';
import type { MediaInfo } from './media-repository.ts';
import { mediaUrl } from './media-url.ts';
import { sniffMedia } from './sniff-media.ts';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_PIXELS_TEXT } from './picture-limits.ts';

const MB = 1024 * 1024;
const IMAGE_LIMIT = 5 * MB;
const VIDEO_LIMIT = 50 * MB;

export const mediaOut = (item: MediaInfo) => ({
  url: mediaUrl(item.hash, item.ext),
  hash: item.hash,
  type: item.type,
  size: item.size,
  width: item.width,
  height: item.height,
  uploaded_by: item.uploadedBy,
  uploaded_at: item.uploadedAt.toISOString(),
});

const mediaAnswer = z.object({
  url: z.string().describe('/media/<sha256>.<ext>'),
  hash: z.string(),
  type: z.string().describe('MIME type'),
  size: z.int(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string().describe('ISO 8601'),
});

/** Uploading (multipart field `file`) and listing images and videos for the blocks. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // One byte over the video limit is read, so "too large" is known without trusting headers.
  await app.register(multipart, { limits: { fileSize: VIDEO_LIMIT + 1, files: 1, fields: 5 } });
  const repository = app.admin.media;

  const uploadSchema = { response: answers(mediaAnswer, 'stored (or already stored)') };
  app.post('/admin/api/media', { schema: uploadSchema }, async (request) => {
    if (!request.isMultipart()) throw new AppError('MEDIA_FILE_REQUIRED');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('MEDIA_FILE_REQUIRED');
    const data = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('MEDIA_VIDEO_TOO_LARGE');
      }
      throw error;
    });
    if (part.file.truncated || data.length > VIDEO_LIMIT)
      throw new AppError('MEDIA_VIDEO_TOO_LARGE');
    if (data.length === 0) throw new AppError('MEDIA_FILE_REQUIRED');
    const sniffed = sniffMedia(data);
    if (!sniffed) throw new AppError('MEDIA_TYPE_REFUSED');
    if (sniffed.kind === 'image' && data.length > IMAGE_LIMIT) {
      throw new AppError('MEDIA_IMAGE_TOO_LARGE');
    }
    let width: number | null = null;
    let height: number | null = null;
    if (sniffed.kind === 'image') {
      try {
        const { default: sharp } = await import('sharp');
        // The header alone: nothing is decoded before the size is known.
        const meta = await sharp(data, { limitInputPixels: false }).metadata();
        width = meta.width ?? null;
        height = meta.height ?? null;
      } catch {
        // The signature matched but the image does not decode: not an image we can show.
        throw new AppError('MEDIA_TYPE_REFUSED', '图片文件已损坏，无法读取');
      }
      if (!width || !height) throw new AppError('MEDIA_TYPE_REFUSED', '图片文件已损坏，无法读取');
      // Whatever the encoding (an interlaced PNG of one colour is a few hundred kB at 256 MP).
      if (width * height > MAX_PICTURE_PIXELS) {
        throw new AppError(
          'MEDIA_IMAGE_TOO_MANY_PIXELS',
          `图片不能超过 ${MAX_PICTURE_PIXELS_TEXT}（当前 ${width}×${height}），请缩小后再上传`,
        );
      }
    }
    const saved = await repository.save({
      hash: createHash('sha256').update(data).digest('hex'),
      ext: sniffed.ext,
      type: sniffed.type,
      size: data.length,
      width,
      height,
      uploadedBy: request.editor?.username ?? null,
      data,
    });
    return ok(mediaOut(saved));
  });

  const listSchema = { response: answers(z.object({ items: z.array(mediaAnswer) })) };
  app.get('/admin/api/media', { schema: listSchema }, async () => {
    return ok({ items: (await repository.list()).map(mediaOut) });
  });
}
