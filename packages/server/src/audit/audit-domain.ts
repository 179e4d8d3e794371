import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { auditRoutes } from './audit-routes.ts';

/** The audit trail and its CSV, in the admin API (admins and reviewers). */
async function audit(app: FastifyInstance): Promise<void> {
  await editorScope(app, auditRoutes);
}

export const auditDomain = fp(audit, {
  name: 'audit-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'audit-store'],
});
