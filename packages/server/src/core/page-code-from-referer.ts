import { PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import { matchRoute } from '@h5-page/schema/page-route';

const PAGE_CODE = new RegExp(`^[A-Za-z0-9_-]{1,${PAGE_CODE_MAX_LENGTH}}$`);

/** A page code as pages are named (a slug), or null. */
export function pageCodeOf(value: string | null | undefined): string | null {
  return value && PAGE_CODE.test(value) ? value : null;
}

/**
 * The page a lead came from, read from its Referer by the visitors' own route matcher: the page
 * the browser showed at that address (`/h5-page/h5/<code>`, a campaign route, `/pc-page/pc/<code>`),
 * so a lead is credited to the page its visitor saw. Null when the address shows no page.
 */
export function pageCodeFromReferer(referer: string | undefined): string | null {
  if (!referer || referer.length > 4096) return null;
  let path: string;
  try {
    path = new URL(referer, 'http://referer.invalid').pathname;
  } catch {
    return null;
  }
  const match = matchRoute(path);
  return match.route === 'page' ? pageCodeOf(match.code) : null;
}
