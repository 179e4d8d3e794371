import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { body } from '../support/admin.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { publishPages, visitSessionOf } from '../support/visit.ts';
import { codeFor } from '../support/accounts.ts';
import { signedInAccount } from '../support/signed-in-editor.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from '../../src/tracking/collect.ts';

/**
 * A page's figures hour by hour over one Shanghai day and minute by minute over the last hour,
 * against visits, clicks and leads sent through the real collector and lead endpoint at known
 * times (only the clock is faked: events and leads take their time from it), around a Shanghai
 * midnight. Run on PGlite (stats-by-time.test.ts) and PostgreSQL (stats-by-time-postgres.test.ts).
 */

// Shanghai is UTC+8: 16:00Z is midnight there.
const MAR9_23H59 = '2026-03-09T15:59:30Z';
const MAR10_00H00 = '2026-03-09T16:00:10Z';
const MAR10_10H15 = '2026-03-10T02:15:00Z';
const MAR10_23H00_59 = '2026-03-10T15:00:59Z';
const MAR10_23H01 = '2026-03-10T15:01:00Z';
const MAR10_23H59_59 = '2026-03-10T15:59:59Z';
const MAR11_00H00 = '2026-03-10T16:00:00Z';
/** The live view's clock: its minutes run from 15:01Z (23:01) to 16:00Z (00:00), that one unfinished. */
const MAR11_00H00_30 = '2026-03-10T16:00:30Z';

const ZERO = { page_views: 0, unique_visitors: 0, clicks: 0, leads: 0 };

