import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { openStore } from '../store/open-store.ts';
import type { Store } from '../store/open-store.ts';
import { serveStoreSocket } from '../store/store-socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages, events and the database (see store/open-store.ts). */
    store: Store;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'nodeEnv'>>;
  /**
   * Seed the demo content (pages, pictures, campaign data, the demo catalogue) where missing.
   * Default: everywhere but `NODE_ENV=production`, whose store starts empty.
   */
  seed?: boolean;
}

/**
 * Opens the store (embedded PGlite or PostgreSQL), migrates it, seeds it on first start and
 * closes it with the app, after buffered events are written.
 */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const store = await openStore({
    dataDir: options.config.dataDir,
    databaseUrl: options.config.databaseUrl,
    seed: options.seed ?? options.config.nodeEnv !== 'production',
    logger: app.log,
  });
  app.decorate('store', store);
  const { dataDir, databaseUrl } = options.config;
  // The embedded database has one owner; the CLI reaches it through this socket while we run.
  const closeSocket =
    databaseUrl || dataDir === ':memory:'
      ? async () => {}
      : await serveStoreSocket(store, dataDir, app.log).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            'the store socket could not listen; npm run import/export/backup need the server stopped',
          );
          return async () => {};
        });
  app.addHook('onClose', async () => {
    await closeSocket();
    await store.close();
  });
}

export const databasePlugin = fp(database, { name: 'database', fastify: '5.x' });
