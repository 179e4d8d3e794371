import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { mediaFileRoute } from './media-file-route.ts';
import { mediaRoutes } from './media-routes.ts';

/**
 * The media library: uploads served to everyone at /media (phone versions included), and the
 * library's calls in the admin API (upload, list, rename, delete while no page shows it).
 */
async function media(app: FastifyInstance): Promise<void> {
  await app.register(mediaFileRoute);
  await editorScope(app, mediaRoutes);
}

export const mediaDomain = fp(media, {
  name: 'media-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'media-store', 'pages-store'],
});
