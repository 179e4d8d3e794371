import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { PRIVACY_STATEMENT_MAX_LENGTH } from '@h5-page/schema/privacy-statement';
import { answers } from '../core/answers.ts';
import { checked, paragraph, textField } from '../core/fields.ts';
import { AppError, ok } from '../errors.ts';
import { eraseVisitor } from '../accounts/lead-erasure.ts';
import type { PrivacyStatementRow } from '../accounts/store/tables.ts';
import { adminGuards } from './admin-guards.ts';

const statementAnswer = z.object({
  version: z.int(),
  text: z.string(),
  created_at: z.string().describe('ISO 8601'),
  created_by: z.string().nullable().describe('null: the built-in default'),
});

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
    { schema: { response: answers(statementAnswer, 'the statement in force') } },
    async () => ok(statementOut(await statements.current())),
  );

  app.put(
    '/admin/api/privacy-statement',
    {
      schema: {
        body: statementBody,
        response: answers(statementAnswer, 'the saved text, a new version; leads ask for it now'),
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
        response: answers(
          z.object({
            leads: z.int().describe('leads whose phone, name and answers were erased'),
            sms_codes: z.int().describe('SMS codes sent to the phone, deleted'),
          }),
          'what was erased (0 and 0: the phone left nothing)',
        ),
      },
      ...adminOnly,
    },
    async (request) =>
      ok(await eraseVisitor(app, request.body.phone, request.editor?.username ?? null, new Date())),
  );
}
