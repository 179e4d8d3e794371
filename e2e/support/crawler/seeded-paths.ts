import { CAMPAIGN_ROUTES, PAGE_BASE } from '@h5-page/schema/constants/routing';
import { routePageCode } from '@h5-page/schema/route-page-code';
import { SEED_PAGES } from '@h5-page/server/seed/seed';

/** An article every store holds (migration 0031), standing for `/cpmj/details/:name`. */
const SEEDED_ARTICLE = 'dragon-head';

/**
 * The address a visitor opens for each page the server seeds: a campaign route's page at its
 * route, any other page at `/h5-page/h5/<code>`.
 */
export function seededPaths(): string[] {
  const routeOf = new Map(CAMPAIGN_ROUTES.map((route) => [routePageCode(route), route]));
  return SEED_PAGES.map((page) => {
    const route = routeOf.get(page.code);
    if (!route) return `${PAGE_BASE}h5/${page.code}`;
    return `${PAGE_BASE.slice(0, -1)}${route.replace(':name', SEEDED_ARTICLE)}`;
  });
}
