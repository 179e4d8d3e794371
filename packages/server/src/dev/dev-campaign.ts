import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryIntoBody } from '../core/query-into-body.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, ok } from '../errors.ts';
import {
  DEV_CASHIER_PATH,
  DEV_CASHIER_PAY_PATH,
  DevPaymentClient,
} from '../campaigns/providers/payment/dev-payment-client.ts';
import { optionalText, text } from '../core/fields.ts';
import { answers, answersContent, redirects } from '../core/answers.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';

export const DEV_EVENTS_COUNT_PATH = '/dev/events/count';

const countQuery = z.object({
  kind: optionalText({ max: 32, pattern: /^[a-z][a-z0-9_]*$/ }),
  page_code: optionalText({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
});
const pidFields = z.object({ pid: text({ max: 32, pattern: /^P\d{8}[0-9A-F]{12}$/ }) });

const STATE_NAMES: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  cancelled: '已取消',
};

/**
 * Development-only endpoints of the campaign part (never in production):
 *
 * - `GET /dev/events/count?kind=beacon&page_code=…` → `{count}` after writing every buffered
 *   event: what the benchmark reads to check that no beacon was lost.
 * - `GET /dev/cashier?pid=…`: the development payment client's cashier page (the order, its
 *   state and a pay button), while the development payment client is configured;
 *   `POST /dev/cashier/pay {pid}` marks the order paid (a form post is sent back to the page).
 */
export async function devCampaignRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production') return;

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      DEV_EVENTS_COUNT_PATH,
      { schema: { querystring: countQuery, response: answers(z.object({ count: z.int() })) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const query = request.query;
        await app.events.flush();
        const count = await app.events.count({
          ...(query.kind === undefined ? {} : { kind: query.kind }),
          ...(query.page_code === undefined ? {} : { pageCode: query.page_code }),
        });
        return ok({ count });
      },
    );

  if (!(app.payment instanceof DevPaymentClient)) return;
  const orders = app.campaigns.orders;

  app.withTypeProvider<ZodTypeProvider>().get(
    DEV_CASHIER_PATH,
    {
      schema: {
        querystring: pidFields,
        response: answersContent('text/html', 'the cashier page of the order'),
      },
    },
    async (request, reply) => {
      const { pid } = request.query;
      const order = await orders.orderByPid(pid);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const product = await orders.product(order.shopProductId);
      const amount = (order.amountCents / 100).toFixed(2);
      const payable = order.state === 'created';
      const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>开发收银台</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f5;color:#222}
.card{background:#fff;border-radius:12px;padding:20px;max-width:420px;margin:0 auto}
.amount{font-size:32px;font-weight:700;color:#cf2b24;margin:12px 0}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#cf2b24;color:#fff;font-size:17px}
.note{color:#5f6672;font-size:13px;margin-top:16px}</style></head>
<body><div class="card">
<h1>开发收银台</h1>
<p>${escapeHtml(product?.name ?? '商品')}</p>
<div class="amount">¥${amount}</div>
<p>订单号：<span id="pid">${escapeHtml(order.pid)}</span></p>
<p>状态：<strong id="state">${STATE_NAMES[order.state] ?? escapeHtml(order.state)}</strong></p>
${
  payable
    ? `<form method="post" action="${DEV_CASHIER_PAY_PATH}"><input type="hidden" name="pid" value="${escapeHtml(order.pid)}"><button type="submit">确认支付（模拟）</button></form>`
    : ''
}
<p class="note">开发环境的模拟收银台：不会真实扣款。生产环境使用 PAYMENT_BASE_URL 的支付服务。</p>
</div></body></html>`;
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    DEV_CASHIER_PAY_PATH,
    {
      schema: {
        body: pidFields,
        response: {
          ...answers(z.object({ pid: z.string(), state: z.string() }), 'the order is paid'),
          ...redirects(303, 'a form post: back to the cashier page'),
        },
      },
      preValidation: queryIntoBody,
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const { pid } = request.body;
      const outcome = await orders.markPaid(pid);
      if (outcome.kind === 'missing') throw new AppError('ORDER_NOT_FOUND');
      if (outcome.kind === 'cancelled') throw new AppError('ORDER_NOT_PAYABLE');
      const isForm = String(request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      if (isForm) return reply.redirect(`${DEV_CASHIER_PATH}?pid=${encodeURIComponent(pid)}`, 303);
      reply.header('cache-control', 'no-store');
      return ok({ pid: outcome.order.pid, state: outcome.order.state });
    },
  );
}
