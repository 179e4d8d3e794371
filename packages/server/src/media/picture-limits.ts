/**
 * The most pixels an uploaded picture may have (40 megapixels: well above any phone campaign's
 * 750-px-wide artwork, far below what a small file can unpack to). A picture's bytes say little
 * about the memory decoding it takes: a 1 MB PNG can hold 16000 × 16000 pixels.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The limit as the builder's refusal names it. */
export const MAX_PICTURE_PIXELS_TEXT = '4000 万像素';
