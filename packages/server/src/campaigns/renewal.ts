import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS, PAY_TOP_DEFAULT_LIMIT, PAY_TOP_MAX_LIMIT } from '@h5-page/schema/constants';
import { intOr, optionalInt, text } from '../core/fields.ts';
import { sameSiteWrite } from '../core/same-site-write.ts';
import { answers } from '../core/answers.ts';
import { AppError, ok } from '../errors.ts';
import type { RenewalSalePageRow } from './store/tables-renewal.ts';
import { campaignGet } from './campaign-get.ts';
import { userPost } from './user-post.ts';
import { viaProvider } from './campaign-support.ts';
import { optionalUid } from './optional-user.ts';
import { confirmedMatchFor } from './suitability/suitability-guard.ts';
import { userCouponAnswer, userCouponFields } from './user-coupon-answer.ts';

const code = () => text({ max: 32, pattern: /^[A-Za-z0-9_-]+$/ });

export const salePageInfoQuery = z.object({ sale_page: code() });
export const payTopQuery = z.object({
  sale_page: code(),
  limit: intOr(1, PAY_TOP_MAX_LIMIT, PAY_TOP_DEFAULT_LIMIT),
});
export const renewBody = z.object({
  sale_page: code(),
  plan: code(),
  coupon_id: optionalInt(1, Number.MAX_SAFE_INTEGER),
});

type SaleState = 'upcoming' | 'on' | 'ended';

const saleState = (page: RenewalSalePageRow, now: number): SaleState =>
  now < page.startsAt.getTime() ? 'upcoming' : now >= page.endsAt.getTime() ? 'ended' : 'on';

const epochMs = z.int().describe('epoch ms');
const salePageInfo = answers(
  z.object({
    sale_page: z.string(),
    title: z.string(),
    product: z.object({ shop_product_id: z.int(), name: z.string() }),
    starts_at: epochMs,
    ends_at: epochMs,
    now: epochMs,
    state: z.string().describe('upcoming, on sale or ended'),
    plans: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        months: z.int(),
        bonus_days: z.int(),
        original_cents: z.int(),
        sale_cents: z.int(),
        tag: z.string(),
      }),
    ),
    user: z
      .object({
        subscribed: z.boolean(),
        expires_at: epochMs.nullable(),
        eligible: z.boolean(),
        coupons: z.array(z.object(userCouponFields)),
      })
      .nullable()
      .describe('with a token: the subscription and usable coupons'),
  }),
);
const payTop = answers(
  z.object({
    list: z.array(
      z.object({
        name: z.string(),
        handset: z.string().describe('masked'),
        plan_name: z.string(),
        paid_at: epochMs,
      }),
    ),
  }),
);
const renewOrder = answers(
  z.object({
    pid: z.string(),
    state: z.string(),
    shop_product_id: z.int(),
    name: z.string(),
    plan: z.string(),
    plan_name: z.string(),
    original_cents: z.int(),
    sale_cents: z.int(),
    discount_cents: z.int(),
    amount_cents: z.int(),
    coupon_id: z.int().nullable(),
    created_at: z.string().describe('ISO 8601'),
    cashier_url: z.string(),
  }),
  'the renewal order and its cashier',
);

/**
 * Renewal sale pages (the renewal panel block; 短线王 818 续费特惠):
 *
 * - `GET shop/v1/sale-page-info?sale_page` → the product, plans (original and sale price in
 *   cents, months and bonus days), the sale window and its state, the accepted coupon batches
 *   and, with a token, `user: {subscribed, expires_at, eligible, coupons}` (the user's unused,
 *   unexpired coupons of those batches); null without one;
 * - `GET shop/v1/pay-top?sale_page&limit` → `{list: [{name, handset, plan_name, paid_at}]}`, the
 *   latest paid renewals, masked, newest first;
 * - `POST shop/v1/renew-with-coupon-pay-before {sale_page, plan, coupon_id?}` (token) → the order
 *   of the renewal (`pid`, prices, `cashier_url`) for the order flow of the pay action: only in
 *   the sale window (409), for existing subscribers (403), with the user's own coupon, unused,
 *   unexpired and applicable to the plan (404 / 409); a coupon pays for one order only; as for
 *   create-order, only with a confirmed suitability match of the product (SUITABILITY_MISMATCH,
 *   SUITABILITY_UNCONFIRMED: 409).
 */
