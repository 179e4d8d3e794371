import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { TIANHE_ADDRESS } from '@h5-page/blocks/test/tianhe-address';
import { build } from '../../src/app.ts';
import { ADMIN_PASSWORD, body, signIn } from '../support/admin.ts';
import { visitSessionOf } from '../support/visit.ts';
import { CONSENTED, codeFor } from '../support/accounts.ts';
import { BEACON_PATH } from '../../src/tracking/beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from '../../src/tracking/collect.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

/**
 * The stats and leads calls against visits, clicks, beacons and leads sent through the real
 * collector, beacon and lead endpoints, every figure checked against values worked out by hand
 * (in the comments). Run on PGlite (admin-stats.test.ts) and PostgreSQL
 * (admin-stats-postgres.test.ts).
 */

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 n8Web/6.43.1';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.47';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36';

// Shanghai is UTC+8: 02:00Z is 10:00 on 1 March; 16:30Z on 1 March is 00:30 on 2 March;
// 15:59Z on 28 February is 23:59 on 28 February, outside a period starting 1 March.
const MAR1_10H = '2026-03-01T02:00:00Z';
const MAR2_00H30 = '2026-03-01T16:30:00Z';
const MAR2_00H20 = '2026-03-01T16:20:00Z';
const FEB28_23H59 = '2026-02-28T15:59:00Z';

const PHONES = {
  before: '13800000010',
  first: '13812346621',
  second: '13987650002',
  pageB: '13700000003',
};

