import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceProblemsAnswer, phrasesAnswer } from '@h5-page/schema/admin-api/compliance';
import { pageCodeSchema } from '@h5-page/schema/page';
import { normalisePhrase } from '@h5-page/blocks/compliance/normalise-phrase';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { draftChecks } from './draft-checks.ts';
import { requireCapability } from '../editor-session/admin-guards.ts';

/** Entries the list may hold, and the longest phrase. */
const PHRASES_MAX = 500;
const PHRASE_MAX_LENGTH = 50;

const level = z.enum(['error', 'warning']);
const phraseEntry = z.object({
  phrase: z.string().trim().min(1).max(PHRASE_MAX_LENGTH),
  level,
});
// Two entries that read the same once normalised would find the same texts twice.
const phrasesBody = z.object({
  phrases: z
    .array(phraseEntry)
    .max(PHRASES_MAX)
    .superRefine((list, context) => {
      const seen = new Map<string, number>();
      list.forEach((entry, i) => {
        const normal = normalisePhrase(entry.phrase);
        if (normal === '') {
          context.addIssue({ code: 'custom', path: [i, 'phrase'], message: '不能为空' });
          return;
        }
        const first = seen.get(normal);
        if (first === undefined) seen.set(normal, i);
        else
          context.addIssue({
            code: 'custom',
            path: [i, 'phrase'],
            message: `与 phrases[${first}]「${list[first]!.phrase}」重复（忽略空格、全角和大小写后相同）`,
          });
      });
    }),
});

/**
 * The compliance checks of drafts (CONTRACT section 8) and the phrase list they use: every
 * editor reads both, admins alone edit the list.
 */
export async function complianceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const phrases = app.compliancePhrases;

  app.get(
    '/admin/api/pages/:code/checks',
    {
      schema: {
        params: z.object({ code: pageCodeSchema }),
        response: answers(complianceProblemsAnswer, 'the checks of the stored draft'),
      },
    },
    async (request) => {
      const draft = await app.pages.getDraft(request.params.code);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      return ok({ problems: await draftChecks(app, draft.page) });
    },
  );

  const listOut = (list: Awaited<ReturnType<typeof phrases.get>>) => ({
    phrases: list.phrases,
    updated_at: list.updatedAt ? list.updatedAt.toISOString() : null,
    updated_by: list.updatedBy,
    allow_hosts: app.config.redirectAllowHosts,
  });

  app.get(
    '/admin/api/compliance/phrases',
    { schema: { response: answers(phrasesAnswer) } },
    async () => ok(listOut(await phrases.get())),
  );

  app.put(
    '/admin/api/compliance/phrases',
    {
      schema: { body: phrasesBody, response: answers(phrasesAnswer, 'the list as saved') },
      // The admins' capability, with a refusal that names this list.
      preValidation: requireCapability(
        'accounts',
        'ADMIN_ADMIN_REQUIRED',
        '需要管理员权限才能编辑合规词库',
      ),
      bodyLimit: 64 * 1024,
    },
    async (request) =>
      ok(listOut(await phrases.save(request.body.phrases, request.editor?.username ?? null))),
  );
}
