import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abuseRulesAnswer,
  blockedEntryAnswer,
  blockedHandsetsAnswer,
  unblockedAnswer,
} from '@h5-page/schema/admin-api/abuse';
import { pageCodeSchema } from '@h5-page/schema/page';
import { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';
import { AppError, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { maskPhone } from '@h5-page/schema/personal-masks';
import type { PageAbuseRules } from './abuse-repository.ts';
import type { BlockedHandsetRow } from './abuse-tables.ts';
import { defaultAbuseRules, pageAbuseRules } from './abuse-guard.ts';

const MAX_CAP = 100_000;
const cap = (label: string) =>
  z
    .int(`${label}应为 0 到 ${MAX_CAP} 的整数（0 为不限）`)
    .min(0, `${label}不能小于 0（0 为不限）`)
    .max(MAX_CAP, `${label}不能超过 ${MAX_CAP}`);

const codeParams = z.object({ code: pageCodeSchema });
const handsetParams = z.object({
  code: pageCodeSchema,
  handset: z.string().regex(MAINLAND_MOBILE, '手机号应为中国大陆 11 位手机号'),
});
const rulesBody = z.strictObject({
  per_address: cap('每个网络地址每天次数'),
  per_device: cap('每台设备每天次数'),
  per_handset: cap('每个手机号每天次数'),
  verified_only: z.boolean('verified_only 应为 true 或 false'),
});
const blockBody = z.strictObject({
  handset: z.string().trim().regex(MAINLAND_MOBILE, '手机号应为中国大陆 11 位手机号'),
  note: z.string().trim().max(200, '备注不能超过 200 个字').default(''),
  global: z.boolean('global 应为 true 或 false').default(false),
});
const scopeQuery = z.object({
  global: z.enum(['0', '1']).default('0').describe('1: the global list (every page)'),
});

const rulesOut = (rules: PageAbuseRules, defaults: ReturnType<typeof defaultAbuseRules>) => ({
  rules: {
    per_address: rules.perAddress,
    per_device: rules.perDevice,
    per_handset: rules.perHandset,
    verified_only: rules.verifiedOnly,
    custom: rules.custom,
    updated_at: rules.updatedAt ? rules.updatedAt.toISOString() : null,
    updated_by: rules.updatedBy,
  },
  defaults: {
    per_address: defaults.perAddress,
    per_device: defaults.perDevice,
    per_handset: defaults.perHandset,
    verified_only: defaults.verifiedOnly,
  },
});
const blockedOut = (row: BlockedHandsetRow) => ({
  handset: row.handset,
  global: row.pageCode === '',
  note: row.note,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
});

/**
 * A page's 防刷设置 (docs/admin-api.md): its daily caps and verified-phone rule, readable by every
 * editor and changed by publishers; its handset blocklist (whole phone numbers: publishers only).
 * Every change appends an audit entry with the handset masked.
 */
export async function abuseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publisherOnly = { preValidation: adminGuards.requirePublisher };
  const by = (request: FastifyRequest) => request.editor?.username ?? null;
  const pageMustExist = async (code: string) => {
    if (!(await app.pages.getDraft(code))) throw new AppError('PAGE_NOT_FOUND');
  };

  app.get(
    '/admin/api/pages/:code/abuse-rules',
    { schema: { params: codeParams, response: answers(abuseRulesAnswer) } },
    async (request) => {
      const { code } = request.params;
      await pageMustExist(code);
      return ok(rulesOut(await pageAbuseRules(request, code), defaultAbuseRules(request)));
    },
  );

  app.put(
    '/admin/api/pages/:code/abuse-rules',
    {
      schema: {
        params: codeParams,
        body: rulesBody,
        response: answers(abuseRulesAnswer, 'as saved'),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      await pageMustExist(code);
      const body = request.body;
      const rules = {
        perAddress: body.per_address,
        perDevice: body.per_device,
        perHandset: body.per_handset,
        verifiedOnly: body.verified_only,
      };
      const saved = await app.abuse.saveRules(code, rules, {
        actor: by(request),
        action: 'abuse.rules',
        pageCode: code,
        detail: { ...body },
      });
      return ok(rulesOut(saved, defaultAbuseRules(request)));
    },
  );

  app.get(
    '/admin/api/pages/:code/abuse-blocklist',
    {
      schema: {
        params: codeParams,
        response: answers(blockedHandsetsAnswer),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      await pageMustExist(code);
      return ok({ handsets: (await app.abuse.blocklist(code)).map(blockedOut) });
    },
  );

  app.post(
    '/admin/api/pages/:code/abuse-blocklist',
    {
      schema: {
        params: codeParams,
        body: blockBody,
        response: answers(blockedEntryAnswer),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      await pageMustExist(code);
      const { handset, note, global } = request.body;
      const { row, created } = await app.abuse.block(
        { pageCode: global ? '' : code, handset, note, by: by(request) },
        {
          actor: by(request),
          action: 'abuse.block',
          pageCode: code,
          detail: { handset: maskPhone(handset), global },
        },
      );
      return ok({ entry: blockedOut(row), created });
    },
  );

  app.delete(
    '/admin/api/pages/:code/abuse-blocklist/:handset',
    {
      schema: {
        params: handsetParams,
        querystring: scopeQuery,
        response: answers(unblockedAnswer),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code, handset } = request.params;
      await pageMustExist(code);
      const global = request.query.global === '1';
      const removed = await app.abuse.unblock(global ? '' : code, handset, {
        actor: by(request),
        action: 'abuse.unblock',
        pageCode: code,
        detail: { handset: maskPhone(handset), global },
      });
      if (!removed) throw new AppError('ABUSE_BLOCKED_NOT_FOUND');
      return ok({ removed: true as const });
    },
  );
}
