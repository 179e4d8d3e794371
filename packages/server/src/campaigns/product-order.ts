import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryIntoBody } from '../core/query-into-body.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { requireUser } from '../accounts/auth/require-user.ts';
import { userFirst } from '../accounts/auth/user-first.ts';
import { AppError, badRequest, ok } from '../errors.ts';
import {
  notificationSignature,
  signatureMatches,
} from './providers/payment/http-payment-client.ts';
import type { OrderRow, ProductRow } from './store/tables.ts';
import { int, optionalInt, text } from '../core/fields.ts';
import { noStore, viaProvider } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { userGet } from './user-get.ts';
import { addChinaMonthsDays } from './subscription-end.ts';
import { campaignPost } from './campaign-post.ts';
import { confirmedMatchFor } from './suitability/suitability-guard.ts';

/** Where the payment service reports a paid order (server to server; signed). */
export const ORDER_NOTIFY_PATH = '/oabase/api/shop/v1/order/notify';
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

const PID = /^P\d{8}[0-9A-F]{12}$/;

const productQuery = z.object({ shop_product_id: int(1) });
const orderQuery = productQuery.extend({
  coupon_id: optionalInt(1, Number.MAX_SAFE_INTEGER),
});
const detailQuery = z.object({ pid: text({ max: 32, pattern: PID }) });
const notifyBody = z.object({
  out_trade_no: text({ max: 32, pattern: PID }),
  trade_state: z.enum(['SUCCESS']),
  amount_cents: int(0),
});

export interface PayforAnswer {
  shop_product_id: number;
  mode_shop_product_id: number;
  name: string;
  price_cents: number;
  /** Whether the user has paid for the product. */
  is_payfor: boolean;
  /** The user's paid order, when there is one. */
  paid_pid: string | null;
  /** A service period's product: how many months an order buys (null: a one-off purchase). */
  period_months: number | null;
  /**
   * When the user's service ends (ms): a service period's subscription, a one-off purchase's
   * service days after its payment; null: none.
   */
  expires_at: number | null;
}

export interface OrderAnswer {
  pid: string;
  state: OrderRow['state'];
  shop_product_id: number;
  name: string;
  amount_cents: number;
  created_at: string;
  paid_at: string | null;
}

