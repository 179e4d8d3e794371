import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID, DXW_RENEWAL_SALE_PAGE } from '@h5-page/schema/constants';
import { productSubscriptions, renewalSalePages } from './store/tables-renewal.ts';
import { campaignApp, envelope, registeredUser } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { readyToPost } from '#test/support/suitability.ts';

/**
 * The whole life of a product sold as a service period (短线王, product 818): a first purchase
 * creates the subscription, the renewal sale sells to subscribers only and extends it, its
 * coupons go only to subscribers, and every paid order grants what it sold. Payment goes through
 * the development cashier, as a visitor's tap on the pay button does.
 */

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
const SALE = DXW_RENEWAL_SALE_PAGE;

interface Info {
  user: null | { subscribed: boolean; eligible: boolean; expires_at: number | null };
}
interface Payfor {
  is_payfor: boolean;
  period_months: number | null;
  expires_at: number | null;
}

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db
    .update(renewalSalePages)
    .set({ startsAt: new Date(Date.now() - DAY_MS), endsAt: new Date(Date.now() + 30 * DAY_MS) })
    .where(eq(renewalSalePages.code, SALE));
  return app;
});

const get = (url: string, headers: Headers = {}) => app.inject({ url, headers });
const post = async (url: string, payload: object, headers: Headers) => {
  await readyToPost(app, url, payload, headers);
  return app.inject({ method: 'POST', url, headers, payload });
};
const info = async (headers: Headers) =>
  envelope<Info>(await get(`${API_PATHS.SALE_PAGE_INFO}?sale_page=${SALE}`, headers)).response.user;
const payfor = async (headers: Headers) =>
  envelope<Payfor>(
    await get(`${API_PATHS.FIND_USER_PAYFOR_PRODUCT}?shop_product_id=${DXW_PRODUCT_ID}`, headers),
  ).response;

/** Follows a cashier URL and presses 确认支付 on the development cashier page. */
async function payAtCashier(cashierUrl: string): Promise<void> {
  const page = await get(cashierUrl);
  expect(page.statusCode).toBe(200);
  const pid = /name="pid" value="([^"]+)"/.exec(page.body)?.[1];
  expect(pid).toBeTruthy();
  const paid = await app.inject({
    method: 'POST',
    url: '/dev/cashier/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `pid=${pid}`,
  });
  expect(paid.statusCode).toBe(303);
  expect((await get(cashierUrl)).body).toContain('已支付');
}

async function buyDirectly(headers: Headers): Promise<string> {
  const created = await post(
    `${API_PATHS.CREATE_ORDER}?shop_product_id=${DXW_PRODUCT_ID}`,
    {},
    headers,
  );
  expect(created.statusCode).toBe(200);
  const order = envelope<{ pid: string; cashier_url: string }>(created).response;
  await payAtCashier(order.cashier_url);
  return order.pid;
}

const subscriptionOf = async (uid: number) => {
  const [row] = await app.database.db
    .select()
    .from(productSubscriptions)
    .where(eq(productSubscriptions.softuserId, uid));
  return row ?? null;
};

describe('短线王: a paid order grants what it sold', () => {
  it('a newcomer pays a direct order at the cashier and then holds a year of the service', async () => {
    const { uid, headers } = await registeredUser(app);
    expect(await info(headers)).toMatchObject({ subscribed: false, eligible: false });
    expect(await payfor(headers)).toMatchObject({ is_payfor: false, period_months: 12 });

    const before = Date.now();
    await buyDirectly(headers);

    const user = await info(headers);
    expect(user).toMatchObject({ subscribed: true, eligible: true });
    const year = new Date(before);
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(user!.expires_at).toBeGreaterThanOrEqual(year.getTime() - DAY_MS);
    expect(user!.expires_at).toBeLessThanOrEqual(year.getTime() + 2 * DAY_MS);
    expect(await payfor(headers)).toMatchObject({ is_payfor: true, expires_at: user!.expires_at });
    expect((await subscriptionOf(uid))?.shopProductId).toBe(DXW_PRODUCT_ID);
  });

  it('a running subscription is not sold again directly (409); an ended one is, from now', async () => {
    const { uid, headers } = await registeredUser(app);
    await buyDirectly(headers);
    const again = await post(
      `${API_PATHS.CREATE_ORDER}?shop_product_id=${DXW_PRODUCT_ID}`,
      {},
      headers,
    );
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('您已购买该商品，无需重复购买');

    await app.database.db
      .update(productSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 5 * DAY_MS) })
      .where(eq(productSubscriptions.softuserId, uid));
    expect(await payfor(headers)).toMatchObject({ is_payfor: false });
    await buyDirectly(headers);
    const renewed = await subscriptionOf(uid);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 360 * DAY_MS);
  });
});

