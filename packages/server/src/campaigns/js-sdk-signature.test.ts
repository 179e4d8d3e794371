import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { loadConfig } from '../config.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { queryOf } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { fakeServerForAll } from '#test/support/fake-server-for-all.ts';
import { wechatEnv } from '#test/support/wechat-env.ts';
import { DEV_JSAPI_TICKET } from './providers/wechat/dev-wechat-client.ts';
import { HttpWeChatClient } from './providers/wechat/http-wechat-client.ts';

const PAGE = 'https://h5.niu8.example/h5-page/h5/demo?from=wx#part';
const SIGNED = 'https://h5.niu8.example/h5-page/h5/demo?from=wx';

/** WeChat's signature, worked out as its documentation spells it. */
const sha1 = (ticket: string, nonce: string, timestamp: number, url: string) =>
  createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonce}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');

interface Signature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

let fake: FakeServer;
let tokens = 0;
let tickets = 0;
fakeServerForAll((started) => (fake = started));
beforeEach(() => {
  tokens = 0;
  tickets = 0;
  fake.handle('GET /cgi-bin/token', (request) => {
    tokens += 1;
    return {
      body: { access_token: `tok-${queryOf(request).get('appid')}-${tokens}`, expires_in: 7200 },
    };
  });
  fake.handle('GET /cgi-bin/ticket/getticket', (request) => {
    tickets += 1;
    return queryOf(request).get('type') === 'jsapi'
      ? { body: { errcode: 0, errmsg: 'ok', ticket: `ticket-${tickets}`, expires_in: 7200 } }
      : { body: { errcode: 40097, errmsg: 'invalid args' } };
  });
});

describe('HttpWeChatClient.jsSdkSignature (WeChat API shapes, against a fake on 127.0.0.1)', () => {
  const client = () =>
    new HttpWeChatClient({
      baseUrl: fake.baseUrl,
      appId: 'wx-minp',
      appSecret: 'minp-secret',
      officialAccount: { appId: 'wx-oa', appSecret: 'oa-secret' },
    });

  it("signs with the official account's jsapi ticket, fetched once and cached", async () => {
    const wechat = client();
    const first = await wechat.jsSdkSignature(PAGE);
    const second = await wechat.jsSdkSignature(PAGE);
    expect(first.appId).toBe('wx-oa');
    expect(first.signature).toBe(sha1('ticket-1', first.nonceStr, first.timestamp, SIGNED));
    expect(second.signature).toBe(sha1('ticket-1', second.nonceStr, second.timestamp, SIGNED));
    expect(second.nonceStr).not.toBe(first.nonceStr);
    expect([tokens, tickets]).toEqual([1, 1]);
    const [tokenCall, ticketCall] = fake.requests;
    expect(queryOf(tokenCall!).get('appid')).toBe('wx-oa');
    expect(queryOf(tokenCall!).get('secret')).toBe('oa-secret');
    expect(Object.fromEntries(queryOf(ticketCall!))).toEqual({
      access_token: 'tok-wx-oa-1',
      type: 'jsapi',
    });
  });

  it('asks for a new token once when WeChat says the token expired', async () => {
    let refused = false;
    fake.handle('GET /cgi-bin/ticket/getticket', (request) => {
      if (!refused) {
        refused = true;
        return { body: { errcode: 42001, errmsg: 'access_token expired' } };
      }
      return {
        body: { errcode: 0, ticket: `t-${queryOf(request).get('access_token')}`, expires_in: 7200 },
      };
    });
    const signed = await client().jsSdkSignature(PAGE);
    expect(signed.signature).toBe(sha1('t-tok-wx-oa-2', signed.nonceStr, signed.timestamp, SIGNED));
    expect(tokens).toBe(2);
  });
});

describe(`GET ${API_PATHS.WECHAT_JS_SDK_SIGNATURE}`, () => {
  describe('through the real client', () => {
    let app: FastifyInstance;
    appForAll(
      async () =>
        (app = await campaignApp({ ...loadConfig(wechatEnv(fake.baseUrl)), dataDir: ':memory:' })),
    );

    it("answers wx.config's fields for the page address", async () => {
      const response = await app.inject({
        url: `${API_PATHS.WECHAT_JS_SDK_SIGNATURE}?url=${encodeURIComponent(PAGE)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const signed = envelope(response).response as unknown as Signature;
      // Without an account of its own, the WECHAT_APP_ID account signs.
      expect(signed.appId).toBe('wx-app');
      expect(signed.signature).toBe(sha1('ticket-1', signed.nonceStr, signed.timestamp, SIGNED));
    });

    it('answers 502 with a readable msg when WeChat refuses the ticket', async () => {
      fake.handle('GET /cgi-bin/ticket/getticket', () => ({
        body: { errcode: 40164, errmsg: 'invalid ip, not in whitelist' },
      }));
      const fresh = await campaignApp({
        ...loadConfig({ ...wechatEnv(fake.baseUrl), WECHAT_OA_APP_ID: 'wx-other' }),
        dataDir: ':memory:',
      });
      try {
        const response = await fresh.inject({
          url: `${API_PATHS.WECHAT_JS_SDK_SIGNATURE}?url=${encodeURIComponent(PAGE)}`,
        });
        expect(response.statusCode).toBe(502);
        expect(envelope(response).msg).toBe('获取微信分享配置失败，请稍后再试');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('through the development client', () => {
    let app: FastifyInstance;
    appForAll(async () => (app = await campaignApp()));

    it('signs locally, with its own ticket', async () => {
      const response = await app.inject({
        url: `${API_PATHS.WECHAT_JS_SDK_SIGNATURE}?url=${encodeURIComponent(PAGE)}`,
      });
      expect(response.statusCode).toBe(200);
      const signed = envelope(response).response as unknown as Signature;
      expect(signed.appId).toBe('dev');
      expect(signed.signature).toBe(
        sha1(DEV_JSAPI_TICKET, signed.nonceStr, signed.timestamp, SIGNED),
      );
      expect(fake.requests).toEqual([]);
    });

    it('names a missing or malformed address', async () => {
      const missing = await app.inject({ url: API_PATHS.WECHAT_JS_SDK_SIGNATURE });
      expect(missing.statusCode).toBe(400);
      expect(envelope(missing).msg).toBe('参数 url 不能为空');
      const bad = await app.inject({
        url: `${API_PATHS.WECHAT_JS_SDK_SIGNATURE}?url=${encodeURIComponent('javascript:alert(1)')}`,
      });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).msg).toContain('参数 url');
    });
  });
});
