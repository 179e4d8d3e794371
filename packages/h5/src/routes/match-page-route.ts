import {
  CAMPAIGN_ROUTES,
  PREVIEW_QUERY_PARAM,
  PREVIEW_QUERY_VALUE,
} from '@h5-page/schema/constants';
import {
  ACTIVITY_ROUTE,
  APP_ROUTE_SEGMENT,
  H5_BASENAME,
  PC_BASENAME,
  PC_ROUTE,
} from './route-table.ts';
import { routePageCode } from '@h5-page/schema/route-page-code';

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
  const [base, ...rest] = segments;
  if (base === PC_BASENAME.slice(1)) {
    return matchSegments(PC_ROUTE, rest)
      ? { route: 'page', code: rest[1]!, frame: 'pc' }
      : NOT_FOUND;
  }
  if (base !== H5_BASENAME.slice(1)) return NOT_FOUND;
  if (matchSegments(ACTIVITY_ROUTE, rest))
    return { route: 'page', code: rest[1]!, frame: 'mobile' };
  const route = CAMPAIGN_ROUTES.find((pattern) => matchSegments(pattern, rest));
  if (route) return { route: 'page', code: routePageCode(route), frame: 'mobile' };
  if (rest[0]?.toLowerCase() === APP_ROUTE_SEGMENT) {
    return { route: 'app', page: rest.slice(1).join('/') };
  }
  return NOT_FOUND;
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
