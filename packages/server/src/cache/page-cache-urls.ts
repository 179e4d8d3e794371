import { CAMPAIGN_ROUTES } from '@h5-page/schema/constants';
import {
  H5_BASENAME,
  PC_BASENAME,
  activityPagePath,
  canonicalPath,
} from '@h5-page/schema/page-route';
import { routePageCode } from '@h5-page/schema/route-page-code';

/**
 * The visitor paths a shared cache may hold for the page stored as `code`, each in the one
 * spelling the server answers with a page (others are redirected to it): its own address, its
 * desktop rendering, and every campaign route without parameters that shows it. Routes with a
 * parameter (`/cpmj/details/:name`) have no list of their addresses; their copies last the
 * cache's own lifetime (`CACHE_S_MAXAGE`).
 */
export function pageCacheUrls(code: string): string[] {
  const paths = [
    activityPagePath(code),
    `${PC_BASENAME}/pc/${encodeURIComponent(code)}`,
    ...CAMPAIGN_ROUTES.filter((route) => !route.includes(':') && routePageCode(route) === code).map(
      (route) => `${H5_BASENAME}${route}`,
    ),
  ];
  const canonical = paths.map((path) => canonicalPath(path)).filter((path) => path !== null);
  return [...new Set(canonical)];
}
