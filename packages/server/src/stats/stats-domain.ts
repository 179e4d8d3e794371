import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { statsRoutes } from './stats-routes.ts';

/** Page stats, the all-pages table, the leads list and its CSV, in the admin API. */
async function stats(app: FastifyInstance): Promise<void> {
  await editorScope(app, statsRoutes);
}

export const statsDomain = fp(stats, {
  name: 'stats-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'stats-store', 'audit-store', 'abuse-store', 'pages-store'],
});
