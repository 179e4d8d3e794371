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
import { categoriseSeededTemplates } from './templates/categorise-templates.ts';
import { builtSeedVersion, recordSeedWritten, seedWritten } from './seed-version.ts';

export interface SeedStoreOptions {
  /**
   * Which seed this is (`seed-version.ts`); null writes it in full at every start. By default
   * the built server's own, so a restart of the same build skips what it wrote last time.
   */
  version?: string | null;
}

/**
 * The demo and route pages, their pictures and the campaign data, where missing. Whoever opens
 * the store for the app or the CLI passes this to `openStore` (`store/open-store.ts`), which runs
 * it under the migration lock.
 *
 * What the store misses (pictures, all pages, campaign data, a catalogue group) is written at
 * every start. Bringing what an earlier seed wrote up to this one (new and changed seed pages,
 * the catalogue's and the products' updates) is done once per seed: a restart of the same build
 * finds that recorded and spares validating and comparing every seed page again.
 */
export async function seedStore(
  db: Db,
  logger?: StoreLogger,
  options: SeedStoreOptions = {},
): Promise<void> {
  // The operator removed the demo: it never comes back.
  if (await demoRemoved(db)) return;
  const version = options.version === undefined ? builtSeedVersion() : options.version;
  const pages = createPageRepository(db);
  // What this start wrote, said in one line at the end: a first start's log is one line a phase.
  const done: string[] = [];
  // Before the pages that show them.
  const pictures = await seedMediaIfMissing(db);
  if (pictures > 0) done.push(`${pictures} demo pictures in the media library`);
  const seeded = await seedIfEmpty(pages, logger);
  if (seeded.length > 0) done.push(`${seeded.length} demo and route pages`);
  const written = version !== null && seeded.length === 0 && (await seedWritten(db, version));
  if (!written) {
    const added = await seedNewPages(db, pages, SEED_PAGES);
    await markDemoPages(db, [...seeded, ...added]);
    await categoriseSeededTemplates(db);
    if (added.length > 0)
      done.push(`the seed pages new since the last start (${added.join(', ')})`);
    const refreshed = await refreshSeededPages(db, SEED_PAGES, { earlierSeeds: templatePages });
    if (refreshed.length > 0)
      done.push(`seeded pages brought up to date with the seed (${refreshed.join(', ')})`);
  }
  if (await seedCampaignIfEmpty(db)) done.push('the campaign data');
  const catalogue = await seedDemoCatalogue(db, logger, { updates: !written });
  if (catalogue.length > 0) done.push(`the demo catalogue (${catalogue.join(', ')})`);
  // Topic products written just now still point at their topic pages, whichever seed this is.
  if (await seedProductOffers(db, { updates: !written || catalogue.length > 0 }))
    done.push('the products of the topic pages');
  if (await seedSimTradingIfEmpty(db)) done.push('the simulated trading data');
  const texts = await fillSimArticleBodies(db);
  if (texts > 0) done.push(`the texts of ${texts} strategy articles`);
  if (done.length > 0) logger?.info({}, `seeded ${done.join('; ')}`);
  if (version !== null && !written) await recordSeedWritten(db, version);
}
