import { createEventRepository } from './event-repository.ts';
import type { EventRepository } from './event-repository.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import type { Database, Db } from './open-database.ts';
import { createLeadRepository } from './lead-repository.ts';
import type { LeadRepository } from './lead-repository.ts';
import { createPageRepository } from './page-repository.ts';
import type { PageRepository } from './page-repository.ts';
import { PublishedPageCache } from './published-page-cache.ts';
import { createSmsCodeRepository } from './sms-code-repository.ts';
import type { SmsCodeRepository } from './sms-code-repository.ts';
import { createUserRepository } from './user-repository.ts';
import type { UserRepository } from './user-repository.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedCampaignIfEmpty } from '../seed/campaign-seed.ts';
import { createCampaignStore } from './campaign/campaign-store.ts';
import type { CampaignStore } from './campaign/campaign-store.ts';

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
    const applied = await migrate(database);
    if (applied.length > 0) logger?.info({ migrations: applied }, 'database migrated');

    const pages = createPageRepository(database.db);
    const events = createEventRepository(database.db, { logger });
    const publishedPages = new PublishedPageCache(pages, {
      onError: (error, code) =>
        logger?.warn({ err: error, code }, 'page refresh failed; serving the cached version'),
    });
    pages.onPublish((code) => publishedPages.drop(code));

    if (options.seed !== false) {
      const seeded = await seedIfEmpty(pages, logger);
      if (seeded.length > 0)
        logger?.info({ pages: seeded.length }, 'seeded the demo and route pages');
      if (await seedCampaignIfEmpty(database.db)) logger?.info({}, 'seeded the campaign data');
    }

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
    throw error;
  }
}
