import type { FastifyInstance } from 'fastify';
import type { PhonePictureWidth } from '@h5-page/schema/phone-picture';
import type { PictureLoader } from './page-thumbnail.ts';

/**
 * Pictures a thumbnail may embed: uploads (by their hash) and the seed's own files. Only a path of
 * this site, in a shape that leaves nothing to resolve (no `..`, no `%2e`, no query), so a page
 * can never make the server ask another host or another route of its own.
 */
const OWN_PICTURE =
  /^\/(?:media\/[0-9a-f]{64}\.(?:png|jpe?g|webp|gif)|seed-assets\/[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp))$/;
/** Uploads are asked at this phone width: a thumbnail is 375 px across. */
const PICTURE_WIDTH: PhonePictureWidth = 480;
/** A picture larger than this (a long animated GIF) is outlined rather than embedded. */
export const THUMBNAIL_PICTURE_MAX_BYTES = 512 * 1024;

/** How large a picture is asked: its phone width, and the most bytes embedded. */
export interface PictureSize {
  width: PhonePictureWidth;
  maxBytes: number;
}

/**
 * Reads a picture through this app's own routes, in process (`inject`: no socket, no other
 * host): the phone version of an upload where there is one, as WebP, at `size` (a thumbnail's
 * by default; a poster asks for the widest, so that nothing it draws is blown up).
 */
export function ownPictureLoader(
  app: FastifyInstance,
  size: PictureSize = { width: PICTURE_WIDTH, maxBytes: THUMBNAIL_PICTURE_MAX_BYTES },
): PictureLoader {
  return async (url) => {
    if (!OWN_PICTURE.test(url)) return null;
    const answer = await app.inject({
      method: 'GET',
      url: url.startsWith('/media/') ? `${url}?w=${size.width}` : url,
      headers: { accept: 'image/webp,image/svg+xml,image/*' },
    });
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (answer.statusCode !== 200 || !type.startsWith('image/')) return null;
    const data = answer.rawPayload;
    return data.length <= size.maxBytes ? { type, data } : null;
  };
}