export function statsSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let publisher: { cookie: string };
  let editor: { cookie: string };

  const page = (code: string) => ({
    code,
    title: code === 'stats-a' ? '春季开户活动' : '直播课报名',
    page_schema: [],
  });

  const pv = (code: string, sid: string, ua: string, cps = '') =>
    app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=${code}&page_id=1&sid=${sid}&path=${encodeURIComponent(
        `/h5-page/h5/${code}${cps ? `?cps_id=${cps}` : ''}`,
      )}`,
      headers: { 'user-agent': ua },
    });
  const click = (code: string, sid: string, ua: string, text: string, position: string, cps = '') =>
    app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'user-agent': ua },
      payload: {
        events: [
          {
            type: 'click',
            name: text,
            data: { block: 'button', path: position },
            page_code: code,
            page_id: 1,
            uid: null,
            sid,
            vs: visitSessionOf(app, sid, code),
            path: `/h5-page/h5/${code}${cps ? `?cps_id=${cps}` : ''}`,
          },
        ],
      },
    });
  const beacon = (code: string, sid: string, duration: number | '') =>
    app.inject(
      `${BEACON_PATH}?page_code=${code}&sid=${sid}&duration=${duration}&vs=${visitSessionOf(app, sid, code)}`,
    );
  let ip = 0;
  const lead = async (code: string, handset: string, name: string, cps: string) => {
    ip += 1;
    const sms = await codeFor(app, handset, `10.0.0.${ip}`);
    const answer = await app.inject({
      method: 'POST',
      url: API_PATHS.GIFT_ACTIVITY,
      payload: {
        nick_name: name,
        handset,
        code: sms,
        is_send_result: 0,
        cps_id: cps,
        version_id: 276,
        page_code: code,
        consent_version: 1,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const sent = async (responses: Promise<LightMyRequestResponse>[]) => {
    for (const response of await Promise.all(responses))
      expect(response.statusCode, response.body).toBe(200);
    await app.events.flush();
  };
  const get = (url: string, who = publisher) =>
    app.inject({ url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    app = await build({
      config: { dataDir: ':memory:', databaseUrl: databaseUrl(), adminPassword: ADMIN_PASSWORD },
      ssr: false,
      seed: false,
    });
    publisher = await signIn(app);
    for (const code of ['stats-a', 'stats-b']) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/admin/api/pages/${code}`,
        headers: { cookie: publisher.cookie },
        payload: page(code),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Visit events are taken for published pages only.
      const published = await app.inject({
        method: 'POST',
        url: `/admin/api/pages/${code}/publish`,
        headers: { cookie: publisher.cookie },
        payload: {},
      });
      expect(published.statusCode, published.body).toBe(200);
    }
    editor = await signedInAccount(app, { cookie: publisher.cookie }, 'marketer', 'editor');

    // Only the clock is faked: events and leads take their time from it, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      at(FEB28_23H59);
      await sent([pv('stats-a', 's9', APP_UA), beacon('stats-a', 's9', 99_000)]);
      await lead('stats-a', PHONES.before, '前一天', '');

      at(MAR1_10H);
      await sent([
        pv('stats-a', 's1', APP_UA, 'wx01'),
        pv('stats-a', 's1', APP_UA, 'wx01'),
        pv('stats-a', 's2', WECHAT_UA),
        click('stats-a', 's1', APP_UA, '立即领取', 'page_schema[2]', 'wx01'),
        click('stats-a', 's1', APP_UA, '立即领取', 'page_schema[2]', 'wx01'),
        click('stats-a', 's2', WECHAT_UA, '查看课程', 'page_schema[5]'),
        beacon('stats-a', 's1', 10_000),
        beacon('stats-a', 's2', 20_000),
        pv('stats-b', 's4', DESKTOP_UA),
        click('stats-b', 's4', DESKTOP_UA, '报名', 'page_schema[0]'),
        beacon('stats-b', 's4', 20_000),
      ]);
      await lead('stats-a', PHONES.first, '张三', 'wx01');
      await lead('stats-b', PHONES.pageB, '王五', '');

      // A visitor's address comes from registering by address (smart login), before the lead.
      at(MAR2_00H20);
      const loginCode = await codeFor(app, PHONES.second, '10.0.1.1');
      const login = await app.inject({
        method: 'POST',
        url: API_PATHS.SMART_LOGIN,
        payload: {
          handset: PHONES.second,
          code: loginCode,
          ...TIANHE_ADDRESS,
          ...CONSENTED,
        },
      });
      expect(login.statusCode, login.body).toBe(200);

      at(MAR2_00H30);
      await sent([
        pv('stats-a', 's3', DESKTOP_UA, 'wx01'),
        pv('stats-a', 's1', APP_UA, 'wx01'),
        click('stats-a', 's3', DESKTOP_UA, '立即领取', 'page_schema[2]', 'wx01'),
        beacon('stats-a', 's3', 50_000),
        // A beacon without a duration counts for nothing in the stay.
        beacon('stats-a', 's1', ''),
      ]);
      await lead('stats-a', PHONES.second, '李四', '');
    } finally {
      vi.useRealTimers();
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('page stats (CONTRACT section 6)', () => {
    it('counts views, uniques, stay, clicks, leads and conversion of the period', async () => {
      const answer = await get('/admin/api/pages/stats-a/stats?from=2026-03-01&to=2026-03-03');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(body(answer).response).toEqual({
        page_views: 5, // 3 on 1 March (s1 twice, s2) + 2 on 2 March (s3, s1)
        unique_visitors: 3, // s1, s2, s3
        avg_stay_ms: 26_667, // (10 000 + 20 000 + 50 000) / 3; the empty beacon is left out
        clicks: 4,
        shares: 0, // no visitor shared the page
        // no claim on these pages was refused
        refused: { total: 0, address: 0, device: 0, handset: 0, blocklist: 0, unverified: 0 },
        leads: 2, // the lead of 28 February is outside the period
        conversion: 0.6667, // 2 / 3
        by_day: [
          { date: '2026-03-01', page_views: 3, unique_visitors: 2, clicks: 3, shares: 0, leads: 1 },
          // 16:30 UTC on 1 March is 00:30 in Shanghai on 2 March.
          { date: '2026-03-02', page_views: 2, unique_visitors: 2, clicks: 1, shares: 0, leads: 1 },
          { date: '2026-03-03', page_views: 0, unique_visitors: 0, clicks: 0, shares: 0, leads: 0 },
        ],
      });
    });

    it('keeps the pages apart, and one day is one row', async () => {
      const b = await get('/admin/api/pages/stats-b/stats?from=2026-03-01&to=2026-03-01');
      expect(body(b).response).toEqual({
        page_views: 1,
        unique_visitors: 1,
        avg_stay_ms: 20_000,
        clicks: 1,
        shares: 0,
        refused: { total: 0, address: 0, device: 0, handset: 0, blocklist: 0, unverified: 0 },
        leads: 1,
        conversion: 1,
        by_day: [
          { date: '2026-03-01', page_views: 1, unique_visitors: 1, clicks: 1, shares: 0, leads: 1 },
        ],
      });
      const day = await get('/admin/api/pages/stats-a/stats?from=2026-02-28&to=2026-02-28');
      expect(body(day).response).toMatchObject({
        page_views: 1,
        unique_visitors: 1,
        avg_stay_ms: 99_000,
        leads: 1,
      });
    });

    it('splits by hour, button, channel and environment, with the median stay and funnel', async () => {
      const answer = await get(
        '/admin/api/pages/stats-a/stats/detail?from=2026-03-01&to=2026-03-03',
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const detail = body<Record<string, unknown>>(answer).response;
      expect(detail.median_stay_ms).toBe(20_000);
      expect(detail.clicking_visitors).toBe(3);
      expect(detail.funnel).toEqual({ unique_visitors: 3, clicking_visitors: 3, leads: 2 });
      const hours = detail.by_hour as Array<Record<string, number>>;
      expect(hours).toHaveLength(24);
      expect(hours[10]).toEqual({
        hour: 10,
        page_views: 3,
        unique_visitors: 2,
        clicks: 3,
        leads: 1,
      });
      expect(hours[0]).toEqual({ hour: 0, page_views: 2, unique_visitors: 2, clicks: 1, leads: 1 });
      expect(hours.filter((h) => (h.page_views ?? 0) > 0)).toHaveLength(2);
      expect(detail.buttons).toEqual([
        { position: 'page_schema[2]', block: 'button', text: '立即领取', clicks: 3, visitors: 2 },
        { position: 'page_schema[5]', block: 'button', text: '查看课程', clicks: 1, visitors: 1 },
      ]);
      expect(detail.channels).toEqual([
        // s1 twice on 1 March, s1 and s3 on 2 March; s2 came without a channel.
        { cps_id: 'wx01', page_views: 4, unique_visitors: 2, clicks: 3, leads: 1 },
        { cps_id: '', page_views: 1, unique_visitors: 1, clicks: 1, leads: 1 },
      ]);
      expect(detail.environments).toEqual([
        { env: 'app', page_views: 3, unique_visitors: 1, clicks: 2 },
        { env: 'desktop', page_views: 1, unique_visitors: 1, clicks: 1 },
        { env: 'wechat', page_views: 1, unique_visitors: 1, clicks: 1 },
      ]);
    });

    it('lists every page with its figures for the period', async () => {
      const answer = await get('/admin/api/stats/pages?from=2026-03-01&to=2026-03-03');
      const rows = body<{ pages: Array<Record<string, unknown>> }>(answer).response.pages;
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.code === 'stats-a')).toEqual({
        code: 'stats-a',
        title: '春季开户活动',
        status: 'live',
        page_views: 5,
        unique_visitors: 3,
        avg_stay_ms: 26_667,
        clicks: 4,
        shares: 0,
        leads: 2,
        conversion: 0.6667,
      });
      expect(rows.find((row) => row.code === 'stats-b')).toMatchObject({
        page_views: 1,
        leads: 1,
        conversion: 1,
      });
    });

    it('refuses a bad period with a 400 naming the parameter', async () => {
      const cases: Array<[string, string]> = [
        ['from=2026-3-1', '参数 from 应为日期，格式 YYYY-MM-DD（如 2026-03-01）'],
        ['from=2026-03-01&to=2026-02-30', '参数 to 应为日期，格式 YYYY-MM-DD（如 2026-03-01）'],
        ['from=2026-03-02&to=2026-03-01', '参数 to 不能早于 from'],
        ['from=2024-01-01&to=2026-03-01', '参数 to 与 from 相隔不能超过 366 天'],
      ];
      for (const [query, msg] of cases) {
        for (const path of ['stats', 'stats/detail', 'leads', 'leads.csv']) {
          const answer = await get(`/admin/api/pages/stats-a/${path}?${query}`);
          expect(answer.statusCode, `${path}?${query}`).toBe(400);
          expect(body(answer).msg).toBe(msg);
        }
      }
      expect((await get('/admin/api/pages/nope/stats')).statusCode).toBe(404);
      expect((await app.inject('/admin/api/pages/stats-a/stats')).statusCode).toBe(401);
    });
  });

  describe('leads', () => {
    it('pages the leads newest first, phones and names masked, with the address where given', async () => {
      const answer = await get(
        '/admin/api/pages/stats-a/leads?from=2026-03-01&to=2026-03-03',
        editor,
      );
      expect(body(answer).response).toMatchObject({
        total: 2,
        page: 1,
        page_size: 20,
        leads: [
          { phone: '139****0002', name: '李**', cps_id: '', address: '广东省 广州市 天河区' },
          { phone: '138****6621', name: '张**', cps_id: 'wx01', address: '' },
        ],
      });
      const second = await get(
        '/admin/api/pages/stats-a/leads?from=2026-03-01&to=2026-03-03&page=2&page_size=1',
        publisher,
      );
      const rows = body<{ leads: Array<Record<string, string>> }>(second).response.leads;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        phone: '138****6621',
        created_at: '2026-03-01T02:00:00.000Z',
      });
      expect(second.body).not.toContain(PHONES.first);
    });

    it('shows a publisher whole leads only when asked, recorded; an editor never', async () => {
      const url = '/admin/api/pages/stats-a/leads?from=2026-03-01&to=2026-03-03&whole=1';
      const refused = await get(url, editor);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(PHONES.first);
      const answer = await get(url, publisher);
      expect(body(answer).response).toMatchObject({
        leads: [
          { phone: PHONES.second, name: '李四' },
          { phone: PHONES.first, name: '张三' },
        ],
      });
      const [latest] = body<{ exports: Array<Record<string, unknown>> }>(
        await get('/admin/api/lead-exports?page_code=stats-a'),
      ).response.exports;
      expect(latest).toMatchObject({
        username: 'admin',
        subject: 'leads',
        action: 'read',
        full_phones: true,
        row_count: 2,
      });
    });

    it('exports CSV with a BOM and Chinese headers: whole phones for publishers', async () => {
      // A channel the marketer named: its name beside its cps_id.
      const named = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/stats-a/channels',
        headers: { cookie: publisher.cookie },
        payload: { cps_id: 'wx01', name: '朋友圈广告' },
      });
      expect(named.statusCode, named.body).toBe(200);
      const answer = await get('/admin/api/pages/stats-a/leads.csv?from=2026-03-01&to=2026-03-03');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="leads-stats-a-2026-03-01-2026-03-03.csv"',
      );
      const bytes = answer.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines).toEqual([
        '提交时间,手机号,姓名,渠道,渠道名称,实验方案,省份,城市,区县',
        '2026-03-01 10:00:00,13812346621,张三,wx01,朋友圈广告,,,,',
        '2026-03-02 00:30:00,13987650002,李四,,,,广东省,广州市,天河区',
        '',
      ]);
    });

    it('masks phones in an editor’s CSV', async () => {
      const answer = await get(
        '/admin/api/pages/stats-a/leads.csv?from=2026-03-01&to=2026-03-03',
        editor,
      );
      expect(answer.statusCode).toBe(200);
      const text = answer.rawPayload.subarray(3).toString('utf8');
      expect(text).toContain('138****6621,张**');
      expect(text).toContain('139****0002,李**');
      expect(text).not.toMatch(/1\d{10}/);
    });

    it('records every export: who, when, which page and period, whole or masked', async () => {
      const before = Date.now();
      await get('/admin/api/pages/stats-b/leads.csv?from=2026-03-01&to=2026-03-01', editor);
      const answer = await get('/admin/api/lead-exports?page_code=stats-b');
      const [latest] = body<{ exports: Array<Record<string, unknown>> }>(answer).response.exports;
      expect(latest).toMatchObject({
        username: 'marketer',
        role: 'editor',
        page_code: 'stats-b',
        from: '2026-03-01',
        to: '2026-03-01',
        full_phones: false,
        row_count: 1,
      });
      expect(Date.parse(String(latest?.exported_at))).toBeGreaterThanOrEqual(before - 1000);
      const all = body<{ exports: Array<Record<string, unknown>> }>(
        await get('/admin/api/lead-exports'),
      ).response.exports;
      const exported = all.filter((row) => row.action === 'export');
      expect(exported.map((row) => [row.username, row.page_code, row.full_phones])).toEqual([
        ['marketer', 'stats-b', false],
        ['marketer', 'stats-a', false],
        ['admin', 'stats-a', true],
      ]);
      // The record is for publishers.
      expect((await get('/admin/api/lead-exports', editor)).statusCode).toBe(403);
    });
  });
}
