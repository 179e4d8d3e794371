import {
  CAMPAIGN_ROUTES,
  PREVIEW_QUERY_PARAM,
  PREVIEW_QUERY_VALUE,
} from '@h5-page/schema/constants';
import { ACTIVITY_ROUTE, H5_BASENAME, PC_BASENAME, PC_ROUTE } from './route-table.ts';
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

/** Matches path segments against a route pattern (static segments case-insensitive, as React Router). */
function matchSegments(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index]!;
    return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
  });
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
  const preview = new URLSearchParams(query).get(PREVIEW_QUERY_PARAM) === PREVIEW_QUERY_VALUE;
  const withPreview = (code: string): PageRouteMatch => (preview ? { code, preview } : { code });

  const raw = pathname.split('/').filter(Boolean);
  const segments: string[] = [];
  for (const segment of raw) {
    const decoded = decodeSegment(segment);
    if (decoded === null) return null;
    segments.push(decoded);
  }
  const [base, ...rest] = segments;
  if (base === PC_BASENAME.slice(1)) {
    return matchSegments(PC_ROUTE, rest) ? withPreview(rest[1]!) : null;
  }
  if (base !== H5_BASENAME.slice(1)) return null;
  if (matchSegments(ACTIVITY_ROUTE, rest)) return withPreview(rest[1]!);
  const route = CAMPAIGN_ROUTES.find((pattern) => matchSegments(pattern, rest));
  return route ? withPreview(routePageCode(route)) : null;
}
