import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, DBZS_PRODUCT_ID } from '@h5-page/schema/constants';
import { notificationSignature } from './providers/payment/http-payment-client.ts';
import { products } from './store/tables.ts';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { ORDER_NOTIFY_PATH, PAYMENT_SIGNATURE_HEADER } from './product-order.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { readyToPost } from '#test/support/suitability.ts';

const NOTIFY_SECRET = 'test-payment-notify-secret';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp({ paymentNotifySecret: NOTIFY_SECRET });
  await app.database.db.insert(products).values([
    { shopProductId: 7001, modeShopProductId: 7101, name: '测试商品', priceCents: 1990 },
    {
      shopProductId: 7002,
      modeShopProductId: 7002,
      name: '下架商品',
      priceCents: 100,
      onSale: false,
    },
  ]);
  return app;
});

interface OrderBody {
  pid: string;
  state: string;
  amount_cents: number;
  cashier_url: string;
  shop_product_id: number;
}

const payfor = (id: unknown, headers: Record<string, string>) =>
  app.inject({
    url: `${API_PATHS.FIND_USER_PAYFOR_PRODUCT}?shop_product_id=${String(id)}`,
    headers,
  });
const create = async (query: string, headers: Record<string, string>, payload?: string) => {
  await readyToPost(app, `${API_PATHS.CREATE_ORDER}${query}`, payload, headers);
  return app.inject({
    method: 'POST',
    url: `${API_PATHS.CREATE_ORDER}${query}`,
    headers: payload
      ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' }
      : headers,
    ...(payload ? { payload } : {}),
  });
};

describe('find-user-payfor-product', () => {
  it('answers product 1191 (mark dbzs) and whether the user paid for it', async () => {
    const response = await payfor(DBZS_PRODUCT_ID, await bearer(app, 40));
    expect(response.statusCode).toBe(200);
    expect(envelope(response).response).toEqual({
      shop_product_id: 1191,
      mode_shop_product_id: 1191,
      name: '打板助手 · 年度会员',
      price_cents: 99_800,
      is_payfor: false,
      paid_pid: null,
      period_months: null,
      expires_at: null,
    });
  });

  it('refuses without a token, for unknown or off-sale products, and for bad ids', async () => {
    const headers = await bearer(app, 41);
    expect((await payfor(1191, {})).statusCode).toBe(401);
    const unknown = await payfor(999_999, headers);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('商品不存在或已下架');
    expect((await payfor(7002, headers)).statusCode).toBe(404);
    expect(envelope(await payfor('abc', headers)).msg).toBe('参数 shop_product_id 应为整数');
    expect(envelope(await payfor(0, headers)).msg).toBe('参数 shop_product_id 不能小于 1');
    expect(envelope(await payfor('', headers)).msg).toBe('参数 shop_product_id 不能为空');
  });
});

describe('create order, cashier, payment', () => {
  it('creates an order from query params: pid, state created, the cashier URL', async () => {
    const headers = await bearer(app, 50);
    const response = await create('?shop_product_id=7001', headers);
    expect(response.statusCode).toBe(200);
    const order = envelope<OrderBody>(response).response;
    expect(order).toMatchObject({ state: 'created', amount_cents: 1990, shop_product_id: 7001 });
    expect(order.pid).toMatch(/^P\d{8}[0-9A-F]{12}$/);
    expect(order.cashier_url).toBe(`/dev/cashier?pid=${order.pid}`);
    const stored = await app.campaigns.orders.orderByPid(order.pid);
    expect(stored).toMatchObject({ softuserId: 50, state: 'created', amountCents: 1990 });

    // A second press pays the same order; the body may carry the fields too.
    const again = envelope<OrderBody>(await create('', headers, 'shop_product_id=7001')).response;
    expect(again.pid).toBe(order.pid);
  });

  it('pays through the development cashier; then the product counts as bought', async () => {
    const headers = await bearer(app, 51);
    const order = envelope<OrderBody>(await create('?shop_product_id=7001', headers)).response;

    const page = await app.inject({ url: order.cashier_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.pid);
    expect(page.body).toContain('待支付');

    const paid = await app.inject({
      method: 'POST',
      url: '/dev/cashier/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pid=${order.pid}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(order.cashier_url);
    expect((await app.inject({ url: order.cashier_url })).body).toContain('已支付');

    const detail = await app.inject({
      url: `${API_PATHS.ORDER_DETAIL}?pid=${order.pid}`,
      headers,
    });
    expect(envelope(detail).response).toMatchObject({ pid: order.pid, state: 'paid' });
    expect(envelope<{ paid_at: string }>(detail).response.paid_at).toMatch(/^\d{4}-/);
    expect(envelope(await payfor(7001, headers)).response).toMatchObject({
      is_payfor: true,
      paid_pid: order.pid,
    });
    const twice = await create('?shop_product_id=7001', headers);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).msg).toBe('您已购买该商品，无需重复购买');
  });

  it('keeps orders to their owner and refuses bad parameters', async () => {
    const owner = await bearer(app, 52);
    const order = envelope<OrderBody>(await create('?shop_product_id=7001', owner)).response;
    const other = await app.inject({
      url: `${API_PATHS.ORDER_DETAIL}?pid=${order.pid}`,
      headers: await bearer(app, 53),
    });
    expect(other.statusCode).toBe(404);
    expect(envelope(other).msg).toBe('订单不存在');
    expect((await create('?shop_product_id=7001', {})).statusCode).toBe(401);
    expect(envelope(await create('', owner)).msg).toBe('参数 shop_product_id 不能为空');
    expect((await create('?shop_product_id=7002', owner)).statusCode).toBe(404);
    const badPid = await app.inject({ url: `${API_PATHS.ORDER_DETAIL}?pid=x`, headers: owner });
    expect(envelope(badPid).msg).toBe('参数 pid 格式不正确');
  });

  it('marks an order paid on a signed notification from the payment service', async () => {
    const order = envelope<OrderBody>(
      await create('?shop_product_id=7001', await bearer(app, 54)),
    ).response;
    const body = { out_trade_no: order.pid, trade_state: 'SUCCESS', amount_cents: 1990 };
    const notify = (payload: object, signature: string) =>
      app.inject({
        method: 'POST',
        url: ORDER_NOTIFY_PATH,
        headers: { [PAYMENT_SIGNATURE_HEADER]: signature },
        payload,
      });
    const forged = await notify(body, notificationSignature('wrong-secret', body));
    expect(forged.statusCode).toBe(401);
    expect(envelope(forged).msg).toBe('支付通知签名不正确');
    const wrongAmount = { ...body, amount_cents: 1 };
    expect(
      (await notify(wrongAmount, notificationSignature(NOTIFY_SECRET, wrongAmount))).statusCode,
    ).toBe(400);

    const good = await notify(body, notificationSignature(NOTIFY_SECRET, body));
    expect(good.statusCode).toBe(200);
    expect(envelope(good).response).toEqual({ pid: order.pid, state: 'paid' });
    expect((await app.campaigns.orders.orderByPid(order.pid))?.state).toBe('paid');
    // A repeated notification is answered the same way.
    expect((await notify(body, notificationSignature(NOTIFY_SECRET, body))).statusCode).toBe(200);
  });
});
