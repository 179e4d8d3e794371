import { describe, expect, it } from 'vitest';
import { queryOf } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { fakeServerForAll } from '#test/support/fake-server-for-all.ts';
import { AccessTokenCache } from './access-token-cache.ts';
import { DevEnterpriseWeChatClient } from './enterprise-wechat/dev-enterprise-wechat-client.ts';
import { HttpEnterpriseWeChatClient } from './enterprise-wechat/http-enterprise-wechat-client.ts';
import { DevPaymentClient } from './payment/dev-payment-client.ts';
import {
  HttpPaymentClient,
  notificationSignature,
  signatureMatches,
} from './payment/http-payment-client.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { DevWeChatClient } from './wechat/dev-wechat-client.ts';
import { HttpWeChatClient } from './wechat/http-wechat-client.ts';

let fake: FakeServer;
fakeServerForAll((started) => (fake = started));

const LINK = { name: '活动', page: 'pages/activity/index', query: 'id=7&from=h5', outDateNum: 1 };

const rejection = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('HttpWeChatClient (WeChat API shapes, against a fake on 127.0.0.1)', () => {
  const client = (options: { timeoutMs?: number } = {}) =>
    new HttpWeChatClient({
      baseUrl: `${fake.baseUrl}/`,
      appId: 'wx-app',
      appSecret: 'wx-secret',
      ...options,
    });

  it('fetches an access token, then posts generate_urllink with it; the token is cached', async () => {
    let tokens = 0;
    fake.handle('GET /cgi-bin/token', () => {
      tokens += 1;
      return { body: { access_token: `tok-${tokens}`, expires_in: 7200 } };
    });
    fake.handle('POST /wxa/generate_urllink', () => ({
      body: { errcode: 0, errmsg: 'ok', url_link: 'https://wxaurl.cn/abcDEF' },
    }));
    const wechat = client();
    expect(await wechat.generateUrlLink(LINK)).toBe('https://wxaurl.cn/abcDEF');
    expect(await wechat.generateUrlLink(LINK)).toBe('https://wxaurl.cn/abcDEF');
    expect(tokens).toBe(1);

    const [tokenCall, linkCall] = fake.requests;
    expect(tokenCall?.method).toBe('GET');
    expect(Object.fromEntries(queryOf(tokenCall!))).toEqual({
      grant_type: 'client_credential',
      appid: 'wx-app',
      secret: 'wx-secret',
    });
    expect(queryOf(linkCall!).get('access_token')).toBe('tok-1');
    expect(linkCall?.json).toEqual({
      path: 'pages/activity/index',
      query: 'id=7&from=h5',
      expire_type: 1,
      expire_interval: 1,
      env_version: 'release',
    });
  });

  it('fetches one token for many concurrent calls', async () => {
    let tokens = 0;
    fake.handle('GET /cgi-bin/token', () => {
      tokens += 1;
      return { body: { access_token: 'tok-c', expires_in: 7200 }, delayMs: 30 };
    });
    fake.handle('POST /wxa/generate_urllink', () => ({
      body: { errcode: 0, url_link: 'https://wxaurl.cn/c' },
    }));
    const wechat = client();
    await Promise.all(Array.from({ length: 5 }, () => wechat.generateUrlLink(LINK)));
    expect(tokens).toBe(1);
  });

  it('drops a token WeChat refuses (42001) and retries once with a new one', async () => {
    let tokens = 0;
    fake.handle('GET /cgi-bin/token', () => {
      tokens += 1;
      return { body: { access_token: `tok-${tokens}`, expires_in: 7200 } };
    });
    fake.handle('POST /wxa/generate_urllink', (request) =>
      queryOf(request).get('access_token') === 'tok-1'
        ? { body: { errcode: 42001, errmsg: 'access_token expired' } }
        : { body: { errcode: 0, url_link: 'https://wxaurl.cn/fresh' } },
    );
    expect(await client().generateUrlLink(LINK)).toBe('https://wxaurl.cn/fresh');
    expect(tokens).toBe(2);
  });

  it('fails with ProviderError on a WeChat error, an HTTP error, junk or a timeout', async () => {
    fake.handle('GET /cgi-bin/token', () => ({ body: { access_token: 'tok', expires_in: 7200 } }));
    fake.handle('POST /wxa/generate_urllink', () => ({
      body: { errcode: 40165, errmsg: 'invalid weapp pagepath' },
    }));
    const refused = await rejection(client().generateUrlLink(LINK));
    expect(refused.message).toContain('40165');
    expect(refused.service).toBe('wechat');

    fake.handle('POST /wxa/generate_urllink', () => ({ status: 502, body: 'bad gateway' }));
    expect((await rejection(client().generateUrlLink(LINK))).message).toContain('HTTP 502');

    fake.handle('POST /wxa/generate_urllink', () => ({ body: '<html>' }));
    expect((await rejection(client().generateUrlLink(LINK))).message).toContain('not JSON');

    fake.handle('POST /wxa/generate_urllink', () => ({ body: {}, delayMs: 500 }));
    const slow = await rejection(client({ timeoutMs: 100 }).generateUrlLink(LINK));
    expect(slow.message).toContain('did not answer within 100 ms');

    fake.handle('GET /cgi-bin/token', () => ({
      body: { errcode: 40013, errmsg: 'invalid appid' },
    }));
    const noToken = await rejection(client().generateUrlLink(LINK));
    expect(noToken.message).toContain('40013');
    // Secrets never end up in the message.
    expect(noToken.message).not.toContain('wx-secret');
  });

  it('the development client answers a deterministic wxaurl.cn link without network', async () => {
    const dev = new DevWeChatClient();
    const link = await dev.generateUrlLink(LINK);
    expect(link).toMatch(/^https:\/\/wxaurl\.cn\/dev-[0-9a-f]{16}$/);
    expect(await dev.generateUrlLink(LINK)).toBe(link);
    expect(await dev.generateUrlLink({ ...LINK, query: 'id=8' })).not.toBe(link);
    expect(fake.requests).toEqual([]);
  });
});

