import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { activityPageRoutes } from './activity-page.ts';

/** Pages for the gateway: the page-detail call (drafts, published versions and their cache). */
async function pages(app: FastifyInstance): Promise<void> {
  await app.register(activityPageRoutes);
}

export const pagesDomain = fp(pages, {
  name: 'pages-domain',
  fastify: '5.x',
  dependencies: ['database', 'pages-store', 'editor-session', 'admin-store', 'review-store'],
});
