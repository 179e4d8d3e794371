import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { openStore } from '../store/open-store.ts';
import type { StoreLogger } from '../store/open-store.ts';
import type { Database, Db } from '../store/open-database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database (see store/open-store.ts): its driver, `db` and sessions. Domains reach their
     * data through their own store plugins (`app.pages`, `app.accounts`, …), made over `db`.
     */
    database: Database;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'nodeEnv'>>;
  /**
   * Seed the demo content (pages, pictures, campaign data, the demo catalogue) where missing.
   * Default: everywhere but `NODE_ENV=production`, whose store starts empty.
   */
  seed?: boolean;
  /**
   * What seeding writes (the app's is `seed/seed-store.ts` `seedStore`, given by `app.ts`: the
   * seed sits above every domain, this plugin below them). Without it nothing is seeded.
   */
  seeds?: (db: Db, logger: StoreLogger) => Promise<void>;
}

/**
 * Opens the store (embedded PGlite or PostgreSQL), migrates it, seeds it on first start
 * (with `seeds`) and closes it with the app, after the plugins registered later (the
 * event writer's flush among them) have closed.
 */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const { seeds } = options;
  const seed = options.seed ?? options.config.nodeEnv !== 'production';
  const database = await openStore({
    dataDir: options.config.dataDir,
    databaseUrl: options.config.databaseUrl,
    seed: seed && seeds ? (db) => seeds(db, app.log) : undefined,
    logger: app.log,
  });
  app.decorate('database', database);
  // Before every other plugin's close (which may wait for its queries under way).
  app.addHook('preClose', async () => {
    database.closing?.();
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export const databasePlugin = fp(database, { name: 'database', fastify: '5.x' });