function orderAnswer(order: OrderRow, product: ProductRow | null): OrderAnswer {
  return {
    pid: order.pid,
    state: order.state,
    shop_product_id: order.shopProductId,
    name: product?.name ?? '',
    amount_cents: order.amountCents,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

const payforSchema = z.object({
  shop_product_id: z.int(),
  mode_shop_product_id: z.int(),
  name: z.string(),
  price_cents: z.int(),
  is_payfor: z.boolean().describe('held: paid, or a running subscription'),
  paid_pid: z.string().nullable(),
  period_months: z.int().nullable(),
  expires_at: z.int().nullable().describe("the user's service's end, epoch ms"),
});
const orderSchema = z.object({
  pid: z.string(),
  state: z.string(),
  shop_product_id: z.int(),
  name: z.string(),
  amount_cents: z.int(),
  created_at: z.string().describe('ISO 8601'),
  paid_at: z.string().nullable(),
});
const createdSchema = orderSchema.extend({
  coupon_id: z.int().nullable().describe('the coupon taken off the price, used once paid'),
  cashier_url: z.string(),
});
const paidSchema = z.object({ pid: z.string(), state: z.string() });

/**
 * Products and orders (button action 4 pay, the pay button). All but the notification need a
 * token (401).
 *
 * - `GET find-user-payfor-product?shop_product_id=…` → `{shop_product_id, mode_shop_product_id,
 *   name, price_cents, is_payfor, paid_pid, period_months, expires_at}`; unknown or off sale: 404
 *   商品不存在或已下架. A product sold as a service period (`period_months`) is held while the
 *   user's subscription runs, and a paid order of it creates or extends that subscription.
 * - `POST /oabase/api/shop/v1/order/create?shop_product_id=…&coupon_id=…` (query params, or the
 *   same fields in the body) → `{pid, state: 'created', …, coupon_id, cashier_url}`: the user's
 *   open order of the product with that coupon (a second press pays the same order) or a new one,
 *   and the payment client's cashier URL (the order payment page in a browser; in the app, its
 *   order page takes `pid`). Held already (paid, or a running subscription): 409. A coupon must
 *   be the user's (404), unused and unexpired (409), of a batch made for this product and with a
 *   minimum spend the price meets (409); its amount comes off the price (never below one cent)
 *   and it is marked used when the order is paid. Suitability first (`suitability-guard.ts`): no
 *   current tier, or a product above it, is refused with SUITABILITY_MISMATCH (409, msg the warning
 *   the visitor reads); without a 'match' of the product confirmed in the last 30 minutes
 *   (`suitability/v1/confirm`), SUITABILITY_UNCONFIRMED (409). The order records the match.
 * - `GET /oabase/api/shop/v1/order/detail?pid=…` → the user's order with its state.
 * - `POST /oabase/api/shop/v1/order/notify` (the payment service; only when PAYMENT_NOTIFY_SECRET
 *   is set) `{out_trade_no, trade_state: 'SUCCESS', amount_cents}` signed in `x-payment-signature`
 *   (hex HMAC-SHA256 of `out_trade_no|trade_state|amount_cents`) marks the order paid.
 */
export async function productOrderRoutes(app: FastifyInstance): Promise<void> {
  const orders = app.campaigns.orders;
  const renewal = app.campaigns.renewal;

  /**
   * What the user holds of the product: a service period's product is held while the
   * subscription runs (once it has ended it can be bought again); a one-off purchase once paid,
   * its service ending `service_days` after the payment when it has one (as the payment recorded
   * it, store/subscription-extension.ts).
   */
  const holding = async (uid: number, product: ProductRow) => {
    const paid = await orders.latestOrder(uid, product.shopProductId, 'paid');
    if (product.periodMonths === null) {
      const paidAt = paid?.paidAt ?? null;
      const expiresAt =
        paidAt && product.serviceDays !== null
          ? addChinaMonthsDays(paidAt, 0, product.serviceDays).getTime()
          : null;
      return { held: paid !== null, paid, expiresAt };
    }
    const subscription = await renewal.subscription(uid, product.shopProductId);
    const expiresAt = subscription ? subscription.expiresAt.getTime() : null;
    return { held: expiresAt !== null && expiresAt > Date.now(), paid, expiresAt };
  };

  /** The user's coupon `id` as it applies to an order of the product, or why it cannot. */
  const couponFor = async (uid: number, id: number, product: ProductRow) => {
    const own = await app.campaigns.coupons.ownCoupon(id, uid);
    if (!own) throw new AppError('RENEWAL_COUPON_NOT_FOUND');
    if (own.coupon.usedAt !== null) throw new AppError('RENEWAL_COUPON_USED');
    if (own.coupon.expiresAt.getTime() <= Date.now()) throw new AppError('RENEWAL_COUPON_EXPIRED');
    if (own.batch.shopProductId !== product.shopProductId) {
      throw new AppError('ORDER_COUPON_NOT_APPLICABLE');
    }
    if (product.priceCents < own.batch.minSpendCents) throw new AppError('ORDER_COUPON_MIN_SPEND');
    return { id: own.coupon.id, amountCents: own.batch.amountCents };
  };

  const productOnSale = async (shopProductId: number) => {
    const product = await orders.product(shopProductId);
    if (!product || !product.onSale) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  };

  const payfor = { query: productQuery, response: answers(payforSchema) };
  userGet(app, API_PATHS.FIND_USER_PAYFOR_PRODUCT, payfor, async ({ uid, query }) => {
    const product = await productOnSale(query.shop_product_id);
    const { held, paid, expiresAt } = await holding(uid, product);
    return ok<PayforAnswer>({
      shop_product_id: product.shopProductId,
      mode_shop_product_id: product.modeShopProductId,
      name: product.name,
      price_cents: product.priceCents,
      is_payfor: held,
      paid_pid: paid?.pid ?? null,
      period_months: product.periodMonths,
      expires_at: expiresAt,
    });
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.CREATE_ORDER,
    {
      schema: {
        body: orderQuery,
        response: answers(createdSchema, "the user's open order of the product and its cashier"),
      },
      preValidation: [userFirst, queryIntoBody],
      bodyLimit: 4096,
    },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const fields = request.body;
      const product = await productOnSale(fields.shop_product_id);
      if ((await holding(uid, product)).held) throw new AppError('ALREADY_PAID');
      const suitabilityMatchId = await confirmedMatchFor(app, request, uid, product);
      const coupon =
        fields.coupon_id === undefined ? null : await couponFor(uid, fields.coupon_id, product);
      const { order } = await orders.openOrder({
        softuserId: uid,
        product,
        coupon,
        suitabilityMatchId,
      });
      const cashierUrl = await viaProvider(request, 'PAYMENT_FAILED', () =>
        app.payment.createCashierUrl({
          pid: order.pid,
          amountCents: order.amountCents,
          subject: product.name,
          softuserId: uid,
        }),
      );
      return ok({
        ...orderAnswer(order, product),
        coupon_id: order.couponId,
        cashier_url: cashierUrl,
      });
    },
  );

  const detail = { query: detailQuery, response: answers(orderSchema) };
  userGet(app, API_PATHS.ORDER_DETAIL, detail, async ({ uid, query: { pid } }) => {
    const order = await orders.orderByPid(pid);
    if (!order || order.softuserId !== uid) throw new AppError('ORDER_NOT_FOUND');
    return ok(orderAnswer(order, await orders.product(order.shopProductId)));
  });

  const secret = app.config.paymentNotifySecret;
  if (secret) {
    campaignPost(
      app,
      ORDER_NOTIFY_PATH,
      { body: notifyBody, bodyLimit: 4096, response: answers(paidSchema, 'the order is paid') },
      async ({ body, request }) => {
        const given = request.headers[PAYMENT_SIGNATURE_HEADER];
        const expected = notificationSignature(secret, body);
        if (typeof given !== 'string' || !signatureMatches(expected, given)) {
          throw new AppError('PAYMENT_SIGNATURE_INVALID');
        }
        const order = await orders.orderByPid(body.out_trade_no);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        if (order.amountCents !== body.amount_cents)
          throw badRequest('参数 amount_cents 与订单金额不符');
        const outcome = await orders.markPaid(order.pid);
        if (outcome.kind === 'missing') throw new AppError('ORDER_NOT_FOUND');
        if (outcome.kind === 'cancelled') throw new AppError('ORDER_NOT_PAYABLE');
        return ok({ pid: outcome.order.pid, state: outcome.order.state });
      },
    );
  }
}
