import { escapeHtml } from '@h5-page/schema/escape-html';

/** `<link rel="preload" as="image">` for the first screen's pictures: fetched before any script. */
export function imagePreloadTags(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`)
    .join('');
}