export function statsByTimeSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: { cookie: string };
  let editor: { cookie: string };

  const pv = (code: string, sid: string) =>
    app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=${code}&page_id=1&sid=${sid}&path=${encodeURIComponent(`/h5-page/h5/${code}`)}`,
    });
  const click = (code: string, sid: string) =>
    app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: {
        events: [
          {
            type: 'click',
            name: '立即领取',
            data: { block: 'button', path: 'page_schema[0]' },
            page_code: code,
            page_id: 1,
            uid: null,
            sid,
            vs: visitSessionOf(app, sid, code),
            path: `/h5-page/h5/${code}`,
          },
        ],
      },
    });
  let leadsSent = 0;
  const lead = async (code: string) => {
    leadsSent += 1;
    const handset = `1380000${String(leadsSent).padStart(4, '0')}`;
    const sms = await codeFor(app, handset, `10.0.2.${leadsSent}`);
    const answer = await app.inject({
      method: 'POST',
      url: API_PATHS.GIFT_ACTIVITY,
      payload: {
        nick_name: '访客',
        handset,
        code: sms,
        is_send_result: 0,
        cps_id: '',
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
  const get = (url: string, who = admin) => app.inject({ url, headers: { cookie: who.cookie } });
  const hoursOf = async (query: string) => {
    const answer = await get(`/admin/api/pages/launch/stats/hours?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return body<{ date: string; hours: Array<Record<string, number>> }>(answer).response;
  };

  beforeAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), { seed: false }));
    await publishPages(app, 'launch', 'other');
    editor = await signedInAccount(app, { cookie: admin.cookie }, 'marketer', 'editor');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      at(MAR9_23H59);
      await sent([pv('launch', 's1')]);
      at(MAR10_00H00);
      await sent([pv('launch', 's1'), click('launch', 's1')]);
      at(MAR10_10H15);
      await sent([
        pv('launch', 's2'),
        pv('launch', 's2'),
        pv('launch', 's3'),
        click('launch', 's2'),
        pv('other', 's9'),
      ]);
      await lead('launch');
      at(MAR10_23H00_59);
      await sent([pv('launch', 's4')]);
      at(MAR10_23H01);
      await sent([pv('launch', 's5'), click('launch', 's5')]);
      at(MAR10_23H59_59);
      await sent([pv('launch', 's5'), pv('launch', 's6'), pv('other', 's9'), click('other', 's9')]);
      await lead('launch');
      await lead('other');
      at(MAR11_00H00);
      await sent([pv('launch', 's6'), click('launch', 's6')]);
      await lead('launch');
    } finally {
      vi.useRealTimers();
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('hour by hour over one day', () => {
    it('gives the 24 Shanghai hours of the day chosen, zeros included', async () => {
      const { date, hours } = await hoursOf('date=2026-03-10');
      expect(date).toBe('2026-03-10');
      expect(hours.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
      // 00:00:10 in Shanghai is still 9 March in UTC, and counts on the 10th.
      expect(hours[0]).toEqual({ hour: 0, page_views: 1, unique_visitors: 1, clicks: 1, leads: 0 });
      // s2 twice and s3; s2's click; the first lead.
      expect(hours[10]).toEqual({
        hour: 10,
        page_views: 3,
        unique_visitors: 2,
        clicks: 1,
        leads: 1,
      });
      // s4 at 23:00:59, s5 at 23:01 and 23:59:59, s6 at 23:59:59; the other page left out.
      expect(hours[23]).toEqual({
        hour: 23,
        page_views: 4,
        unique_visitors: 3,
        clicks: 1,
        leads: 1,
      });
      const others = hours.filter((row) => ![0, 10, 23].includes(row.hour!));
      expect(others).toHaveLength(21);
      for (const row of others) expect(row).toEqual({ hour: row.hour, ...ZERO });
    });

    it('puts the last second before a Shanghai midnight on its own day, the first after on the next', async () => {
      const before = await hoursOf('date=2026-03-09');
      expect(before.hours[23]).toEqual({ hour: 23, ...ZERO, page_views: 1, unique_visitors: 1 });
      expect(before.hours.filter((row) => row.page_views! > 0)).toHaveLength(1);
      const after = await hoursOf('date=2026-03-11');
      expect(after.hours[0]).toEqual({
        hour: 0,
        page_views: 1,
        unique_visitors: 1,
        clicks: 1,
        leads: 1,
      });
      expect(after.hours.slice(1).every((row) => row.page_views === 0 && row.leads === 0)).toBe(
        true,
      );
    });

    it('agrees with the day’s figures', async () => {
      const { hours } = await hoursOf('date=2026-03-10');
      const day = body<{ by_day: Array<Record<string, number>> }>(
        await get('/admin/api/pages/launch/stats?from=2026-03-10&to=2026-03-10'),
      ).response.by_day[0];
      const sum = (key: 'page_views' | 'clicks' | 'leads') =>
        hours.reduce((total, row) => total + row[key]!, 0);
      expect({ page_views: sum('page_views'), clicks: sum('clicks'), leads: sum('leads') }).toEqual(
        { page_views: day?.page_views, clicks: day?.clicks, leads: day?.leads },
      );
    });

    it('is today in Shanghai without a date, and open to every role that sees the stats', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        at(MAR11_00H00_30);
        const answer = await get('/admin/api/pages/launch/stats/hours', editor);
        expect(answer.statusCode, answer.body).toBe(200);
        const { date, hours } = body<{ date: string; hours: Array<Record<string, number>> }>(
          answer,
        ).response;
        expect(date).toBe('2026-03-11');
        expect(hours[0]).toMatchObject({ page_views: 1, leads: 1 });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('the last 60 minutes', () => {
    type Live = {
      updated_at: string;
      minutes: Array<{ at: string } & typeof ZERO>;
      totals: typeof ZERO;
    };
    const liveAt = async (iso: string, who = admin) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        at(iso);
        const answer = await get('/admin/api/pages/launch/stats/live', who);
        expect(answer.statusCode, answer.body).toBe(200);
        return body<Live>(answer).response;
      } finally {
        vi.useRealTimers();
      }
    };

    it('has a row for each minute, oldest first, the current one last, zeros included', async () => {
      const live = await liveAt(MAR11_00H00_30, editor);
      expect(live.updated_at).toBe('2026-03-10T16:00:30.000Z');
      expect(live.minutes).toHaveLength(60);
      expect(live.minutes[0]?.at).toBe('2026-03-10T15:01:00.000Z');
      expect(live.minutes[59]?.at).toBe('2026-03-10T16:00:00.000Z');
      // s5's view and click at 23:01; s4 at 23:00:59 is a second too early.
      expect(live.minutes[0]).toEqual({
        at: '2026-03-10T15:01:00.000Z',
        page_views: 1,
        unique_visitors: 1,
        clicks: 1,
        leads: 0,
      });
      // 23:59:59 in Shanghai: s5 and s6, a lead; the other page's view, click and lead left out.
      expect(live.minutes[58]).toEqual({
        at: '2026-03-10T15:59:00.000Z',
        page_views: 2,
        unique_visitors: 2,
        clicks: 0,
        leads: 1,
      });
      // Midnight in Shanghai, the minute under way.
      expect(live.minutes[59]).toEqual({
        at: '2026-03-10T16:00:00.000Z',
        page_views: 1,
        unique_visitors: 1,
        clicks: 1,
        leads: 1,
      });
      const quiet = live.minutes.slice(1, 58);
      expect(quiet).toHaveLength(57);
      for (const row of quiet) expect(row).toEqual({ at: row.at, ...ZERO });
      // Each minute a minute after the one before.
      const steps = live.minutes
        .slice(1)
        .map((row, i) => Date.parse(row.at) - Date.parse(live.minutes[i]!.at));
      expect(new Set(steps)).toEqual(new Set([60_000]));
      // s5 and s6 each count once over the hour, though each came in two minutes.
      expect(live.totals).toEqual({ page_views: 4, unique_visitors: 2, clicks: 2, leads: 2 });
    });

    it('moves with the clock: a minute later the first minute has left', async () => {
      const live = await liveAt('2026-03-10T16:01:00Z');
      expect(live.minutes[0]?.at).toBe('2026-03-10T15:02:00.000Z');
      expect(live.minutes[57]).toMatchObject({ page_views: 2, leads: 1 });
      expect(live.minutes[58]).toMatchObject({ page_views: 1, clicks: 1, leads: 1 });
      expect(live.minutes[59]).toEqual({ at: '2026-03-10T16:01:00.000Z', ...ZERO });
      expect(live.totals).toEqual({ page_views: 3, unique_visitors: 2, clicks: 1, leads: 2 });
    });

    it('is all zeros for an hour without visits, from the repository’s own clock', async () => {
      const live = await app.stats.lastHour('launch', new Date('2026-03-10T12:00:00Z'));
      expect(live.minutes).toHaveLength(60);
      expect(
        live.minutes.every((row) =>
          Object.values(row)
            .slice(1)
            .every((n) => n === 0),
        ),
      ).toBe(true);
      expect(live.totals).toEqual(ZERO);
    });
  });

  describe('refusals', () => {
    it('names the date at fault, and knows only the pages there are and signed-in accounts', async () => {
      const cases: Array<[string, string]> = [
        ['date=2026-3-1', '参数 date 格式不正确'],
        ['date=2026-02-30', '参数 date 不是有效的日期（YYYY-MM-DD，如 2026-03-01）'],
      ];
      for (const [query, msg] of cases) {
        const answer = await get(`/admin/api/pages/launch/stats/hours?${query}`);
        expect(answer.statusCode, query).toBe(400);
        expect(body(answer).msg).toBe(msg);
      }
      for (const path of ['stats/hours', 'stats/live']) {
        const unknown = await get(`/admin/api/pages/nope/${path}`);
        expect(unknown.statusCode, path).toBe(404);
        expect(body(unknown).msg).toBe('页面不存在');
        expect((await app.inject(`/admin/api/pages/launch/${path}`)).statusCode).toBe(401);
      }
    });
  });
}
