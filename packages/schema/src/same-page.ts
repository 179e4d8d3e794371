/**
 * Whether `target` (absolute or relative) leads back to the page at `currentHref`: same origin
 * and path, whatever the query or hash. Opening such a URL only reloads the page, so callers
 * that follow a configured URL (a brokerage's registration page) refuse it. An unparsable
 * target is not the same page.
 */
export function isSamePage(target: string, currentHref: string): boolean {
  try {
    const current = new URL(currentHref);
    const next = new URL(target, current);
    const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';
    return next.origin === current.origin && path(next) === path(current);
  } catch {
    return false;
  }
}
