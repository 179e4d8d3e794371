import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { complianceRoutes } from './compliance-routes.ts';

/** A draft's compliance checks and the phrase list they use, in the admin API. */
async function compliance(app: FastifyInstance): Promise<void> {
  await editorScope(app, complianceRoutes);
}

export const complianceDomain = fp(compliance, {
  name: 'compliance-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'compliance-store', 'pages-store'],
});
