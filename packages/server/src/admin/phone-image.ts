import { PHONE_PICTURE_WIDTHS } from '@h5-page/schema/phone-picture';
import type { PhonePictureWidth } from '@h5-page/schema/phone-picture';

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

/**
 * An upload at most `width` wide in `format`; null when that is not smaller than the original (a
 * tiny or already well-compressed picture goes out as it is).
 */
export async function phoneImage(
  data: Buffer,
  format: PhoneImageFormat,
  width: PhonePictureWidth = PHONE_IMAGE_WIDTH,
): Promise<Buffer | null> {
  // Loaded on the first picture, not at start: most starts serve none before the first page.
  const { default: sharp } = await import('sharp');
  const resized = sharp(data).rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? await resized.avif({ quality: 50, effort: 2 }).toBuffer()
      : await resized.webp({ quality: 75 }).toBuffer();
  return encoded.length < data.length ? encoded : null;
}
