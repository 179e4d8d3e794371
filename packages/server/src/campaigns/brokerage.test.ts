import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, BROKERAGE_OPEN_TYPE_CAIDA } from '@h5-page/schema/constants';
import {
  bearer,
  campaignApp,
  consented,
  envelope,
  registeredUser,
} from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

describe('brokerage account opening (button action 9)', () => {
  it('answers registration_url and qy_wechat_service_url for open_brokerage_type=caida', async () => {
    const response = await app.inject({
      url: `${API_PATHS.BROKERAGE_OPEN_USER_CONF}?open_brokerage_type=${BROKERAGE_OPEN_TYPE_CAIDA}`,
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).response).toMatchObject({
      open_brokerage_type: 'caida',
      name: '财达证券',
      registration_url: '/h5-page/sxkh?broker=caida',
      qy_wechat_service_url: '/seed-assets/campaign/qr-qw-2.svg',
    });
  });

  it('refuses an unknown or missing brokerage type', async () => {
    const unknown = await app.inject({
      url: `${API_PATHS.BROKERAGE_OPEN_USER_CONF}?open_brokerage_type=nobody`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('暂不支持该券商开户');
    const missing = await app.inject({ url: API_PATHS.BROKERAGE_OPEN_USER_CONF });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 open_brokerage_type 不能为空');
  });

  it('lists the brokerage options in order', async () => {
    const response = await app.inject({ url: API_PATHS.MULTIPLE_BROKERAGE_OPTIONS });
    const options = envelope<{ options: { open_brokerage_type: string }[] }>(response).response
      .options;
    expect(options.map((o) => o.open_brokerage_type)).toEqual(['caida', 'huaxin', 'guolian']);
  });

  it('stores add_fund_account and add_open_account per user with consent, under the login’s phone (token required)', async () => {
    const { uid, handset, headers } = await registeredUser(app);
    const consent = await consented(app);
    const fund = await app.inject({
      method: 'POST',
      url: API_PATHS.ADD_FUND_ACCOUNT,
      headers,
      payload: {
        open_brokerage_type: 'caida',
        fund_account: '123456789',
        real_name: '张三',
        ...consent,
      },
    });
    expect(fund.statusCode, fund.body).toBe(200);
    expect(envelope(fund).response).toMatchObject({
      open_brokerage_type: 'caida',
      registration_url: '/h5-page/sxkh?broker=caida',
    });
    const open = await app.inject({
      method: 'POST',
      url: API_PATHS.ADD_OPEN_ACCOUNT,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `open_brokerage_type=huaxin&branch=%E4%B8%8A%E6%B5%B7&consent_version=${consent.consent_version}`,
    });
    expect(open.statusCode, open.body).toBe(200);
    const stored = await app.campaigns.brokerage.requestsOf(uid);
    expect(stored.map((r) => [r.kind, r.openBrokerageType, r.fields, r.consentVersion])).toEqual([
      ['fund', 'caida', { fund_account: '123456789', real_name: '张三' }, consent.consent_version],
      ['open', 'huaxin', { handset, branch: '上海' }, consent.consent_version],
    ]);
  });

  it('takes neither another person’s phone nor a request without consent', async () => {
    const { uid, handset, headers } = await registeredUser(app);
    const consent = await consented(app);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers });
    const other = await post(API_PATHS.ADD_OPEN_ACCOUNT, {
      open_brokerage_type: 'caida',
      real_name: '张三',
      handset: '13712345678',
      ...consent,
    });
    expect(other.statusCode).toBe(403);
    expect(envelope(other).code).toBe('HANDSET_NOT_OWN');
    for (const [url, payload] of [
      [API_PATHS.ADD_OPEN_ACCOUNT, { open_brokerage_type: 'caida', real_name: '张三' }],
      [API_PATHS.ADD_FUND_ACCOUNT, { open_brokerage_type: 'caida', fund_account: '123456789' }],
    ] as const) {
      const missing = await post(url, payload);
      expect(missing.statusCode, url).toBe(400);
      expect(envelope(missing).code).toBe('LEAD_CONSENT_REQUIRED');
      expect(envelope(missing).msg).toContain('consent_version');
      const stale = await post(url, { ...payload, consent_version: consent.consent_version + 1 });
      expect(stale.statusCode, url).toBe(400);
      expect(envelope(stale).code).toBe('LEAD_CONSENT_OUTDATED');
    }
    expect(await app.campaigns.brokerage.requestsOf(uid)).toEqual([]);
    // Its own number, named, is taken.
    const own = await post(API_PATHS.ADD_OPEN_ACCOUNT, {
      open_brokerage_type: 'caida',
      handset,
      ...consent,
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses the account calls without a token, and with missing or bad fields', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    expect((await post(API_PATHS.ADD_FUND_ACCOUNT, {})).statusCode).toBe(401);
    expect((await post(API_PATHS.ADD_OPEN_ACCOUNT, {})).statusCode).toBe(401);
    const headers = await bearer(app, 301);
    const cases: [string, object, string][] = [
      [API_PATHS.ADD_FUND_ACCOUNT, { fund_account: '123456' }, '参数 open_brokerage_type 不能为空'],
      [API_PATHS.ADD_FUND_ACCOUNT, { open_brokerage_type: 'caida' }, '参数 fund_account 不能为空'],
      [
        API_PATHS.ADD_FUND_ACCOUNT,
        { open_brokerage_type: 'caida', fund_account: '12ab' },
        '参数 fund_account 格式不正确',
      ],
      [
        API_PATHS.ADD_OPEN_ACCOUNT,
        { open_brokerage_type: 'caida', handset: '12345' },
        '参数 handset 格式不正确',
      ],
    ];
    for (const [url, payload, msg] of cases) {
      const response = await post(url, payload, headers);
      expect(response.statusCode, msg).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
    const unknown = await post(
      API_PATHS.ADD_OPEN_ACCOUNT,
      { open_brokerage_type: 'nobody', ...(await consented(app)) },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await app.campaigns.brokerage.requestsOf(301)).toEqual([]);
  });
});
