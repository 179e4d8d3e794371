import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  deletedMediaAnswer,
  mediaAnswer,
  mediaInUseAnswer,
  mediaListAnswer,
} from '@h5-page/schema/admin-api/media';
import { pagesShowing } from '../pages/store/pages-showing.ts';
import type { PageShowing } from '../pages/store/pages-showing.ts';
import { createMediaRepository } from './media-repository.ts';
import { answers, envelopeOf } from '../core/answers.ts';
import { isCleanText, optionalText, text } from '../core/fields.ts';
import { AppError } from '../errors.ts';
import { ok } from '../errors.ts';
import type { MediaInfo } from './media-repository.ts';
import { mediaUrl } from './media-url.ts';
import { sniffMedia } from './sniff-media.ts';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_PIXELS_TEXT } from './picture-limits.ts';

const MB = 1024 * 1024;
const IMAGE_LIMIT = 5 * MB;
const VIDEO_LIMIT = 50 * MB;

/** A file's name as a person gave it: no folders, no control characters, at most 100 characters. */
const NAME_MAX = 100;
function fileName(raw: string | undefined): string {
  const base = ((raw ?? '').split(/[\\/]/).pop() ?? '').trim();
  return isCleanText(base) ? [...base].slice(0, NAME_MAX).join('') : '';
}

export const mediaOut = (item: MediaInfo) => ({
  url: mediaUrl(item.hash, item.ext),
  hash: item.hash,
  name: item.name,
  type: item.type,
  size: item.size,
  width: item.width,
  height: item.height,
  uploaded_by: item.uploadedBy,
  uploaded_at: item.uploadedAt.toISOString(),
});

/** Uploading (multipart field `file`) and listing images and videos for the blocks. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // One byte over the video limit is read, so "too large" is known without trusting headers.
  await app.register(multipart, { limits: { fileSize: VIDEO_LIMIT + 1, files: 1, fields: 5 } });
  const repository = app.media;

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
      name: fileName(part.filename),
      uploadedBy: request.editor?.username ?? null,
      data,
    });
    return ok(mediaOut(saved));
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const listQuery = z.object({
    q: optionalText({ max: NAME_MAX }).describe('part of the name (any letter case)'),
    kind: z.enum(['image', 'video']).optional().describe('only pictures or only videos'),
  });
  typed.get(
    '/admin/api/media',
    {
      schema: {
        querystring: listQuery,
        response: answers(mediaListAnswer, 'newest first'),
      },
    },
    async (request) => {
      const { q, kind } = request.query;
      return ok({ items: (await repository.list({ q, kind })).map(mediaOut) });
    },
  );

  const hashParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, '应为 64 位十六进制') });
  typed.patch(
    '/admin/api/media/:hash',
    {
      schema: {
        params: hashParams,
        body: z.object({
          name: text({ max: NAME_MAX }).describe(`the new name (at most ${NAME_MAX} characters)`),
        }),
        response: answers(mediaAnswer, 'renamed'),
      },
    },
    async (request) => {
      const renamed = await repository.rename(request.params.hash, request.body.name);
      if (!renamed) throw new AppError('MEDIA_NOT_FOUND');
      return ok(mediaOut(renamed));
    },
  );

  typed.delete(
    '/admin/api/media/:hash',
    {
      schema: {
        params: hashParams,
        response: {
          ...answers(deletedMediaAnswer, 'deleted'),
          409: envelopeOf(mediaInUseAnswer).describe(
            'MEDIA_IN_USE: pages show it (drafts and published versions); msg names them',
          ),
        },
      },
    },
    async (request) => {
      const { hash } = request.params;
      // Checked and deleted in one transaction: a page is not left pointing at nothing.
      await app.database.db.transaction(async (tx) => {
        const files = createMediaRepository(tx);
        const file = await files.find(hash);
        if (!file) throw new AppError('MEDIA_NOT_FOUND');
        const pages = await pagesShowing(tx, `/media/${hash}`);
        if (pages.length > 0) {
          throw new AppError('MEDIA_IN_USE', inUseMessage(pages), {
            details: {
              pages: pages.map((page) => ({
                code: page.code,
                title: page.title,
                in_draft: page.inDraft,
                versions: page.versions,
              })),
            },
          });
        }
        await files.remove(hash);
      });
      return ok({ hash });
    },
  );
}

/** `文件正被页面使用，不能删除：春季活动（spring）的草稿和第 1、2 版；…` */
function inUseMessage(pages: PageShowing[]): string {
  const where = pages.map((page) => {
    const parts = [
      ...(page.inDraft ? ['草稿'] : []),
      ...(page.versions.length > 0 ? [`已发布的第 ${page.versions.join('、')} 版`] : []),
    ];
    return `「${page.title || page.code}」（${page.code}）的${parts.join('和')}`;
  });
  return `文件正被页面使用，不能删除：${where.join('；')}。请先在这些页面中换掉它`;
}
