import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID, DXW_RENEWAL_SALE_PAGE } from '@h5-page/schema/constants';
import { orders } from './store/tables.ts';
import { userCoupons } from './store/tables-coupon.ts';
import { productSubscriptions, renewalSalePages } from './store/tables-renewal.ts';
import { users } from '../accounts/store/tables.ts';
import { CAMPAIGN_STORES, bearer, envelope } from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';
import { readyToPost } from '#test/support/suitability.ts';

type Headers = Record<string, string>;

const DAY_MS = 86_400_000;
const SALE = DXW_RENEWAL_SALE_PAGE;

interface Info {
  state: string;
  ends_at: number;
  product: { shop_product_id: number; name: string };
  plans: { code: string; sale_cents: number; original_cents: number; bonus_days: number }[];
  user: null | {
    subscribed: boolean;
    eligible: boolean;
    expires_at: number | null;
    coupons: { id: number; batch: string; amount_cents: number }[];
  };
}

interface Renewed {
  pid: string;
  amount_cents: number;
  discount_cents: number;
  sale_cents: number;
  coupon_id: number | null;
  cashier_url: string;
}

describe.each(CAMPAIGN_STORES)('renewal calls on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, async (opened) => {
    app = opened;
    // The sale runs around the test's clock, whatever the seeded window.
    await app.database.db
      .update(renewalSalePages)
      .set({ startsAt: new Date(Date.now() - DAY_MS), endsAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(renewalSalePages.code, SALE));
  });

  const get = (path: string, headers: Headers = {}) => app.inject({ url: path, headers });
  const post = async (path: string, payload: unknown, headers: Headers = {}) => {
    await readyToPost(app, path, payload, headers);
    return app.inject({ method: 'POST', url: path, headers, payload: payload as object });
  };
  const info = async (headers: Headers = {}) =>
    envelope<Info>(await get(`${API_PATHS.SALE_PAGE_INFO}?sale_page=${SALE}`, headers)).response;
  const renew = (body: Record<string, unknown>, headers: Headers) =>
    post(API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE, { sale_page: SALE, ...body }, headers);

  /** A subscriber of 短线王 (expiring in 10 days) with a bearer header. */
  const subscriber = async (uid: number, expiresInDays = 10) => {
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    });
    return bearer(app, uid);
  };
  const receive = async (headers: Headers, batch: string) => {
    const answer = await post(API_PATHS.COUPON_GIVE, { batch }, headers);
    expect(answer.statusCode).toBe(200);
    return envelope<{ coupon: { id: number } }>(answer).response.coupon.id;
  };

  it('sale-page-info: the sale for anyone; a subscriber sees expiry, eligibility and coupons', async () => {
    const anonymous = await info();
    expect(anonymous).toMatchObject({
      state: 'on',
      product: { shop_product_id: DXW_PRODUCT_ID, name: '短线王 · 续费服务' },
      user: null,
    });
    expect(anonymous.plans.map((p) => [p.code, p.original_cents, p.sale_cents])).toEqual([
      ['quarter', 59800, 49800],
      ['year', 199800, 129800],
      ['two-year', 399600, 239800],
    ]);
    expect(anonymous.plans.every((p) => p.bonus_days > 0)).toBe(true);

    const stranger = await info(await bearer(app, 770_001));
    expect(stranger.user).toEqual({
      subscribed: false,
      eligible: false,
      expires_at: null,
      coupons: [],
    });

    const headers = await subscriber(770_002);
    const year = await receive(headers, 'dxw818');
    const loyal = await receive(headers, 'dxw818-loyal');
    await receive(headers, 'coupon202409');
    const mine = (await info(headers)).user!;
    expect(mine.subscribed).toBe(true);
    expect(mine.eligible).toBe(true);
    expect(mine.expires_at).toBeGreaterThan(Date.now());
    // Only coupons of the batches the sale accepts.
    expect(mine.coupons.map((c) => c.id).sort()).toEqual([year, loyal].sort());
  });

  it('sale-page-info and pay-top: bad and unknown sale pages', async () => {
    const missing = await get(API_PATHS.SALE_PAGE_INFO);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 sale_page 不能为空');
    const unknown = await get(`${API_PATHS.SALE_PAGE_INFO}?sale_page=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('续费活动不存在');
    const tooMany = await get(`${API_PATHS.PAY_TOP}?sale_page=${SALE}&limit=99`);
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).msg).toBe('参数 limit 不能大于 20');
  });

  it('pay-top: empty until someone pays; then paid renewals, masked, newest first, limited', async () => {
    const top = async (limit: number) =>
      envelope<{ list: { name: string; handset: string; plan_name: string }[] }>(
        await get(`${API_PATHS.PAY_TOP}?sale_page=${SALE}&limit=${limit}`),
      ).response.list;
    // Nobody invented: a fresh sale has no renewals to show.
    expect(await top(10)).toEqual([]);

    const buyers: [string, string, string][] = [
      ['13800001111', '陈一', 'quarter'],
      ['13900002222', '林二', 'year'],
      ['18600003333', '王三', 'two-year'],
      ['13700004444', '赵四', 'year'],
    ];
    for (const [handset, nickName, plan] of buyers) {
      const { user } = await app.accounts.users.loginOrRegister({ handset, now: new Date() });
      await app.database.db
        .update(users)
        .set({ nickName })
        .where(eq(users.softuserId, user.softuserId));
      const headers = await subscriber(user.softuserId);
      const order = envelope<Renewed>(await renew({ plan }, headers)).response;
      const paid = await post('/dev/cashier/pay', { pid: order.pid });
      expect(paid.statusCode).toBe(200);
    }
    const shown = await top(3);
    expect(shown).toEqual([
      { name: '赵**', handset: '137****4444', plan_name: '年度版', paid_at: expect.any(Number) },
      { name: '王**', handset: '186****3333', plan_name: '两年版', paid_at: expect.any(Number) },
      { name: '林**', handset: '139****2222', plan_name: '年度版', paid_at: expect.any(Number) },
    ]);
  });

  it('renew: needs a token (the spec envelope), names bad fields, only for existing users', async () => {
    const anonymous = await renew({ plan: 'year' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous)).toEqual({ code: 'UNAUTHORIZED', msg: '请先登录', response: null });

    const headers = await subscriber(770_010);
    const noPlan = await renew({}, headers);
    expect(noPlan.statusCode).toBe(400);
    expect(envelope(noPlan).msg).toBe('参数 plan 不能为空');
    const badCoupon = await renew({ plan: 'year', coupon_id: 'abc' }, headers);
    expect(badCoupon.statusCode).toBe(400);
    expect(envelope(badCoupon).msg).toBe('参数 coupon_id 应为整数');
    const unknownPlan = await renew({ plan: 'forever' }, headers);
    expect(unknownPlan.statusCode).toBe(404);
    expect(envelope(unknownPlan).msg).toBe('续费套餐不存在');

    const newcomer = await renew({ plan: 'year' }, await bearer(app, 770_011));
    expect(newcomer.statusCode).toBe(403);
    expect(envelope(newcomer).msg).toBe('本活动仅限短线王老用户参与续费');
  });

  it('renew: the sale price, less the coupon; the order is stored; a second press pays the same order', async () => {
    const headers = await subscriber(770_020);
    const plain = await renew({ plan: 'quarter' }, headers);
    expect(plain.statusCode).toBe(200);
    const first = envelope<Renewed>(plain).response;
    expect(first).toMatchObject({ amount_cents: 49800, discount_cents: 0, coupon_id: null });
    expect(first.cashier_url).toContain(first.pid);
    const again = envelope<Renewed>(await renew({ plan: 'quarter' }, headers)).response;
    expect(again.pid).toBe(first.pid);

    const coupon = await receive(headers, 'dxw818');
    const withCoupon = await renew({ plan: 'year', coupon_id: coupon }, headers);
    expect(withCoupon.statusCode).toBe(200);
    const renewed = envelope<Renewed>(withCoupon).response;
    expect(renewed).toMatchObject({
      sale_cents: 129800,
      discount_cents: 20000,
      amount_cents: 109800,
      coupon_id: coupon,
    });
    const [order] = await app.database.db.select().from(orders).where(eq(orders.pid, renewed.pid));
    expect(order).toMatchObject({
      softuserId: 770_020,
      shopProductId: DXW_PRODUCT_ID,
      state: 'created',
      amountCents: 109800,
    });
    const [row] = await app.database.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.id, coupon));
    expect(row!.usedAt).not.toBeNull();
    expect((await info(headers)).user!.coupons).toEqual([]);

    const twice = await renew({ plan: 'year', coupon_id: coupon }, headers);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).msg).toBe('该优惠券已使用，每张券仅限使用一次');
  });

  it('renew: a coupon that is not the user’s, expired, or below its minimum spend is refused, unused', async () => {
    const owner = await subscriber(770_030);
    const other = await subscriber(770_031);
    const coupon = await receive(owner, 'dxw818');
    const notMine = await renew({ plan: 'year', coupon_id: coupon }, other);
    expect(notMine.statusCode).toBe(404);
    expect(envelope(notMine).msg).toBe('优惠券不存在或不属于您');
    // 短线王续费专享券 needs 998 yuan; the quarter plan is 498.
    const tooSmall = await renew({ plan: 'quarter', coupon_id: coupon }, owner);
    expect(tooSmall.statusCode).toBe(409);
    expect(envelope(tooSmall).msg).toBe('该优惠券不适用于所选套餐');
    const foreign = await receive(owner, 'national-course');
    const wrongBatch = await renew({ plan: 'year', coupon_id: foreign }, owner);
    expect(envelope(wrongBatch).msg).toBe('该优惠券不适用于所选套餐');
    await app.database.db
      .update(userCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCoupons.id, coupon));
    const expired = await renew({ plan: 'year', coupon_id: coupon }, owner);
    expect(expired.statusCode).toBe(409);
    expect(envelope(expired).msg).toBe('该优惠券已过期');
    const [row] = await app.database.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.id, coupon));
    expect(row!.usedAt).toBeNull();
  });

  it('renew: one coupon pays for one order only, also under concurrent requests', async () => {
    const headers = await subscriber(770_040);
    const coupon = await receive(headers, 'dxw818-loyal');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        renew({ plan: i % 2 ? 'year' : 'two-year', coupon_id: coupon }, headers),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => envelope(a).msg)).toEqual(
      Array(7).fill('该优惠券已使用，每张券仅限使用一次'),
    );
    const mine = await app.database.db.select().from(orders).where(eq(orders.softuserId, 770_040));
    expect(mine).toHaveLength(1);
  });

  it('renew: refused outside the sale window', async () => {
    const headers = await subscriber(770_050);
    const window = {
      startsAt: new Date(Date.now() - 2 * DAY_MS),
      endsAt: new Date(Date.now() - DAY_MS),
    };
    await app.database.db
      .update(renewalSalePages)
      .set(window)
      .where(eq(renewalSalePages.code, SALE));
    try {
      const ended = await renew({ plan: 'year' }, headers);
      expect(ended.statusCode).toBe(409);
      expect(envelope(ended).msg).toBe('续费特惠已结束，感谢您的关注');
      expect((await info()).state).toBe('ended');
    } finally {
      await app.database.db
        .update(renewalSalePages)
        .set({
          startsAt: new Date(Date.now() - DAY_MS),
          endsAt: new Date(Date.now() + 30 * DAY_MS),
        })
        .where(eq(renewalSalePages.code, SALE));
    }
  });

  it('a paid renewal extends the subscription and heads the recent renewals, masked', async () => {
    const [user] = await app.database.db
      .insert(users)
      .values({ handset: '13912345678', nickName: '张三' })
      .returning();
    const headers = await subscriber(user!.softuserId, 10);
    const before = (await info(headers)).user!.expires_at!;
    const renewed = envelope<Renewed>(await renew({ plan: 'year' }, headers)).response;
    expect((await app.campaigns.orders.markPaid(renewed.pid)).kind).toBe('paid');
    const after = (await info(headers)).user!.expires_at!;
    // Twelve months and the 31 bonus days on top of the old end.
    expect(after - before).toBeGreaterThanOrEqual((365 + 31) * DAY_MS);
    expect(after - before).toBeLessThanOrEqual((366 + 31) * DAY_MS);
    const top = envelope<{ list: { name: string; handset: string; plan_name: string }[] }>(
      await get(`${API_PATHS.PAY_TOP}?sale_page=${SALE}`),
    ).response.list;
    expect(top[0]).toMatchObject({ name: '张**', handset: '139****5678', plan_name: '年度版' });
    expect(top.length).toBeLessThanOrEqual(10);
  });

  /** The subscription's end after paying a renewal of `plan` at `paidAt`. */
  const endAfterRenewal = async (uid: number, expiresAt: Date, plan: string, paidAt: Date) => {
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt,
    });
    const renewed = envelope<Renewed>(await renew({ plan }, await bearer(app, uid))).response;
    expect((await app.campaigns.orders.markPaid(renewed.pid, paidAt)).kind).toBe('paid');
    const [row] = await app.database.db
      .select()
      .from(productSubscriptions)
      .where(eq(productSubscriptions.softuserId, uid));
    return row!.expiresAt;
  };

  it('a renewal adds calendar months, then the bonus days, to the China date of the old end', async () => {
    // Paid long before the end: the months count from the end, not from the day of payment.
    const paidEarly = new Date('2027-02-01T04:00:00Z');
    expect(
      await endAfterRenewal(770_060, new Date('2027-11-27T04:00:00Z'), 'year', paidEarly),
    ).toEqual(new Date('2028-12-28T04:00:00Z'));
    // 00:30 on 2027-11-28 in China.
    expect(
      await endAfterRenewal(770_061, new Date('2027-11-27T16:30:00Z'), 'year', paidEarly),
    ).toEqual(new Date('2028-12-28T16:30:00Z'));
  });

  it('a lapsed renewal runs from the China date of payment, a month end clamped', async () => {
    // Paid at 00:30 on 2027-11-30 in China: 3 months to China 2028-02-29, then 7 bonus days.
    const paidAt = new Date('2027-11-29T16:30:00Z');
    expect(
      await endAfterRenewal(770_062, new Date('2027-01-01T00:00:00Z'), 'quarter', paidAt),
    ).toEqual(new Date('2028-03-06T16:30:00Z'));
  });
});
