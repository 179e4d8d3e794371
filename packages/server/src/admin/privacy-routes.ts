import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erasedAnswer, privacyStatementAnswer } from '@h5-page/schema/admin-api/privacy';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { PRIVACY_STATEMENT_MAX_LENGTH } from '@h5-page/schema/privacy-statement';
import { answers } from '../core/answers.ts';
import { checked, paragraph, textField } from '../core/fields.ts';
import { AppError, ok } from '../errors.ts';
import { eraseVisitor } from '../accounts/lead-erasure.ts';
import type { PrivacyStatementRow } from '../accounts/store/tables.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';

const statementOut = (row: PrivacyStatementRow) => ({
  version: row.version,
  text: row.text,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
});

const statementBody = z.object({
  text: paragraph({ max: PRIVACY_STATEMENT_MAX_LENGTH }),
});

const eraseBody = z.object({
  phone: checked((value) => {
    const phone = textField(value, 32);
    if (!phone || !MAINLAND_MOBILE.test(phone)) throw new AppError('INVALID_PHONE');
    return phone;
  }, '访客的手机号（中国大陆 11 位）'),
});

/**
 * The personal-information statement the lead form asks consent to (every editor reads it,
 * admins save a new version) and a visitor's request to erase their data by phone (admins).
 */
export async function privacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const statements = app.accounts.privacyStatements;
  // After the domain's session hook, which names the caller.
  const adminOnly = { preValidation: adminGuards.requireAdmin };

  app.get(
    '/admin/api/privacy-statement',
    { schema: { response: answers(privacyStatementAnswer, 'the statement in force') } },
    async () => ok(statementOut(await statements.current())),
  );

  app.put(
    '/admin/api/privacy-statement',
    {
      schema: {
        body: statementBody,
        response: answers(
          privacyStatementAnswer,
          'the saved text, a new version; leads ask for it now',
        ),
      },
      bodyLimit: 256 * 1024,
      ...adminOnly,
    },
    async (request) => {
      const actor = request.editor?.username ?? null;
      const saved = await statements.save(request.body.text, actor);
      await app.audit.record({
        actor,
        action: 'privacy.statement',
        detail: { version: saved.version, length: saved.text.length },
      });
      return ok(statementOut(saved));
    },
  );

  app.post(
    '/admin/api/leads/erase',
    {
      schema: {
        body: eraseBody,
        response: answers(erasedAnswer, 'what was erased (0 and 0: the phone left nothing)'),
      },
      ...adminOnly,
    },
    async (request) =>
      ok(await eraseVisitor(app, request.body.phone, request.editor?.username ?? null, new Date())),
  );
}
