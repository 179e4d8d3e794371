import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { reviewRoutes } from './review-routes.ts';

/** Submitting drafts for review, the queue and the decisions, in the admin API. */
async function review(app: FastifyInstance): Promise<void> {
  await editorScope(app, reviewRoutes);
}

export const reviewDomain = fp(review, {
  name: 'review-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'review-store', 'compliance-store', 'pages-store'],
});
