import type { Db } from '../store/open-database.ts';
import type { StoreLogger } from '../store/open-store.ts';
import { createPageRepository } from '../pages/store/page-repository.ts';
import {
  fillSimArticleBodies,
  seedSimTradingIfEmpty,
} from '../campaigns/simulated-trading/sim-seed.ts';
import { SEED_PAGES, seedIfEmpty } from './seed.ts';
import { seedMediaIfMissing } from './seed-media.ts';
import { seedNewPages } from './seed-new-pages.ts';
import { refreshSeededPages } from './refresh-seeded-pages.ts';
import { templatePages } from './route-pages.ts';
import { seedCampaignIfEmpty } from './campaign-seed.ts';
import { seedProductOffers } from './product-offer-seed.ts';
import { seedDemoCatalogue } from './demo-catalogue-seed.ts';
import { demoRemoved, markDemoPages } from './demo-content.ts';

/**
 * The demo and route pages, their pictures and the campaign data, where missing. Whoever opens
 * the store for the app or the CLI passes this to `openStore` (`store/open-store.ts`), which runs
 * it under the migration lock.
 */
export async function seedStore(db: Db, logger?: StoreLogger): Promise<void> {
  // The operator removed the demo: it never comes back.
  if (await demoRemoved(db)) return;
  const pages = createPageRepository(db);
  // Before the pages that show them.
  const pictures = await seedMediaIfMissing(db);
  if (pictures > 0) logger?.info({ pictures }, 'stored the demo pictures in the media library');
  const seeded = await seedIfEmpty(pages, logger);
  if (seeded.length > 0) logger?.info({ pages: seeded.length }, 'seeded the demo and route pages');
  const added = await seedNewPages(db, pages, SEED_PAGES);
  await markDemoPages(db, [...seeded, ...added]);
  if (added.length > 0)
    logger?.info({ pages: added }, 'added the seed pages new since the last start');
  const refreshed = await refreshSeededPages(db, SEED_PAGES, { earlierSeeds: templatePages });
  if (refreshed.length > 0)
    logger?.info({ pages: refreshed }, 'brought seeded pages up to date with the seed');
  if (await seedCampaignIfEmpty(db)) logger?.info({}, 'seeded the campaign data');
  const catalogue = await seedDemoCatalogue(db, logger);
  if (catalogue.length > 0) logger?.info({ groups: catalogue }, 'seeded the demo catalogue');
  if (await seedProductOffers(db)) logger?.info({}, 'seeded the products of the topic pages');
  if (await seedSimTradingIfEmpty(db)) logger?.info({}, 'seeded the simulated trading data');
  const texts = await fillSimArticleBodies(db);
  if (texts > 0) logger?.info({ articles: texts }, 'gave the seeded strategy articles their texts');
}
