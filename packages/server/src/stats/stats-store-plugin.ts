import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLeadListRepository } from './lead-list-repository.ts';
import { createStatsRepository } from './stats-repository.ts';
import type { StatsRepository } from './stats-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page stats and the all-pages table, from the rollups (`stats/`). */
    stats: StatsRepository;
    /** The leads list and its CSV export, per page (`stats/`). */
    leadList: ReturnType<typeof createLeadListRepository>;
  }
}

/** Decorates the stats' and the leads list's repositories, over the database plugin's connection. */
async function statsStore(app: FastifyInstance): Promise<void> {
  app.decorate('stats', createStatsRepository(app.database.db));
  app.decorate('leadList', createLeadListRepository(app.database.db));
}

export const statsStorePlugin = fp(statsStore, {
  name: 'stats-store',
  fastify: '5.x',
  dependencies: ['database'],
});
