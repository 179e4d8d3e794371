const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="preload" as="image">` for the first screen's pictures: fetched before any script. */
export function imagePreloadTags(urls: readonly string[]): string {
  return urls
    .map(
      (url) =>
        `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`,
    )
    .join('');
}
