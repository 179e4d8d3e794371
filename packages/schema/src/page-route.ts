import {
  CAMPAIGN_ROUTES,
  PAGE_BASE,
  PREVIEW_QUERY_PARAM,
  PREVIEW_QUERY_VALUE,
} from './constants.ts';
import { routePageCode } from './route-page-code.ts';

/** Base of the visitor pages, and of the desktop rendering that auto-fit pages go to. */
export const H5_BASENAME = PAGE_BASE.slice(0, -1);
export const PC_BASENAME = '/pc-page';

/** Route of the schema-driven activity page, and of its desktop rendering (under PC_BASENAME). */
export const ACTIVITY_ROUTE = '/h5/:id';
export const PC_ROUTE = '/pc/:code';
/** Under H5_BASENAME, `/app/<app page>`: where a browser visitor lands from an app-page button. */
export const APP_ROUTE_SEGMENT = 'app';

/** The visitor address of the page stored as `code`: `/h5-page/h5/<code>`. */
export const activityPagePath = (code: string): string =>
  `${H5_BASENAME}/h5/${encodeURIComponent(code)}`;

export interface PageRouteMatch {
  code: string;
  preview?: boolean;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches path segments against a route pattern (static segments case-insensitive). */
function matchSegments(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index]!;
    return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
  });
}

/** What a visitor path shows: a page (by its store code), an app page's web stand-in, or nothing. */
export type RouteMatch =
  | { route: 'page'; code: string; frame: 'mobile' | 'pc' }
  | { route: 'app'; page: string }
  | { route: 'notFound' };

const NOT_FOUND: RouteMatch = { route: 'notFound' };

/** Characters a path segment keeps as they are (RFC 3986 `pchar` but `%`); all else is encoded. */
const PLAIN_PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

function encodeSegment(value: string): string {
  let encoded = '';
  for (const char of value) encoded += PLAIN_PATH_CHAR.test(char) ? char : encodeURIComponent(char);
  return encoded;
}

/** A route's own spelling with its parameters filled in (static segments as the pattern spells them). */
function spell(base: string, pattern: string, segments: readonly string[]): string {
  const parts = pattern.split('/').filter(Boolean);
  return `${base}/${parts.map((part, index) => (part.startsWith(':') ? encodeSegment(segments[index]!) : part)).join('/')}`;
}

/** The route of decoded segments, and the one spelling of its path. */
function locate(segments: readonly string[]): { match: RouteMatch; path: string | null } {
  const [base, ...rest] = segments;
  if (base === PC_BASENAME.slice(1)) {
    return matchSegments(PC_ROUTE, rest)
      ? {
          match: { route: 'page', code: rest[1]!, frame: 'pc' },
          path: spell(PC_BASENAME, PC_ROUTE, rest),
        }
      : { match: NOT_FOUND, path: null };
  }
  if (base !== H5_BASENAME.slice(1)) return { match: NOT_FOUND, path: null };
  if (matchSegments(ACTIVITY_ROUTE, rest))
    return {
      match: { route: 'page', code: rest[1]!, frame: 'mobile' },
      path: spell(H5_BASENAME, ACTIVITY_ROUTE, rest),
    };
  const route = CAMPAIGN_ROUTES.find((pattern) => matchSegments(pattern, rest));
  if (route)
    return {
      match: { route: 'page', code: routePageCode(route), frame: 'mobile' },
      path: spell(H5_BASENAME, route, rest),
    };
  if (rest[0]?.toLowerCase() === APP_ROUTE_SEGMENT) {
    return {
      match: { route: 'app', page: rest.slice(1).join('/') },
      path: [H5_BASENAME, APP_ROUTE_SEGMENT, ...rest.slice(1).map(encodeSegment)].join('/'),
    };
  }
  return { match: NOT_FOUND, path: null };
}

/**
 * The route of a visitor path (no query string): `/h5-page/h5/:id`, the campaign routes of spec
 * section 2, `/pc-page/pc/:code` and the app stand-ins under `/h5-page/app/`. The one matcher of
 * both the server (which page to load and render) and the browser (which route to hydrate).
 */
export function matchRoute(pathname: string): RouteMatch {
  const segments: string[] = [];
  for (const segment of pathname.split('/').filter(Boolean)) {
    const decoded = decodeSegment(segment);
    if (decoded === null) return NOT_FOUND;
    segments.push(decoded);
  }
  return locate(segments).match;
}

/**
 * The one spelling of a visitor path that shows a page or an app stand-in (null: it shows
 * nothing): single slashes and none at the end, dot segments resolved, static segments as the
 * route spells them, and each parameter percent-encoded only where a path must be. Every other
 * spelling of the same page is answered with a redirect to this one, so that only this one is
 * rendered and cached.
 */
export function canonicalPath(pathname: string): string | null {
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment === '') continue;
    const decoded = decodeSegment(segment);
    if (decoded === null) return null;
    // `%2e` is a dot too (as browsers read it).
    if (decoded === '.') continue;
    if (decoded === '..') segments.pop();
    else segments.push(decoded);
  }
  return locate(segments).path;
}

/**
 * The store page a visitor URL shows: `/h5-page/h5/:id` -> id, every other route of spec section 2
 * -> its page code (`/h5-page/simulateTrading/detail` -> `simulateTrading-detail`,
 * `/h5-page/cpmj/details/foo` -> `cpmj-details`), `/pc-page/pc/:code` -> code; null for anything
 * else. A query string may be included: `isPreview=1` sets `preview`.
 */
export function matchPageRoute(url: string): PageRouteMatch | null {
  const queryStart = url.search(/[?#]/);
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart).split('#')[0]!;
  const match = matchRoute(pathname);
  if (match.route !== 'page') return null;
  const preview = new URLSearchParams(query).get(PREVIEW_QUERY_PARAM) === PREVIEW_QUERY_VALUE;
  return preview ? { code: match.code, preview } : { code: match.code };
}
