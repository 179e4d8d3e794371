import { PHONE_PICTURE_WIDTHS } from '@h5-page/schema/phone-picture';
import type { PhonePictureWidth } from '@h5-page/schema/phone-picture';
import { MAX_PICTURE_PIXELS } from './picture-limits.ts';

/** Twice a 375-px phone's width: sharp on every phone, and the design width of the pages. */
export const PHONE_IMAGE_WIDTH: PhonePictureWidth =
  PHONE_PICTURE_WIDTHS[PHONE_PICTURE_WIDTHS.length - 1]!;

export type PhoneImageFormat = 'avif' | 'webp';

/** Pictures that are re-encoded for phones; others (SVG, GIF, video) go out as uploaded. */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The smallest format this browser takes (its `Accept` header) for an upload, or null for the original. */
export function phoneImageFormat(
  accept: string | undefined,
  type: string,
): PhoneImageFormat | null {
  if (!RASTER_TYPES.has(type) || !accept) return null;
  if (/\bimage\/avif\b/i.test(accept)) return 'avif';
  if (/\bimage\/webp\b/i.test(accept)) return 'webp';
  return null;
}

/** Phone versions made so far, and the most ever made at once (one: they queue). */
export const phoneImageWork = { made: 0, running: 0, busiest: 0 };

// One encoding at a time in the whole process: a burst of requests for many pictures or widths
// queues here instead of decoding them all at once (each decode can take hundreds of MB).
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = async () => {
    phoneImageWork.running += 1;
    phoneImageWork.busiest = Math.max(phoneImageWork.busiest, phoneImageWork.running);
    try {
      return await task();
    } finally {
      phoneImageWork.running -= 1;
      phoneImageWork.made += 1;
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => {});
  return next;
}

/**
 * An upload at most `width` wide in `format`; null when that is not smaller than the original (a
 * tiny or already well-compressed picture goes out as it is). Encodings run one at a time, and a
 * picture over the pixel limit (stored before the limit was checked) is refused by the decoder.
 */
export function phoneImage(
  data: Buffer,
  format: PhoneImageFormat,
  width: PhonePictureWidth = PHONE_IMAGE_WIDTH,
): Promise<Buffer | null> {
  return oneAtATime(async () => {
    // Loaded on the first picture, not at start: most starts serve none before the first page.
    const { default: sharp } = await import('sharp');
    const resized = sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'avif'
        ? await resized.avif({ quality: 50, effort: 2 }).toBuffer()
        : await resized.webp({ quality: 75 }).toBuffer();
    return encoded.length < data.length ? encoded : null;
  });
}
