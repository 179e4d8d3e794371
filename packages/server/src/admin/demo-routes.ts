import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { removeDemoAnswer, removeDemoBody } from '@h5-page/schema/admin-api/templates';
import { ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { removeDemo } from '../seed/demo-content.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';

/** What the builder sends to remove the demo, so no stray request does. */
/**
 * `POST /admin/api/demo/remove {confirm: 'remove-demo'}` (publishers): removes the demo content
 * the seed wrote (pages marked 演示 and still as seeded, the demo campaign data, catalogue and
 * competition players), so later starts seed nothing → `{pages, kept}`.
 */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/api/demo/remove',
    {
      schema: {
        body: removeDemoBody,
        response: answers(removeDemoAnswer),
      },
      preValidation: adminGuards.requirePublisher,
    },
    async (request) => {
      const removal = await removeDemo(app.database.db, app.pages);
      request.log.info(
        { removed: removal.pages.length, kept: removal.kept, by: request.editor?.username },
        'demo content removed',
      );
      await app.audit.record({
        actor: request.editor?.username ?? null,
        action: 'demo.remove',
        detail: { pages: removal.pages, kept: removal.kept },
      });
      return ok(removal);
    },
  );
}
