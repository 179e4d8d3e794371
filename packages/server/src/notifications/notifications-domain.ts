import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { notificationRoutes } from './notification-routes.ts';

/** The inbox and the group robot's settings, in the admin API. */
async function notifications(app: FastifyInstance): Promise<void> {
  await editorScope(app, notificationRoutes);
}

export const notificationsDomain = fp(notifications, {
  name: 'notifications-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'notifications-store'],
});