describe('HttpEnterpriseWeChatClient (contact-way API shapes)', () => {
  const staff = { id: 3, name: '陈助理', qrCode: '/qr/3.svg', wecomUserId: 'chen.zhuli' };
  const client = () =>
    new HttpEnterpriseWeChatClient({
      baseUrl: fake.baseUrl,
      corpId: 'ww-corp',
      secret: 'ww-secret',
    });

  it('gets a token with corpid and corpsecret, then adds a contact way for the staff member', async () => {
    fake.handle('GET /cgi-bin/gettoken', () => ({
      body: { errcode: 0, errmsg: 'ok', access_token: 'ww-tok', expires_in: 7200 },
    }));
    fake.handle('POST /cgi-bin/externalcontact/add_contact_way', () => ({
      body: {
        errcode: 0,
        errmsg: 'ok',
        config_id: 'cfg-1',
        qr_code: 'https://wework.qpic.cn/x.png',
      },
    }));
    expect(await client().staffQrCode('sqsj', staff)).toBe('https://wework.qpic.cn/x.png');
    const [tokenCall, addCall] = fake.requests;
    expect(Object.fromEntries(queryOf(tokenCall!))).toEqual({
      corpid: 'ww-corp',
      corpsecret: 'ww-secret',
    });
    expect(queryOf(addCall!).get('access_token')).toBe('ww-tok');
    expect(addCall?.json).toEqual({
      type: 1,
      scene: 2,
      state: 'sqsj',
      user: ['chen.zhuli'],
      skip_verify: true,
      remark: '陈助理',
    });
  });

  it('answers null for staff without an enterprise WeChat id, and fails on errors', async () => {
    expect(await client().staffQrCode('s', { ...staff, wecomUserId: '' })).toBeNull();
    fake.handle('GET /cgi-bin/gettoken', () => ({
      body: { errcode: 0, access_token: 'ww-tok', expires_in: 7200 },
    }));
    fake.handle('POST /cgi-bin/externalcontact/add_contact_way', () => ({
      body: { errcode: 41054, errmsg: 'user not active' },
    }));
    const error = await rejection(client().staffQrCode('s', staff));
    expect(error.service).toBe('enterprise-wechat');
    expect(error.message).toContain('41054');
  });

  it('the development client answers the staff table code', async () => {
    const dev = new DevEnterpriseWeChatClient();
    expect(await dev.staffQrCode('s', staff)).toBe('/qr/3.svg');
    expect(await dev.staffQrCode('s', { ...staff, qrCode: '' })).toBeNull();
  });
});

describe('HttpPaymentClient (our documented shape)', () => {
  const order = {
    pid: 'P20261122AAAAAAAAAAAA',
    amountCents: 1990,
    subject: '测试商品',
    softuserId: 9,
  };
  const client = () => new HttpPaymentClient({ baseUrl: fake.baseUrl, apiKey: 'pay-key' });

  it('opens a cashier with the order and the API key, and answers its cashier_url', async () => {
    fake.handle('POST /v1/cashier/orders', () => ({
      body: { cashier_url: 'https://pay.example.com/c/123' },
    }));
    expect(await client().createCashierUrl(order)).toBe('https://pay.example.com/c/123');
    const [call] = fake.requests;
    expect(call?.headers.authorization).toBe('Bearer pay-key');
    expect(call?.json).toEqual({
      out_trade_no: 'P20261122AAAAAAAAAAAA',
      amount_cents: 1990,
      subject: '测试商品',
      user_id: 9,
    });
  });

  it('fails without a cashier_url or on an HTTP error', async () => {
    fake.handle('POST /v1/cashier/orders', () => ({
      body: { cashier_url: 'javascript:alert(1)' },
    }));
    expect((await rejection(client().createCashierUrl(order))).service).toBe('payment');
    fake.handle('POST /v1/cashier/orders', () => ({ status: 401, body: {} }));
    expect((await rejection(client().createCashierUrl(order))).message).toContain('HTTP 401');
  });

  it('the development client answers the local cashier page', async () => {
    expect(await new DevPaymentClient().createCashierUrl(order)).toBe(
      '/dev/cashier?pid=P20261122AAAAAAAAAAAA',
    );
  });

  it('signs notifications with HMAC-SHA256 and compares signatures safely', () => {
    const body = { out_trade_no: order.pid, trade_state: 'SUCCESS', amount_cents: 1990 };
    const signature = notificationSignature('s', body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(signature, signature)).toBe(true);
    expect(signatureMatches(signature, notificationSignature('t', body))).toBe(false);
    expect(signatureMatches(signature, 'zz')).toBe(false);
    expect(signatureMatches(signature, '')).toBe(false);
  });
});

describe('AccessTokenCache', () => {
  it('refreshes five minutes before expiry, and after invalidate', async () => {
    let now = 0;
    let issued = 0;
    const cache = new AccessTokenCache(
      async () => ({ token: `t${(issued += 1)}`, expiresInSeconds: 7200 }),
      () => now,
    );
    expect(await cache.get()).toBe('t1');
    now = (7200 - 301) * 1000;
    expect(await cache.get()).toBe('t1');
    now = (7200 - 299) * 1000;
    expect(await cache.get()).toBe('t2');
    cache.invalidate('t1');
    expect(await cache.get()).toBe('t2');
    cache.invalidate('t2');
    expect(await cache.get()).toBe('t3');
  });
});
