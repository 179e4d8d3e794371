/**
 * What a link typed in the text's toolbar becomes: a path when it is on this site (the text
 * block keeps links to this site as paths, whatever host the page is later served from), an
 * http(s) URL as typed otherwise, null when it is neither.
 */
export function linkTarget(input: string, origin: string): string | null {
  const typed = input.trim();
  if (typed === '') return null;
  let url: URL;
  try {
    url = new URL(typed, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.href;
}
