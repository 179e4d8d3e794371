import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** Webhooks for the lead hand-off and their delivery log, in the admin API (admins only). */
async function webhooks(app: FastifyInstance): Promise<void> {
  await editorScope(app, webhookRoutes);
}

export const webhookDomain = fp(webhooks, {
  name: 'webhook-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'webhooks-store', 'webhook-deliverer'],
});
