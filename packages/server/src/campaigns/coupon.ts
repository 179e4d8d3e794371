import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { requireUser } from '../accounts/auth/require-user.ts';
import { AppError, ok } from '../errors.ts';
import { text } from '../core/fields.ts';
import type { CouponBatchRow, UserCouponRow } from './store/tables-coupon.ts';
import type { UsableCoupon } from './store/coupon-repository.ts';
import { sameSiteWrite } from '../core/same-site-write.ts';
import { noStore } from './campaign-support.ts';
import { answers } from '../core/answers.ts';
import { optionalUid } from './optional-user.ts';
import { campaignGet } from './campaign-get.ts';
import { userGet } from './user-get.ts';
import { userPost } from './user-post.ts';
import { guard } from '../abuse/abuse-guard.ts';
import { userCouponAnswer, userCouponFields } from './user-coupon-answer.ts';

const batchCode = () => text({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });

export const couponCheckQuery = z.object({ batch: batchCode() });
export const couponGiveBody = z.object({ batch: batchCode() });

/** The batch of the 2024-09 coupon calls. */
export const COUPON_202409_BATCH = 'coupon202409';

const batchAnswer = (batch: CouponBatchRow) => ({
  batch: batch.code,
  name: batch.name,
  amount_cents: batch.amountCents,
  min_spend_cents: batch.minSpendCents,
  scope: batch.scope,
  stock: batch.stock,
  left: Math.max(0, batch.stock - batch.received),
  valid_days: batch.validDays,
});

const couponAnswer = (coupon: UserCouponRow) => ({
  id: coupon.id,
  received_at: coupon.createdAt.getTime(),
  expires_at: coupon.expiresAt.getTime(),
  used: coupon.usedAt !== null,
});

const batchSchema = {
  batch: z.string(),
  name: z.string(),
  amount_cents: z.int(),
  min_spend_cents: z.int(),
  scope: z.string(),
  stock: z.int(),
  left: z.int(),
  valid_days: z.int(),
};
const couponSchema = z.object({
  id: z.int(),
  received_at: z.int().describe('epoch ms'),
  expires_at: z.int().describe('epoch ms'),
  used: z.boolean(),
});
const usableAnswer = (coupon: UsableCoupon) => ({
  ...userCouponAnswer(coupon),
  shop_product_id: coupon.shopProductId,
  sale_pages: coupon.salePages,
});
const mine = answers(
  z.object({
    list: z.array(
      z.object({
        ...userCouponFields,
        shop_product_id: z
          .int()
          .nullable()
          .describe('the product whose direct orders it lowers (order/create coupon_id)'),
        sale_pages: z.array(z.string()).describe('renewal sale pages that accept it'),
      }),
    ),
  }),
  "the user's usable coupons, newest first",
);
/** The batch and the coupon just received. */
const received = answers(z.object({ ...batchSchema, coupon: couponSchema }), 'received');

/**
 * Coupons. A batch has a stock; a user receives one coupon per batch, while stock lasts, also
 * under concurrent requests (409 您已领取过该优惠券 / 优惠券已领完). A batch that renewal sale pages
 * accept goes only to the people they sell to, holders of their product (403).
 *
 * - `GET coupon/v1/check?batch` → the batch (name, amount, minimum spend, stock left) and, with a
 *   token, `received` and the user's `coupon`;
 * - `POST coupon/v1/give {batch}` (token) → the batch and the coupon received;
 * - `GET coupon/v1/mine` (token) → `{list}`: the user's coupons neither used nor expired, newest
 *   first, each with its terms, the product whose orders it lowers and the renewal sale pages
 *   that accept it (one read for every coupon list of a page);
 * - `GET coupon202409/is-received` (token) → `{is_received, left}`;
 * - `POST coupon202409/receive` (token) → as give, for the 2024-09 batch.
 */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const coupons = app.campaigns.coupons;
  const renewal = app.campaigns.renewal;

  const batchOf = async (code: string) => {
    const batch = await coupons.batch(code);
    if (!batch) throw new AppError('COUPON_BATCH_NOT_FOUND');
    return batch;
  };

  const receive = async (
    code: string,
    uid: number,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    await batchOf(code);
    if (!(await renewal.mayReceiveCoupon(code, uid))) throw new AppError('COUPON_NOT_ELIGIBLE');
    await guard(request, reply, { uid });
    const outcome = await coupons.receive(code, uid);
    if (outcome.kind === 'missing') throw new AppError('COUPON_BATCH_NOT_FOUND');
    if (outcome.kind === 'sold-out') throw new AppError('COUPON_SOLD_OUT');
    if (outcome.kind === 'already') throw new AppError('COUPON_ALREADY_RECEIVED');
    return ok({ ...batchAnswer(await batchOf(code)), coupon: couponAnswer(outcome.coupon) });
  };

  campaignGet(
    app,
    API_PATHS.COUPON_CHECK,
    {
      query: couponCheckQuery,
      response: answers(
        z.object({
          ...batchSchema,
          received: z.boolean(),
          coupon: couponSchema.nullable().describe("the caller's coupon (with a token)"),
        }),
      ),
    },
    async ({ query: { batch: code }, request }) => {
      const batch = await batchOf(code);
      const uid = await optionalUid(request);
      const mine = uid ? await coupons.couponOf(code, uid) : null;
      return ok({
        ...batchAnswer(batch),
        received: mine !== null,
        coupon: mine ? couponAnswer(mine) : null,
      });
    },
  );

  userGet(app, API_PATHS.COUPON_MINE, { query: z.object({}), response: mine }, async ({ uid }) =>
    ok({ list: (await coupons.usable(uid)).map(usableAnswer) }),
  );

  const preHandler = sameSiteWrite(app);
  userPost(
    app,
    API_PATHS.COUPON_GIVE,
    { body: couponGiveBody, preHandler, response: received },
    async ({ uid, body: { batch }, request, reply }) => receive(batch, uid, request, reply),
  );

  const isReceived = answers(z.object({ is_received: z.boolean(), left: z.int() }));
  app.get(
    API_PATHS.COUPON_202409_IS_RECEIVED,
    { schema: { response: isReceived } },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      const batch = await batchOf(COUPON_202409_BATCH);
      const mine = await coupons.couponOf(COUPON_202409_BATCH, uid);
      return ok({ is_received: mine !== null, left: Math.max(0, batch.stock - batch.received) });
    },
  );

  app.post(
    API_PATHS.COUPON_202409_RECEIVE,
    { schema: { response: received }, bodyLimit: 4096, preHandler },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      return receive(COUPON_202409_BATCH, uid, request, reply);
    },
  );
}
