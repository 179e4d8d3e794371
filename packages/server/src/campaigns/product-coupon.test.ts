import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  DBZS_PRODUCT_ID,
  DXW_PRODUCT_ID,
  DXW_RENEWAL_SALE_PAGE,
} from '@h5-page/schema/constants';
import { products } from './store/tables.ts';
import { couponBatches, userCoupons } from './store/tables-coupon.ts';
import { productSubscriptions } from './store/tables-renewal.ts';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { readyToPost } from '#test/support/suitability.ts';

type Headers = Record<string, string>;

const DAY_MS = 86_400_000;

interface Mine {
  list: {
    id: number;
    batch: string;
    amount_cents: number;
    min_spend_cents: number;
    shop_product_id: number | null;
    sale_pages: string[];
  }[];
}

interface Created {
  pid: string;
  amount_cents: number;
  coupon_id: number | null;
  cashier_url: string;
}

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  // A product and a batch made for it whose minimum spend its price does not meet.
  await app.database.db
    .insert(products)
    .values({ shopProductId: 7201, modeShopProductId: 7201, name: '测试小课', priceCents: 1990 });
  await app.database.db.insert(couponBatches).values({
    code: 'test-small-course',
    name: '小课满减券',
    amountCents: 500,
    minSpendCents: 5000,
    stock: 10,
    shopProductId: 7201,
  });
  return app;
});

const get = (path: string, headers: Headers = {}) => app.inject({ url: path, headers });
const post = async (path: string, payload: unknown, headers: Headers = {}) => {
  await readyToPost(app, path, payload, headers);
  return app.inject({ method: 'POST', url: path, headers, payload: payload as object });
};
const receive = async (headers: Headers, batch: string) => {
  const answer = await post(API_PATHS.COUPON_GIVE, { batch }, headers);
  expect(answer.statusCode).toBe(200);
  return envelope<{ coupon: { id: number } }>(answer).response.coupon.id;
};
const mine = async (headers: Headers) =>
  envelope<Mine>(await get(API_PATHS.COUPON_MINE, headers)).response.list;
const create = (query: string, headers: Headers) =>
  post(`${API_PATHS.CREATE_ORDER}?${query}`, {}, headers);

describe('coupons on direct orders of a product', () => {
  it('lists a visitor’s usable coupons with the product and sale pages each is for', async () => {
    expect((await get(API_PATHS.COUPON_MINE)).statusCode).toBe(401);
    const uid = 880_001;
    await app.database.db.insert(productSubscriptions).values({
      softuserId: uid,
      shopProductId: DXW_PRODUCT_ID,
      expiresAt: new Date(Date.now() + 10 * DAY_MS),
    });
    const headers = await bearer(app, uid);
    expect(await mine(headers)).toEqual([]);
    const strategy = await receive(headers, 'national-strategy');
    const renewal = await receive(headers, 'dxw818');
    expect(await mine(headers)).toEqual([
      expect.objectContaining({
        id: renewal,
        batch: 'dxw818',
        shop_product_id: null,
        sale_pages: [DXW_RENEWAL_SALE_PAGE],
      }),
      expect.objectContaining({
        id: strategy,
        batch: 'national-strategy',
        amount_cents: 20_000,
        min_spend_cents: 99_800,
        shop_product_id: DBZS_PRODUCT_ID,
        sale_pages: [],
      }),
    ]);
  });

  it('国庆策略服务券 takes ¥200 off 打板助手年度会员 (¥798) and is used once the order is paid', async () => {
    const headers = await bearer(app, 880_002);
    const coupon = await receive(headers, 'national-strategy');

    const response = await create(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${coupon}`,
      headers,
    );
    expect(response.statusCode).toBe(200);
    const order = envelope<Created>(response).response;
    expect(order).toMatchObject({ amount_cents: 79_800, coupon_id: coupon });
    // A second press pays the same order; one without the coupon is another order at full price.
    const again = envelope<Created>(
      await create(`shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${coupon}`, headers),
    ).response;
    expect(again.pid).toBe(order.pid);
    const plain = envelope<Created>(
      await create(`shop_product_id=${DBZS_PRODUCT_ID}`, headers),
    ).response;
    expect(plain).toMatchObject({ amount_cents: 99_800, coupon_id: null });
    expect(plain.pid).not.toBe(order.pid);

    // Unpaid, the coupon is still the visitor's to use.
    expect((await mine(headers)).map((c) => c.id)).toEqual([coupon]);
    expect((await get(order.cashier_url)).body).toContain('¥798.00');
    const paid = await post('/dev/cashier/pay', { pid: order.pid });
    expect(paid.statusCode).toBe(200);

    expect(await mine(headers)).toEqual([]);
    const [row] = await app.database.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.id, coupon));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a coupon that is not the visitor’s, not for the product, under its threshold, expired or used', async () => {
    const headers = await bearer(app, 880_003);
    const other = await bearer(app, 880_004);
    const theirs = await receive(other, 'national-strategy');
    const course = await receive(headers, 'national-course');
    const small = await receive(headers, 'test-small-course');
    const strategy = await receive(headers, 'national-strategy');

    const refused = async (query: string, status: number, msg: string) => {
      const response = await create(query, headers);
      expect(response.statusCode).toBe(status);
      expect(envelope(response).msg).toBe(msg);
    };
    await refused(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${theirs}`,
      404,
      '优惠券不存在或不属于您',
    );
    await refused(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${course}`,
      409,
      '该优惠券不适用于此商品',
    );
    await refused(`shop_product_id=7201&coupon_id=${strategy}`, 409, '该优惠券不适用于此商品');
    await refused(
      `shop_product_id=7201&coupon_id=${small}`,
      409,
      '商品价格未达到该优惠券的使用门槛',
    );
    await refused(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=abc`,
      400,
      '参数 coupon_id 应为整数',
    );

    await app.database.db
      .update(userCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCoupons.id, strategy));
    await refused(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${strategy}`,
      409,
      '该优惠券已过期',
    );
    await app.database.db
      .update(userCoupons)
      .set({ expiresAt: new Date(Date.now() + DAY_MS), usedAt: new Date() })
      .where(eq(userCoupons.id, strategy));
    await refused(
      `shop_product_id=${DBZS_PRODUCT_ID}&coupon_id=${strategy}`,
      409,
      '该优惠券已使用，每张券仅限使用一次',
    );
  });
});
