import { formatProblem } from '@h5-page/schema/problem';
import { validatePage } from '@h5-page/schema/validate-page';
import type { ActivityPage } from '@h5-page/schema/page';
import type { PageRepository } from '../pages/store/page-repository.ts';
import { DEMO_PAGE } from './demo-page.ts';
import { ROUTE_PAGES } from './route-pages.ts';
import { PRODUCT_PAGES } from './pages/product-pages.ts';
import { TEMPLATE_PAGES } from './templates/seed-templates.ts';

export const SEED_PAGES: readonly ActivityPage[] = [
  DEMO_PAGE,
  ...ROUTE_PAGES,
  ...PRODUCT_PAGES,
  ...TEMPLATE_PAGES,
];

interface SeedLogger {
  error(details: object, message: string): void;
}

/**
 * On a store's first start (no pages at all), imports the demo page and one page per route.
 * Each goes through `validatePage` like an imported file, so seeds stay valid as blocks evolve;
 * one that no longer validates is logged and skipped rather than keeping the server down
 * (the seed tests fail on it). Returns the codes it seeded.
 */
export async function seedIfEmpty(pages: PageRepository, logger?: SeedLogger): Promise<string[]> {
  if ((await pages.count()) > 0) return [];
  const valid: ActivityPage[] = [];
  for (const page of SEED_PAGES) {
    const result = validatePage(page);
    if (result.ok) valid.push(result.page);
    else
      logger?.error(
        { code: page.code, problems: result.problems.map(formatProblem) },
        'seed page is invalid; skipped',
      );
  }
  // One transaction: a store is seeded completely or not at all.
  await pages.importPages(valid, '初始页面');
  return valid.map((page) => page.code);
}
