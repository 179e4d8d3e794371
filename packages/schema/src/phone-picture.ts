/**
 * Widths (physical px) at which the media library sends a picture to phones. The widest is the
 * picture's own URL, so a first-screen picture preloaded by that URL is never fetched twice.
 */
export const PHONE_PICTURE_WIDTHS = [240, 480, 750] as const;
export type PhonePictureWidth = (typeof PHONE_PICTURE_WIDTHS)[number];

/** The query parameter naming a narrower width: `/media/<sha256>.png?w=240`. */
export const PHONE_PICTURE_WIDTH_PARAM = 'w';

const MEDIA_PICTURE = /^\/media\/[0-9a-f]{64}\.(?:png|jpe?g|webp)$/;

/**
 * `srcset` for a picture of the media library (PNG, JPEG, WebP uploads), so a phone fetches the
 * width it shows: a card a third of the screen wide takes the 240-px version. Undefined for any
 * other URL (drawings, pictures hosted elsewhere), which go out as they are.
 */
export function phonePictureSrcSet(url: string): string | undefined {
  if (!MEDIA_PICTURE.test(url)) return undefined;
  const widest = PHONE_PICTURE_WIDTHS[PHONE_PICTURE_WIDTHS.length - 1];
  return PHONE_PICTURE_WIDTHS.map((width) =>
    width === widest
      ? `${url} ${width}w`
      : `${url}?${PHONE_PICTURE_WIDTH_PARAM}=${width} ${width}w`,
  ).join(', ');
}

/**
 * `sizes` for a picture `share` of the page column wide (0–1): the column is the phone's width,
 * and at most 750 CSS px on larger screens.
 */
export function phonePictureSizes(share: number): string {
  const part = Math.min(1, Math.max(0, share));
  return `(max-width: 750px) ${Math.round(part * 1000) / 10}vw, ${Math.round(part * 750)}px`;
}
