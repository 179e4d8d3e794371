import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { checked } from '../core/fields.ts';
import { ByteBoundedCache } from '../core/byte-bounded-cache.ts';
import { answersContent } from '../core/answers.ts';
import { PHONE_PICTURE_WIDTHS, PHONE_PICTURE_WIDTH_PARAM } from '@h5-page/schema/phone-picture';
import type { PhonePictureWidth } from '@h5-page/schema/phone-picture';
import { PHONE_IMAGE_WIDTH, phoneImage, phoneImageFormat } from './phone-image.ts';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';

const FILE_NAME = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;
// A name that cannot be an upload's is a file that is not there (404), not a bad request.
const fileParams = z.object({
  file: checked((value) => {
    if (typeof value !== 'string' || !FILE_NAME.test(value)) throw new AppError('MEDIA_NOT_FOUND');
    return value;
  }, '<sha256>.<ext>'),
});
const fileQuery = z.object({
  [PHONE_PICTURE_WIDTH_PARAM]: z
    .enum(PHONE_PICTURE_WIDTHS.map(String) as [string, ...string[]], {
      error: `w 只能是 ${PHONE_PICTURE_WIDTHS.join('、')} 之一`,
    })
    .optional(),
});

/** Phone versions kept in memory: a spike on one page encodes each picture once. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/**
 * GET /media/<sha256>.<ext>: an upload, for anyone, cached for good (its name is its hash).
 * Pictures go to phones at phone width as AVIF or WebP when the browser takes them (`Accept`),
 * else as uploaded; only the original is stored.
 */
export async function mediaFileRoute(app: FastifyInstance): Promise<void> {
  const repository = app.media;
  const variants = new ByteBoundedCache<Promise<Buffer | null>>(MAX_CACHED_BYTES, 20_000);

  const schema = {
    params: fileParams,
    querystring: fileQuery,
    response: answersContent('application/octet-stream', 'the picture or video (image/*, video/*)'),
  };
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/media/:file', { schema }, async (request, reply) => {
    const asked = request.query[PHONE_PICTURE_WIDTH_PARAM];
    const width = (asked ? Number(asked) : PHONE_IMAGE_WIDTH) as PhonePictureWidth;
    const [hash = '', ext] = request.params.file.split('.');
    const found = await repository.read(hash);
    if (!found || found.ext !== ext) throw new AppError('MEDIA_NOT_FOUND');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // A picture or a video is a subresource; an SVG, which a browser may open as a document, keeps
    // the document's headers.
    if (found.type !== 'image/svg+xml') trimSubresourceHeaders(reply.raw);

    const format = phoneImageFormat(request.headers.accept, found.type);
    if (found.type.startsWith('image/')) reply.header('vary', 'accept');
    if (format) {
      const key = `${hash}:${format}:${width}`;
      let variant = variants.get(key);
      if (!variant) {
        // Made once per picture, format and width; every later visitor gets the same bytes.
        variant = phoneImage(found.data, format, width).catch((error: unknown) => {
          // A picture sharp cannot read (or over the pixel limit) still goes out as uploaded.
          request.log.warn({ err: error, hash }, 'phone image failed; sending the original');
          return null;
        });
        const made = variant;
        variants.set(key, made, 0);
        void made.then((bytes) => {
          // Charged once made; the least recently asked versions go first past the budget.
          if (variants.get(key) === made) variants.set(key, made, 256 + (bytes?.length ?? 0));
        });
      }
      const bytes = await variant;
      if (bytes) {
        return reply
          .header('etag', `"${hash}-${format}-${width}"`)
          .type(`image/${format}`)
          .send(bytes);
      }
    }
    return reply.header('etag', `"${hash}"`).type(found.type).send(found.data);
  });
}