describe('the renewal sale sells to the people its rules name: 短线王 users, lapsed ones too', () => {
  const renew = (headers: Headers, body: Record<string, unknown> = {}) =>
    post(
      API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
      { sale_page: SALE, plan: 'year', ...body },
      headers,
    );

  it('refuses someone who never held the product (403)', async () => {
    const { headers } = await registeredUser(app);
    const refused = await renew(headers);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).msg).toBe('本活动仅限短线王老用户参与续费');
  });

  it('sells to a buyer of the product; the paid renewal extends from the current end', async () => {
    const { uid, headers } = await registeredUser(app);
    await buyDirectly(headers);
    const end = (await subscriptionOf(uid))!.expiresAt.getTime();
    const ordered = await renew(headers);
    expect(ordered.statusCode).toBe(200);
    await payAtCashier(envelope<{ cashier_url: string }>(ordered).response.cashier_url);
    const after = (await subscriptionOf(uid))!.expiresAt.getTime();
    // The year plan: 12 months and 31 bonus days on top of the running subscription.
    expect(after - end).toBeGreaterThanOrEqual((365 + 31) * DAY_MS);
    expect(after - end).toBeLessThanOrEqual((366 + 31) * DAY_MS);
  });

  it('sells to a lapsed user; the renewal runs from the day of payment', async () => {
    const { uid, headers } = await registeredUser(app);
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() - 40 * DAY_MS),
    });
    const ordered = await renew(headers, { plan: 'quarter' });
    expect(ordered.statusCode).toBe(200);
    await payAtCashier(envelope<{ cashier_url: string }>(ordered).response.cashier_url);
    expect(await info(headers)).toMatchObject({ subscribed: true });
  });

  it('a direct order never answers with an open renewal order of the same price', async () => {
    const { uid, headers } = await registeredUser(app);
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    const renewal = envelope<{ pid: string }>(await renew(headers)).response;
    const direct = await post(
      `${API_PATHS.CREATE_ORDER}?shop_product_id=${DXW_PRODUCT_ID}`,
      {},
      headers,
    );
    expect(envelope<{ pid: string }>(direct).response.pid).not.toBe(renewal.pid);
  });
});

describe('the renewal coupons go only to those the sale allows', () => {
  const receive = (headers: Headers, batch: string) =>
    post(API_PATHS.COUPON_GIVE, { batch }, headers);

  it('refuses both 818 batches to someone who never held the product (403), keeping stock', async () => {
    const { headers } = await registeredUser(app);
    for (const batch of ['dxw818', 'dxw818-loyal']) {
      const refused = await receive(headers, batch);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).msg).toBe('该优惠券仅限已开通对应服务的老用户领取');
    }
    const check = await get(`${API_PATHS.COUPON_CHECK}?batch=dxw818`, headers);
    expect(envelope(check).response).toMatchObject({ received: false });
  });

  it('gives them to a holder, lapsed or not', async () => {
    const holder = await registeredUser(app);
    await buyDirectly(holder.headers);
    expect((await receive(holder.headers, 'dxw818')).statusCode).toBe(200);
    const lapsed = await registeredUser(app);
    await app.database.db.insert(productSubscriptions).values({
      softuserId: lapsed.uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    expect((await receive(lapsed.headers, 'dxw818-loyal')).statusCode).toBe(200);
  });

  it('leaves batches no renewal sale accepts open to everyone', async () => {
    const { headers } = await registeredUser(app);
    expect((await receive(headers, 'national-course')).statusCode).toBe(200);
  });
});
