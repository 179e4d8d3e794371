import { inArray } from 'drizzle-orm';
import { validatePage } from '@h5-page/schema/validate-page';
import type { ActivityPage } from '@h5-page/schema/page';
import type { Db } from '../store/open-database.ts';
import { pages as pagesTable } from '../pages/store/tables.ts';
import type { PageRepository } from '../pages/store/page-repository.ts';
import { pageSeeds } from './refresh-seeded-pages.ts';

/**
 * Seed pages added since a store was first seeded (the topic products' sales pages, say): each
 * one the seed never wrote before (no `page_seeds` record) and no page holds the code of is
 * imported. One the seed wrote and an editor later deleted stays deleted. Returns the codes.
 */
export async function seedNewPages(
  db: Db,
  pages: PageRepository,
  seeds: readonly ActivityPage[],
): Promise<string[]> {
  const codes = seeds.map((page) => page.code);
  if (codes.length === 0 || (await pages.count()) === 0) return [];
  const [taken, recorded] = await Promise.all([
    db.select({ code: pagesTable.code }).from(pagesTable).where(inArray(pagesTable.code, codes)),
    db.select({ code: pageSeeds.code }).from(pageSeeds).where(inArray(pageSeeds.code, codes)),
  ]);
  const known = new Set([...taken, ...recorded].map((row) => row.code));
  const fresh = seeds.flatMap((seed) => {
    if (known.has(seed.code)) return [];
    const result = validatePage(seed);
    return result.ok ? [result.page] : [];
  });
  if (fresh.length > 0) await pages.importPages(fresh, '初始页面');
  return fresh.map((page) => page.code);
}
