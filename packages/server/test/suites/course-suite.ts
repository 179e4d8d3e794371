import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import type { Config } from '../../src/config.ts';
import { bearer, campaignApp, envelope } from '../support/campaign.ts';
import { sqlRows } from '../../src/store/sql-rows.ts';
import { mp4Duration } from '../../src/core/mp4-duration.ts';
import { titleLines } from '../../src/seed/course-poster-svg.ts';
import { appForAll } from '../support/app-for-all.ts';

interface Calendar {
  from: string;
  days: { date: string; activities: { title: string; start_time: string; status: string }[] }[];
}

/** The course calls: the live calendar by day with statuses, the video list, bad input. */
export function courseSuite(config: () => Promise<Partial<Config>>): void {
  let app: FastifyInstance;
  appForAll(async () => (app = await campaignApp(await config())));

  it('gives each day of the calendar its sessions, with their status now', async () => {
    await app.database.db.execute(sql`DELETE FROM live_activities`);
    await app.database.db
      .execute(sql`INSERT INTO live_activities (title, teacher, starts_at, ends_at) VALUES
      ('盘前', '甲', '2030-03-02T01:00:00Z', '2030-03-02T02:00:00Z'),
      ('次日', '乙', '2030-03-03T11:30:00Z', '2030-03-03T12:30:00Z'),
      ('范围外', '丙', '2030-03-09T11:30:00Z', '2030-03-09T12:30:00Z'),
      ('直播中', '丁',
        -- Begun, but today in China even just after its midnight (else it is yesterday's).
        GREATEST(now() - interval '10 minutes',
          date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'),
        now() + interval '50 minutes')`);
    const calendar = envelope<Calendar>(
      await app.inject({ url: `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?from=2030-03-02&days=3` }),
    ).response;
    expect(calendar.from).toBe('2030-03-02');
    expect(
      calendar.days.map((d) => [
        d.date,
        d.activities.map((a) => [a.title, a.start_time, a.status]),
      ]),
    ).toEqual([
      ['2030-03-02', [['盘前', '09:00', 'upcoming']]],
      ['2030-03-03', [['次日', '19:30', 'upcoming']]],
      ['2030-03-04', []],
    ]);
    const today = envelope<Calendar>(
      await app.inject({ url: `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=1` }),
    ).response;
    expect(today.days[0]!.activities).toEqual([
      expect.objectContaining({ title: '直播中', status: 'live' }),
    ]);
  });

  it('reserves an upcoming session once, lists it, cancels it; refuses started, unknown and no token', async () => {
    await app.database.db
      .execute(sql`INSERT INTO live_activities (title, teacher, starts_at, ends_at) VALUES
      ('预约场', '甲', now() + interval '1 day', now() + interval '1 day 1 hour'),
      ('进行中', '乙', now() - interval '5 minutes', now() + interval '55 minutes')`);
    const [upcoming, live] = (
      await sqlRows<{ id: number }>(
        app.database.db,
        sql`SELECT id::int AS id FROM live_activities WHERE title IN ('预约场', '进行中')
            ORDER BY starts_at DESC`,
      )
    ).map((row) => row.id);
    const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: path, payload, headers });
    const mine = async (headers: Record<string, string>) =>
      envelope<{ ids: number[] }>(
        await app.inject({ url: API_PATHS.LIVE_MY_RESERVATIONS, headers }),
      ).response.ids;

    expect((await post(API_PATHS.LIVE_RESERVE, { activity_id: upcoming })).statusCode).toBe(401);
    expect((await app.inject({ url: API_PATHS.LIVE_MY_RESERVATIONS })).statusCode).toBe(401);
    const headers = await bearer(app, 660_001);
    const twice = await Promise.all(
      [1, 2].map(() => post(API_PATHS.LIVE_RESERVE, { activity_id: upcoming }, headers)),
    );
    expect(twice.map((r) => envelope<{ reserved: boolean }>(r).response.reserved)).toEqual([
      true,
      true,
    ]);
    expect(await mine(headers)).toEqual([upcoming]);
    expect(await mine(await bearer(app, 660_002))).toEqual([]);

    const started = await post(API_PATHS.LIVE_RESERVE, { activity_id: live }, headers);
    expect(started.statusCode).toBe(409);
    expect(envelope(started).msg).toBe('直播已开始，无需预约，请进入直播间观看');
    const unknown = await post(API_PATHS.LIVE_RESERVE, { activity_id: 999_999 }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('该场直播不存在');
    const bad = await post(API_PATHS.LIVE_RESERVE, { activity_id: 'x' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 activity_id 应为整数');

    const cancelled = await post(
      API_PATHS.LIVE_CANCEL_RESERVATION,
      { activity_id: upcoming },
      headers,
    );
    expect(envelope<{ reserved: boolean }>(cancelled).response.reserved).toBe(false);
    expect(await mine(headers)).toEqual([]);
  });

  it('lists the course videos in order, by category too', async () => {
    const all = envelope<{ list: { title: string; video_url: string }[] }>(
      await app.inject({ url: API_PATHS.VIDEO_LIST }),
    ).response.list;
    expect(all.map((v) => v.title)[0]).toBe('三分钟看懂K线');
    expect(all).toHaveLength(5);
    const risk = envelope<{ list: { title: string }[] }>(
      await app.inject({ url: `${API_PATHS.VIDEO_LIST}?category=${encodeURIComponent('风控')}` }),
    ).response.list;
    expect(risk.map((v) => v.title)).toEqual(['止损与仓位：活下来才有机会']);
  });

  it('each video is a clip of its own, 3 to 5 minutes, listed with the duration its file states', async () => {
    const list = envelope<{
      list: { title: string; duration_seconds: number; poster: string; video_url: string }[];
    }>(await app.inject({ url: API_PATHS.VIDEO_LIST })).response.list;
    expect(new Set(list.map((video) => video.video_url)).size).toBe(list.length);
    for (const video of list) {
      const file = await app.inject({ url: video.video_url });
      expect(file.statusCode, video.video_url).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');
      const seconds = mp4Duration(file.rawPayload);
      expect(seconds, video.title).not.toBeNull();
      expect(video.duration_seconds, video.title).toBe(Math.round(seconds!));
      expect(seconds!).toBeGreaterThanOrEqual(180);
      expect(seconds!).toBeLessThanOrEqual(300);
      const poster = await app.inject({ url: video.poster });
      expect(poster.statusCode, video.poster).toBe(200);
      // The lesson's title card, drawn with its own title.
      expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(poster.payload).toContain(titleLines(video.title)[0]);
    }
  });

  it('refuses a malformed date or range', async () => {
    const cases: [string, string][] = [
      [`${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?from=2030-3-2`, '参数 from 格式不正确'],
      [`${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=15`, '参数 days 不能大于 14'],
      [`${API_PATHS.VIDEO_LIST}?limit=x`, '参数 limit 应为整数'],
    ];
    for (const [url, msg] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
  });
}
