import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { abuseRoutes } from './abuse-routes.ts';

/** The anti-abuse rules and blocklist of each page, in the admin API. */
async function abuse(app: FastifyInstance): Promise<void> {
  await editorScope(app, abuseRoutes);
}

export const abuseDomain = fp(abuse, {
  name: 'abuse-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'abuse-store', 'pages-store'],
});
