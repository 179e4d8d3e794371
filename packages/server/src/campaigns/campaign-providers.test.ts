import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { loadConfig } from '../config.ts';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { queryOf, startFakeServer } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { wechatEnv } from '#test/support/wechat-env.ts';
import { suitableFor } from '#test/support/suitability.ts';

/**
 * The calls that reach outside services, through the real HTTP clients, against fakes of
 * WeChat, enterprise WeChat and the payment service on 127.0.0.1.
 */

let fake: FakeServer;
let app: FastifyInstance;
let contactWays = 0;
beforeAll(async () => {
  fake = await startFakeServer();
  fake.handle('GET /cgi-bin/token', () => ({ body: { access_token: 'wx-tok', expires_in: 7200 } }));
  fake.handle('POST /wxa/generate_urllink', (request) => {
    const body = request.json as { path: string; query: string };
    return body.path === 'pages/broken/index'
      ? { body: { errcode: 40165, errmsg: 'invalid weapp pagepath' } }
      : { body: { errcode: 0, errmsg: 'ok', url_link: `https://wxaurl.cn/${body.query.length}` } };
  });
  fake.handle('GET /cgi-bin/gettoken', () => ({
    body: { errcode: 0, access_token: 'ww-tok', expires_in: 7200 },
  }));
  fake.handle('POST /cgi-bin/externalcontact/add_contact_way', (request) => {
    contactWays += 1;
    const body = request.json as { state: string; user: string[] };
    return {
      body: {
        errcode: 0,
        config_id: 'c',
        qr_code: `https://wework.example/${body.user[0]}/${body.state}`,
      },
    };
  });
  fake.handle('POST /v1/cashier/orders', (request) => ({
    body: {
      cashier_url: `https://pay.example.com/c/${(request.json as { out_trade_no: string }).out_trade_no}`,
    },
  }));

  // The configuration as the environment gives it: base URLs make the clients real.
  const config = loadConfig({
    ...wechatEnv(fake.baseUrl),
    PAYMENT_BASE_URL: fake.baseUrl,
    PAYMENT_API_KEY: 'pay-key',
  });
  app = await campaignApp({ ...config, dataDir: ':memory:' });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('through the real clients (fakes on 127.0.0.1)', () => {
  it('generate-url-link answers url_link from WeChat', async () => {
    expect(app.wechat.kind).toBe('http');
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.GENERATE_URL_LINK,
      payload: { name: '活动', page: '/pages/activity/index', query: 'id=1', out_date_num: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).response).toEqual({ url_link: 'https://wxaurl.cn/4' });
    const call = fake.requests.find((r) => r.url.startsWith('/wxa/generate_urllink'));
    expect(call?.json).toMatchObject({ path: 'pages/activity/index', expire_interval: 1 });
    expect(queryOf(call!).get('access_token')).toBe('wx-tok');
  });

  it('answers 502 with a readable msg when WeChat refuses', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.GENERATE_URL_LINK,
      payload: { page: 'pages/broken/index', out_date_num: 1 },
    });
    expect(response.statusCode).toBe(502);
    expect(envelope(response).msg).toBe('生成小程序链接失败，请稍后再试');
    expect(response.body).not.toContain('40165');
  });

  it('staff qr-code makes a contact way once per state code and keeps it', async () => {
    const url = `${API_PATHS.STAFF_QR_CODE}?state_code=sqsj`;
    const first = await app.inject({ url });
    expect(envelope(first).response).toMatchObject({
      qr_code: 'https://wework.example/li.laoshi/sqsj',
      staff_id: 2,
    });
    const before = contactWays;
    const second = await app.inject({ url });
    expect(envelope(second).response).toMatchObject({
      qr_code: 'https://wework.example/li.laoshi/sqsj',
    });
    expect(contactWays).toBe(before);
    expect((await app.campaigns.staff.binding('sqsj'))?.contactQrCode).toBe(
      'https://wework.example/li.laoshi/sqsj',
    );
  });

  it('create order answers the payment service cashier URL', async () => {
    const headers = await bearer(app, 12);
    await suitableFor(app, headers, 1191);
    const response = await app.inject({
      method: 'POST',
      url: `${API_PATHS.CREATE_ORDER}?shop_product_id=1191`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const order = envelope<{ pid: string; cashier_url: string }>(response).response;
    expect(order.cashier_url).toBe(`https://pay.example.com/c/${order.pid}`);
    const call = fake.requests.find((r) => r.url === '/v1/cashier/orders');
    expect(call?.headers.authorization).toBe('Bearer pay-key');
    // The development cashier is not there when the real payment client is.
    expect((await app.inject({ url: `/dev/cashier?pid=${order.pid}` })).statusCode).toBe(404);
  });
});
