/** Schemes a page file may not use in any URL field (they run script or embed documents). */
const BLOCKED_SCHEME = /^(?:javascript|vbscript|file):/;
/** data: URLs are allowed for raster images only. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);/;

/**
 * True when a URL from a page file is safe to put in `href`/`src`: '' (none), http(s), relative
 * and absolute paths, and other schemes (tel:, mailto:, weixin:, app deep links), but never
 * `javascript:`, `vbscript:`, `file:` or a `data:` URL other than a raster image. Whitespace and
 * control characters are ignored when reading the scheme, as browsers do (`java\tscript:`).
 */
export function isSafeUrl(value: string): boolean {
  if (typeof value !== 'string') return false;
  let compact = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) compact += char;
  }
  compact = compact.toLowerCase();
  if (BLOCKED_SCHEME.test(compact)) return false;
  if (compact.startsWith('data:')) return DATA_IMAGE.test(compact);
  return true;
}
