import { CAMPAIGN_ROUTES, PAGE_BASE } from '@h5-page/schema/constants/routing';
import { routePageCode } from '@h5-page/schema/route-page-code';
import { SEED_PAGES } from './seed.ts';

/** Things every seeded store holds, standing for the parameters of their routes. */
const SAMPLE_PARAMETERS: Readonly<Record<string, string>> = {
  // 操盘秘籍 article (migration 0031).
  ':name': 'dragon-head',
  // The first strategy article the simulated-trading seed writes.
  ':id': '1',
};

/**
 * The address a visitor opens for each page the server seeds: a campaign route's page at its
 * route, any other page at `/h5-page/h5/<code>`.
 */
export function seededPaths(): string[] {
  const routeOf = new Map(CAMPAIGN_ROUTES.map((route) => [routePageCode(route), route]));
  return SEED_PAGES.map((page) => {
    const route = routeOf.get(page.code);
    if (!route) return `${PAGE_BASE}h5/${page.code}`;
    const path = route.replace(/:[a-z]+/g, (parameter) => SAMPLE_PARAMETERS[parameter]!);
    return `${PAGE_BASE.slice(0, -1)}${path}`;
  });
}
