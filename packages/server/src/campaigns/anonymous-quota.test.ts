import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { loadConfig } from '../config.ts';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { startFakeServer } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { wechatEnv } from '#test/support/wechat-env.ts';

// Anonymous calls that reach a quota-limited outside service: counted against fakes of WeChat and
// enterprise WeChat, per 100 anonymous requests.

let fake: FakeServer;
let app: FastifyInstance;
const calls = { contactWays: 0, urlLinks: 0 };

beforeAll(async () => {
  fake = await startFakeServer();
  fake.handle('GET /cgi-bin/token', () => ({ body: { access_token: 'wx-tok', expires_in: 7200 } }));
  fake.handle('POST /wxa/generate_urllink', (request) => {
    calls.urlLinks += 1;
    const body = request.json as { query: string };
    return { body: { errcode: 0, errmsg: 'ok', url_link: `https://wxaurl.cn/${body.query}` } };
  });
  fake.handle('GET /cgi-bin/gettoken', () => ({
    body: { errcode: 0, access_token: 'ww-tok', expires_in: 7200 },
  }));
  fake.handle('POST /cgi-bin/externalcontact/add_contact_way', (request) => {
    calls.contactWays += 1;
    const body = request.json as { state: string; user: string[] };
    return {
      body: { errcode: 0, config_id: 'c', qr_code: `https://wework.example/${body.state}` },
    };
  });
  const config = loadConfig({
    ...wechatEnv(fake.baseUrl),
  });
  app = await campaignApp({ ...config, dataDir: ':memory:' });
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** 100 anonymous requests from one address; how many answered 200 and 429. */
async function hundred(send: (i: number) => Promise<{ statusCode: number; body: string }>) {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const response = await send(i);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(JSON.parse(response.body)).toMatchObject({
        msg: expect.stringMatching(/请求过于频繁/),
      });
    }
  }
  return {
    ok: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 429).length,
  };
}

describe('staff QR code for a state code without a binding', () => {
  it('100 requests for one unknown state code: one outside call, one code for all', async () => {
    const before = calls.contactWays;
    const url = `${API_PATHS.STAFF_QR_CODE}?state_code=nobody-knows&return_default_if_no_qrcode=1`;
    const codes = new Set<string>();
    const result = await hundred(async () => {
      const response = await app.inject({ url, remoteAddress: '198.51.100.1' });
      codes.add(String(envelope<{ qr_code: string }>(response).response.qr_code));
      return response;
    });
    expect(result.ok).toBe(100);
    expect(calls.contactWays - before).toBe(1);
    expect([...codes]).toEqual(['https://wework.example/nobody-knows']);
  });

  it('a burst for one state code waits for the one call under way', async () => {
    const before = calls.contactWays;
    const url = `${API_PATHS.STAFF_QR_CODE}?state_code=burst-code&return_default_if_no_qrcode=1`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ url, remoteAddress: '198.51.100.2' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(calls.contactWays - before).toBe(1);
  });

  it('100 distinct unknown state codes from one address: at most 20 outside calls', async () => {
    const before = calls.contactWays;
    const result = await hundred((i) =>
      app.inject({
        url: `${API_PATHS.STAFF_QR_CODE}?state_code=made-up-${i}&return_default_if_no_qrcode=1`,
        remoteAddress: '198.51.100.3',
      }),
    );
    expect(calls.contactWays - before).toBe(20);
    expect(result).toEqual({ ok: 20, refused: 80 });
    // Another address is not held back by this one.
    const other = await app.inject({
      url: `${API_PATHS.STAFF_QR_CODE}?state_code=made-up-x&return_default_if_no_qrcode=1`,
      remoteAddress: '198.51.100.4',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('URL links', () => {
  const link = (query: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.GENERATE_URL_LINK,
      payload: { name: '活动', page: '/pages/activity/index', query },
      remoteAddress,
    });

  it('100 requests for one link: one WeChat call', async () => {
    const before = calls.urlLinks;
    const result = await hundred(() => link('id=1', '198.51.100.10'));
    expect(result.ok).toBe(100);
    expect(calls.urlLinks - before).toBe(1);
  });

  it('100 distinct links from one address: at most 30 WeChat calls', async () => {
    const before = calls.urlLinks;
    const result = await hundred((i) => link(`id=${1000 + i}`, '198.51.100.11'));
    expect(calls.urlLinks - before).toBe(30);
    expect(result).toEqual({ ok: 30, refused: 70 });
  });
});
