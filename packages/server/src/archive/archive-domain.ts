import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { archiveRoutes } from './archive-routes.ts';

/** The HTML each published version was sent with, in the admin API. */
async function archive(app: FastifyInstance): Promise<void> {
  await editorScope(app, archiveRoutes);
}

export const archiveDomain = fp(archive, {
  name: 'archive-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'archive-store'],
});
