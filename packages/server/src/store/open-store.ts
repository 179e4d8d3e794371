import { createEventRepository } from '../tracking/event-repository.ts';
import type { EventRepository } from '../tracking/event-repository.ts';
import { StartupError } from '../startup-error.ts';
import { migrate } from './migrate.ts';
import { diskFull } from './disk-full.ts';
import { diskFullError, openDatabase } from './open-database.ts';
import type { Database, Db } from './open-database.ts';
import { createLeadRepository } from '../accounts/store/lead-repository.ts';
import type { LeadRepository } from '../accounts/store/lead-repository.ts';
import { createPageRepository } from '../pages/store/page-repository.ts';
import type { PageRepository } from '../pages/store/page-repository.ts';
import { PublishedPageCache } from '../pages/store/published-page-cache.ts';
import { createSmsCodeRepository } from '../accounts/store/sms-code-repository.ts';
import type { SmsCodeRepository } from '../accounts/store/sms-code-repository.ts';
import { createUserRepository } from '../accounts/store/user-repository.ts';
import type { UserRepository } from '../accounts/store/user-repository.ts';
import { SEED_PAGES, seedIfEmpty } from '../seed/seed.ts';
import { seedMediaIfMissing } from '../seed/seed-media.ts';
import { seedNewPages } from '../seed/seed-new-pages.ts';
import { refreshSeededPages } from '../seed/refresh-seeded-pages.ts';
import { templatePages } from '../seed/route-pages.ts';
import { seedCampaignIfEmpty } from '../seed/campaign-seed.ts';
import { seedProductOffers } from '../seed/product-offer-seed.ts';
import { seedDemoCatalogue } from '../seed/demo-catalogue-seed.ts';
import { demoRemoved, markDemoPages } from '../seed/demo-content.ts';
import {
  fillSimArticleBodies,
  seedSimTradingIfEmpty,
} from '../campaigns/simulated-trading/sim-seed.ts';
import { createCampaignStore } from '../campaigns/store/campaign-store.ts';
import type { CampaignStore } from '../campaigns/store/campaign-store.ts';

/** Everything the routes and the CLI read and write, over one database connection (pool). */
export interface Store {
  db: Db;
  database: Database;
  pages: PageRepository;
  events: EventRepository;
  users: UserRepository;
  smsCodes: SmsCodeRepository;
  leads: LeadRepository;
  /** Products, orders, groups, staff, QR codes, … of the server-backed blocks and actions. */
  campaign: CampaignStore;
  /** Published pages, ready to send; dropped here whenever `pages` publishes. */
  publishedPages: PublishedPageCache;
  /** Writes buffered events, then closes the database. */
  close(): Promise<void>;
}

export interface StoreLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Seed the demo and route pages into an empty store (default true). */
  seed?: boolean;
  logger?: StoreLogger;
}

/** Opens the database, brings its schema up to date and seeds it on first start. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const logger = options.logger;
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onPoolError: (error) => logger?.error({ err: error }, 'idle database connection failed'),
  });
  try {
    const pages = createPageRepository(database.db);

    const applied = await migrate(database, undefined, async () => {
      if (options.seed === false) return;
      try {
        await seedStore(database.db, pages, logger);
      } catch (error) {
        throw new SeedingFailure(`seeding the store failed: ${innermostReason(error)}`, {
          cause: error,
        });
      }
    });
    if (applied.length > 0) logger?.info({ migrations: applied }, 'database migrated');

    const events = createEventRepository(database.db, { logger });
    const publishedPages = new PublishedPageCache(pages, {
      onError: (error, code) =>
        logger?.warn({ err: error, code }, 'page refresh failed; serving the cached version'),
    });
    pages.onPublish((code) => publishedPages.drop(code));

    return {
      db: database.db,
      database,
      pages,
      events,
      users: createUserRepository(database.db),
      smsCodes: createSmsCodeRepository(database.db),
      leads: createLeadRepository(database.db),
      campaign: createCampaignStore(database.db),
      publishedPages,
      async close() {
        try {
          await events.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof StartupError) throw error;
    if (options.databaseUrl || options.dataDir === ':memory:') {
      // The database answered but refused the seed: say why, in one line.
      if (error instanceof SeedingFailure) throw new StartupError(error.message, { cause: error });
      throw error;
    }
    if (diskFull(options.dataDir)) throw diskFullError(options.dataDir, error);
    // The files opened but cannot be read: never carry on as if the store were empty.
    throw new StartupError(
      `the embedded database in ${options.dataDir} is damaged (${innermostReason(error)}); move that directory aside and restore a backup into an empty one (npm run restore -- FILE)`,
      { cause: error },
    );
  }
}

/** Seeding refused by a working database (embedded files that fail to read are damage). */
class SeedingFailure extends Error {}

/** The demo and route pages, their pictures and the campaign data, where missing. */
async function seedStore(db: Db, pages: PageRepository, logger?: StoreLogger): Promise<void> {
  // The operator removed the demo: it never comes back.
  if (await demoRemoved(db)) return;
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

/** The driver's own words: query wrappers put the database's message in `cause`. */
function innermostReason(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n')[0] || 'unknown error';
}
