import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { channelRoutes } from './channel-routes.ts';

/** A page's named channels and their posters, in the admin API. */
async function channels(app: FastifyInstance): Promise<void> {
  await editorScope(app, channelRoutes);
}

export const channelDomain = fp(channels, {
  name: 'channel-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'channel-store', 'pages-store'],
});
