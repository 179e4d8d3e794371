import { openStore } from './store/open-store.ts';
import type { StoreLogger } from './store/open-store.ts';
import type { Database, Db } from './store/open-database.ts';
import { seedStore } from './seed/seed-store.ts';
import { createPagesStore } from './pages/store/pages-store.ts';
import type { PagesStore } from './pages/store/pages-store.ts';
import { createAccountsStore } from './accounts/store/accounts-store.ts';
import type { AccountsStore } from './accounts/store/accounts-store.ts';
import { createCampaignStore } from './campaigns/store/campaign-store.ts';
import type { CampaignStore } from './campaigns/store/campaign-store.ts';
import { createEventRepository } from './tracking/event-repository.ts';
import type { EventRepository } from './tracking/event-repository.ts';

/**
 * Every domain's repositories over one opened store, outside the app: what the CLI commands and
 * tests use. The app gets the same repositories from each domain's store plugin instead
 * (`app.pages`, `app.events`, `app.accounts`, `app.campaigns`).
 */
export interface AppStore extends PagesStore, AccountsStore {
  db: Db;
  database: Database;
  events: EventRepository;
  /** Products, orders, groups, staff, QR codes, … of the server-backed blocks and actions. */
  campaign: CampaignStore;
  /** Writes buffered events, then closes the database. */
  close(): Promise<void>;
}

export interface OpenAppStoreOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Seed the demo and route pages into an empty store (default true). */
  seed?: boolean;
  logger?: StoreLogger;
}

/** Opens the database, brings its schema up to date, seeds it on first start. */
export async function openAppStore(options: OpenAppStoreOptions): Promise<AppStore> {
  const { logger } = options;
  const database = await openStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    seed: options.seed === false ? undefined : (db) => seedStore(db, logger),
    logger,
  });
  const events = createEventRepository(database.db, { logger });
  return {
    db: database.db,
    database,
    ...createPagesStore(database.db, logger),
    ...createAccountsStore(database.db),
    events,
    campaign: createCampaignStore(database.db),
    async close() {
      try {
        await events.close();
      } finally {
        await database.close();
      }
    },
  };
}