export async function renewalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const renewal = app.campaigns.renewal;
  const orders = app.campaigns.orders;

  const salePageOf = async (code: string) => {
    const page = await renewal.salePage(code);
    if (!page) throw new AppError('RENEWAL_SALE_NOT_FOUND');
    return page;
  };

  const info = { query: salePageInfoQuery, response: salePageInfo };
  campaignGet(fastify, API_PATHS.SALE_PAGE_INFO, info, async ({ query, request }) => {
    const page = await salePageOf(query.sale_page);
    const product = await orders.product(page.shopProductId);
    const plans = await renewal.plans(page.code);
    const now = Date.now();
    const uid = await optionalUid(request);
    let user = null;
    if (uid !== null) {
      const subscription = await renewal.subscription(uid, page.shopProductId);
      const coupons = (await renewal.coupons(page.code, uid)).filter(
        (coupon) => coupon.usedAt === null && coupon.expiresAt.getTime() > now,
      );
      user = {
        subscribed: subscription !== null && subscription.expiresAt.getTime() > now,
        expires_at: subscription ? subscription.expiresAt.getTime() : null,
        eligible: subscription !== null,
        coupons: coupons.map(userCouponAnswer),
      };
    }
    return ok({
      sale_page: page.code,
      title: page.title,
      product: { shop_product_id: page.shopProductId, name: product?.name ?? '' },
      starts_at: page.startsAt.getTime(),
      ends_at: page.endsAt.getTime(),
      now,
      state: saleState(page, now),
      plans: plans.map((plan) => ({
        code: plan.code,
        name: plan.name,
        months: plan.months,
        bonus_days: plan.bonusDays,
        original_cents: plan.originalCents,
        sale_cents: plan.saleCents,
        tag: plan.tag,
      })),
      user,
    });
  });

  campaignGet(
    fastify,
    API_PATHS.PAY_TOP,
    { query: payTopQuery, response: payTop },
    async ({ query }) => {
      const page = await salePageOf(query.sale_page);
      const recent = await renewal.recent(page.code, query.limit);
      return ok({
        list: recent.map((row) => ({
          name: row.buyerName,
          handset: row.buyerHandset,
          plan_name: row.planName,
          paid_at: row.paidAt.getTime(),
        })),
      });
    },
  );

  userPost(
    fastify,
    API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
    { body: renewBody, preHandler: sameSiteWrite(app), response: renewOrder },
    async ({ uid, body, request }) => {
      const page = await salePageOf(body.sale_page);
      const now = new Date();
      const state = saleState(page, now.getTime());
      if (state === 'upcoming') throw new AppError('RENEWAL_SALE_NOT_STARTED');
      if (state === 'ended') throw new AppError('RENEWAL_SALE_ENDED');
      const plan = await renewal.plan(page.code, body.plan);
      if (!plan) throw new AppError('RENEWAL_PLAN_NOT_FOUND');
      if (!(await renewal.subscription(uid, page.shopProductId))) {
        throw new AppError('RENEWAL_NOT_ELIGIBLE');
      }
      const product = await orders.product(page.shopProductId);
      if (!product || !product.onSale) throw new AppError('PRODUCT_NOT_FOUND');
      const suitabilityMatchId = await confirmedMatchFor(fastify, request, uid, product, now);
      const outcome = await renewal.renew({
        salePage: page,
        plan,
        softuserId: uid,
        couponId: body.coupon_id ?? null,
        suitabilityMatchId,
        now,
      });
      if (outcome.kind === 'coupon-missing') throw new AppError('RENEWAL_COUPON_NOT_FOUND');
      if (outcome.kind === 'coupon-used') throw new AppError('RENEWAL_COUPON_USED');
      if (outcome.kind === 'coupon-expired') throw new AppError('RENEWAL_COUPON_EXPIRED');
      if (outcome.kind === 'coupon-not-applicable') {
        throw new AppError('RENEWAL_COUPON_NOT_APPLICABLE');
      }
      const { order, renewal: row } = outcome;
      const cashierUrl = await viaProvider(request, 'PAYMENT_FAILED', () =>
        app.payment.createCashierUrl({
          pid: order.pid,
          amountCents: order.amountCents,
          subject: `${product.name}（${plan.name}）`,
          softuserId: uid,
        }),
      );
      return ok({
        pid: order.pid,
        state: order.state,
        shop_product_id: order.shopProductId,
        name: product.name,
        plan: plan.code,
        plan_name: plan.name,
        original_cents: row.originalCents,
        sale_cents: row.saleCents,
        discount_cents: row.discountCents,
        amount_cents: order.amountCents,
        coupon_id: row.couponId,
        created_at: order.createdAt.toISOString(),
        cashier_url: cashierUrl,
      });
    },
  );
}
