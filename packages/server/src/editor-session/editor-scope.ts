import type { FastifyInstance } from 'fastify';
import { adminGuards } from './admin-guards.ts';

/**
 * The one way admin API routes are mounted: `routes` registered in a scope of their own, behind
 * the guards of every admin call, wired alike whichever domain's routes they are. Another site's
 * request is refused as it arrives (`onRequest`); the session (but on routes marked `public`) and
 * the route's own role check (`preValidation: adminGuards.require…` or `requireCapability`) come
 * before any field is read, so a caller without the right is told so whatever it sent; answers are
 * never kept, but for a call that says how long it holds (a thumbnail whose URL names its
 * revision). The app registers `editorSessionPlugin` first.
 */
export async function editorScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', adminGuards.refuseCrossSite);
    scope.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.public) await adminGuards.requireSession(request);
    });
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await routes(scope);
  });
}
