import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { experimentRoutes } from './experiment-routes.ts';

/** A page's A/B tests: variants, figures and promotion, in the admin API. */
async function experiments(app: FastifyInstance): Promise<void> {
  await editorScope(app, experimentRoutes);
}

export const experimentDomain = fp(experiments, {
  name: 'experiment-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'experiment-store', 'pages-store'],
});
