import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCodeSchema } from '@h5-page/schema/page';
import { AppError, badRequest, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { int, intOr, isCleanText } from '../core/fields.ts';
import {
  oneWebhookAnswer,
  retryQueuedAnswer,
  webhookDeliveriesAnswer,
  webhookTestAnswer,
  webhookListAnswer,
  WEBHOOK_SECRET_MIN,
} from '@h5-page/schema/webhooks';
import { webhookUrlProblem } from './webhook-target.ts';
import { DEFAULT_DELIVERER_OPTIONS, sendOnce } from './webhook-deliverer.ts';
import type { LeadPayload } from './webhook-repository.ts';
import { requireCapability } from '../editor-session/admin-guards.ts';

/** Deliveries one read of the log answers by default and at most (newest first). */
const DELIVERIES_DEFAULT = 50;
const DELIVERIES_MAX = 500;

const createBody = z.object({
  url: z
    .string({ error: '请填写接收地址' })
    .trim()
    .min(1, '请填写接收地址')
    .max(2000, '接收地址不能超过 2000 个字符')
    .superRefine((value, context) => {
      const problem = webhookUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      'http(s), no user:pass@; its host must not be or resolve to a loopback, private, link-local, unique-local, reserved or metadata address',
    ),
  page_code: pageCodeSchema
    .nullable()
    .optional()
    .describe('only the leads of this page; absent or null: every page'),
  secret: z
    .string({ error: '请填写签名密钥' })
    .min(WEBHOOK_SECRET_MIN, `签名密钥至少 ${WEBHOOK_SECRET_MIN} 个字符`)
    .max(200, '签名密钥不能超过 200 个字符')
    .refine((value) => isCleanText(value) && value.trim() === value, '签名密钥格式不正确'),
});
const idParams = z.object({ id: int(1) });
const deliveryParams = z.object({ id: int(1), delivery: int(1) });
const deliveriesQuery = z.object({ limit: intOr(1, DELIVERIES_MAX, DELIVERIES_DEFAULT) });

/**
 * Admins only, reading included: a webhook sends every lead (whole phone numbers) out of the
 * system, and its log shows how each receiver answered.
 */
const requireWebhookAdmin = requireCapability('accounts', 'WEBHOOK_ADMIN_REQUIRED');

/** Webhooks for the lead hand-off and their delivery log (docs/admin-api.md, Webhooks). */
export async function webhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/api/webhooks',
    {
      schema: { response: answers(webhookListAnswer, 'newest first') },
      preValidation: requireWebhookAdmin,
    },
    async () => ok({ webhooks: await app.webhooks.list() }),
  );

  app.post(
    '/admin/api/webhooks',
    {
      schema: {
        body: createBody,
        response: answers(oneWebhookAnswer, 'added; leads from now on go to it'),
      },
      preValidation: requireWebhookAdmin,
    },
    async (request) => {
      const { url, secret } = request.body;
      const target = await app.webhookTargets.vet(url);
      if (!target.ok) throw badRequest(`参数 url ${target.reason}`);
      const pageCode = request.body.page_code ?? null;
      if (pageCode !== null && !(await app.pages.getDraft(pageCode))) {
        throw new AppError('PAGE_NOT_FOUND');
      }
      const webhook = await app.webhooks.create({
        url,
        pageCode,
        secret,
        createdBy: request.editor?.username ?? null,
      });
      return ok({ webhook });
    },
  );

  app.delete(
    '/admin/api/webhooks/:id',
    {
      schema: {
        params: idParams,
        response: answers(oneWebhookAnswer, 'disabled: no more deliveries; its log stays'),
      },
      preValidation: requireWebhookAdmin,
    },
    async (request) => {
      const webhook = await app.webhooks.disable(
        request.params.id,
        request.editor?.username ?? null,
        new Date(),
      );
      if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND');
      return ok({ webhook });
    },
  );

  app.get(
    '/admin/api/webhooks/:id/deliveries',
    {
      schema: {
        params: idParams,
        querystring: deliveriesQuery,
        response: answers(
          webhookDeliveriesAnswer,
          'deliveries newest first, each with its attempts oldest first',
        ),
      },
      preValidation: requireWebhookAdmin,
    },
    async (request) => {
      const webhook = await app.webhooks.get(request.params.id);
      if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND');
      const deliveries = await app.webhooks.deliveries(webhook.id, request.query.limit);
      return ok({ webhook, deliveries });
    },
  );

  app.post(
    '/admin/api/webhooks/:id/test',
    {
      schema: {
        params: idParams,
        response: answers(webhookTestAnswer, 'how the receiver answered the sample'),
      },
      preValidation: requireWebhookAdmin,
    },
    async (request) => {
      const target = await app.webhooks.target(request.params.id);
      if (!target) throw new AppError('WEBHOOK_NOT_FOUND');
      if (!target.enabled) throw new AppError('WEBHOOK_TEST_DISABLED');
      const webhook = await app.webhooks.get(request.params.id);
      const key = `test-${randomUUID()}`;
      // Signed and shaped as a real lead, with made-up details a receiver can tell apart.
      const payload: LeadPayload = {
        event: 'lead.test',
        delivery: key,
        lead: {
          id: 0,
          page_code: webhook?.page_code ?? 'webhook-test',
          handset: '13800000000',
          nick_name: '测试线索',
          cps_id: 'webhook-test',
          version_id: 0,
          extra: [],
          consent_version: null,
          created_at: new Date().toISOString(),
        },
      };
      const sent = await sendOnce(
        app.webhookTargets,
        { url: target.url, secret: target.secret, key, payload },
        DEFAULT_DELIVERER_OPTIONS.timeoutMs,
      );
      return ok({
        delivered: sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300,
        status_code: sent.statusCode,
        error: sent.error,
        duration_ms: sent.durationMs,
      });
    },
  );

  app.post(
    '/admin/api/webhooks/:id/deliveries/:delivery/redeliver',
    {
      schema: {
        params: deliveryParams,
        response: answers(retryQueuedAnswer, 'one more attempt, now'),
      },
      preValidation: requireWebhookAdmin,
    },
    async (request) => {
      const webhook = await app.webhooks.get(request.params.id);
      if (!webhook) throw new AppError('WEBHOOK_NOT_FOUND');
      if (!webhook.enabled) throw new AppError('WEBHOOK_DISABLED');
      const result = await app.webhooks.redeliver(webhook.id, request.params.delivery, new Date());
      if (result === 'missing') throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
      if (result === 'not_failed') throw new AppError('WEBHOOK_DELIVERY_NOT_FAILED');
      app.webhookDeliverer.wake();
      return ok({ queued: true as const });
    },
  );
}
