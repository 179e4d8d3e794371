import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { signupRoutes } from './signup-routes.ts';

/** The builder's sign-up screens (visitors' entries in the campaign tables), in the admin API. */
async function signups(app: FastifyInstance): Promise<void> {
  await editorScope(app, signupRoutes);
}

export const signupDomain = fp(signups, {
  name: 'signup-domain',
  fastify: '5.x',
  dependencies: ['editor-session', 'signup-store', 'audit-store'],
});
