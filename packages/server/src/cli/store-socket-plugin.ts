import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { approvedOnly } from '../review/review-repository.ts';
import { filingGuard } from '../filing/filing-guard.ts';
import { serveStoreSocket } from './store-socket.ts';

/**
 * The embedded database has one owner; while the server runs, the CLI's import, export and
 * backup reach it through this socket (`store-socket.ts`). Registered after the stores it
 * serves, so it closes before them.
 */
async function storeSocket(app: FastifyInstance): Promise<void> {
  const { dataDir, databaseUrl } = app.config;
  if (databaseUrl || dataDir === ':memory:') return;
  const target = {
    pages: app.pages,
    events: app.events,
    database: app.database,
    // A page marked 需报备 is imported live only once its filing's wait has passed.
    publishGuard: filingGuard(
      {
        now: app.pageSchedule.now,
        workingDays: app.config.filingWaitWorkingDays,
        holidays: app.config.filingHolidays,
      },
      app.config.reviewRequired ? approvedOnly : undefined,
    ),
  };
  const closeSocket = await serveStoreSocket(target, dataDir, app.log).catch((error: unknown) => {
    app.log.warn(
      { err: error },
      'the store socket could not listen; npm run import/export/backup need the server stopped',
    );
    return async () => {};
  });
  app.addHook('onClose', async () => {
    await closeSocket();
  });
}

export const storeSocketPlugin = fp(storeSocket, {
  name: 'store-socket',
  fastify: '5.x',
  dependencies: ['database', 'pages-store', 'events-store'],
});
