import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STATS_TIME_ZONE, addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import type { PageStatsDetail } from '@h5-page/schema/page-stats';
import { createStatsRepository } from '../../src/stats/stats-repository.ts';
import { periodBetween } from '../../src/core/stats-period.ts';
import type { StatsPeriod } from '../../src/core/stats-period.ts';
import { migrate } from '../../src/store/migrate.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import type { Database, Db } from '../../src/store/open-database.ts';
import { sqlRows } from '../../src/store/sql-rows.ts';
import { createEventRepository } from '../../src/tracking/event-repository.ts';
import type { EventRepository, NewEvent } from '../../src/tracking/event-repository.ts';
import { insertSyntheticEvents } from '../../src/tracking/synthetic-events.ts';
import { openOlderStore } from '../support/older-store.ts';
import type { FreshDatabase } from './event-partitions-suite.ts';

/**
 * The stats breakdown read from its rollups (migration 0121) against the same figures worked out
 * from the raw events by the queries the breakdown used before the rollups: for events the
 * writer stores in batches (generated, with sessions spread over days, hours, channels and
 * environments, events without a session, button texts of any characters), for an older store's
 * events after the upgrade, and after the retention. Run on PGlite (stats-breakdown.test.ts)
 * and PostgreSQL (stats-breakdown-postgres.test.ts).
 */

type Figures = Omit<PageStatsDetail, 'by_hour' | 'channels' | 'funnel'> & {
  by_hour: Array<{ hour: number; page_views: number; unique_visitors: number; clicks: number }>;
  channels: Array<{ cps_id: string; page_views: number; unique_visitors: number; clicks: number }>;
  unique_visitors: number;
};

/** The breakdown as the raw events give it: the queries in use before the rollups. */
async function fromEvents(db: Db, code: string, period: StatsPeriod): Promise<Figures> {
  const where = sql`page_code = ${code} AND created_at >= ${period.start.toISOString()}::timestamptz
    AND created_at < ${period.end.toISOString()}::timestamptz`;
  const figures = sql`count(*) FILTER (WHERE kind = 'pv')::int AS page_views,
    count(DISTINCT session_id) FILTER (WHERE kind = 'pv')::int AS unique_visitors,
    count(*) FILTER (WHERE kind = 'click')::int AS clicks`;
  const [overall] = await sqlRows<{
    median_stay_ms: number;
    clicking_visitors: number;
    unique_visitors: number;
  }>(
    db,
    sql`SELECT coalesce(round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms)
        FILTER (WHERE kind = 'beacon' AND duration_ms IS NOT NULL)), 0)::int AS median_stay_ms,
      count(DISTINCT session_id) FILTER (WHERE kind = 'click')::int AS clicking_visitors,
      count(DISTINCT session_id) FILTER (WHERE kind = 'pv')::int AS unique_visitors
    FROM events WHERE ${where}`,
  );
  const byHour = await sqlRows<Figures['by_hour'][number]>(
    db,
    sql`SELECT extract(hour FROM created_at AT TIME ZONE ${STATS_TIME_ZONE})::int AS hour, ${figures}
      FROM events WHERE ${where} AND kind IN ('pv', 'click') GROUP BY 1 ORDER BY 1`,
  );
  const buttons = await sqlRows<PageStatsDetail['buttons'][number]>(
    db,
    sql`SELECT coalesce(data->>'path', '') AS position, coalesce(data->>'block', '') AS block,
        coalesce(data->>'name', '') AS text, count(*)::int AS clicks,
        count(DISTINCT session_id)::int AS visitors
      FROM events WHERE ${where} AND kind = 'click' GROUP BY 1, 2, 3`,
  );
  const channels = await sqlRows<Figures['channels'][number]>(
    db,
    sql`SELECT coalesce(cps_id, '') AS cps_id, ${figures}
      FROM events WHERE ${where} AND kind IN ('pv', 'click') GROUP BY 1`,
  );
  const environments = await sqlRows<PageStatsDetail['environments'][number]>(
    db,
    sql`SELECT coalesce(env, 'desktop') AS env, ${figures}
      FROM events WHERE ${where} AND kind IN ('pv', 'click') GROUP BY 1`,
  );
  return {
    median_stay_ms: overall?.median_stay_ms ?? 0,
    clicking_visitors: overall?.clicking_visitors ?? 0,
    unique_visitors: overall?.unique_visitors ?? 0,
    by_hour: byHour,
    buttons,
    channels,
    environments,
  };
}

/** The breakdown call's answer in the shape above, rows in one order (ties order freely). */
async function fromRollups(db: Db, code: string, period: StatsPeriod): Promise<Figures> {
  const detail = await createStatsRepository(db).detail(code, period);
  return {
    median_stay_ms: detail.median_stay_ms,
    clicking_visitors: detail.clicking_visitors,
    unique_visitors: detail.funnel.unique_visitors,
    by_hour: detail.by_hour
      .filter((row) => row.page_views > 0 || row.clicks > 0)
      .map(({ leads: _leads, ...row }) => row),
    buttons: detail.buttons,
    channels: detail.channels.map(({ leads: _leads, ...row }) => row),
    environments: detail.environments,
  };
}

const sorted = (figures: Figures): Figures => {
  const key = (row: object) => JSON.stringify(row);
  const by = <T extends object>(rows: T[]) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  return {
    ...figures,
    by_hour: by(figures.by_hour),
    buttons: by(figures.buttons),
    channels: by(figures.channels),
    environments: by(figures.environments),
  };
};

// Shanghai is UTC+8: the instants below fall on 1 to 3 May 2030, Shanghai days, at every hour.
const DAY_ONE = Date.parse('2030-04-30T16:00:00Z');
const HOUR = 3_600_000;

const eventArbitrary = fc.record({
  kind: fc.constantFrom('pv', 'pv', 'click', 'click', 'beacon', 'share'),
  session: fc.option(fc.constantFrom('s-1', 's-2', 's-3', 's-4', 's-5'), { freq: 6 }),
  hour: fc.integer({ min: 0, max: 3 * 24 - 1 }),
  minute: fc.integer({ min: 0, max: 59 }),
  env: fc.option(fc.constantFrom('app', 'wechat', 'mobile', 'desktop'), { freq: 4 }),
  cps: fc.option(fc.constantFrom('wx-1', 'wx-2', 'sms'), { freq: 2 }),
  duration: fc.option(fc.integer({ min: 0, max: 600_000 }), { freq: 4 }),
  button: fc.constantFrom<Record<string, unknown>>(
    { block: 'button', path: 'page_schema[0]', name: '立即领取' },
    { block: 'button', path: 'page_schema[1]', name: '立即领取' },
    // Texts that would run together under a plain separator, and values that are not text.
    { block: 'button', path: 'page_schema[2]\u001f', name: 'x' },
    { block: 'button', path: 'page_schema[2]', name: '\u001fx' },
    { block: 'form', path: 'page_schema[3]', name: '"]\\,' },
    { block: 'link', path: 7, name: true },
    {},
  ),
});

type GeneratedEvent = typeof eventArbitrary extends fc.Arbitrary<infer T> ? T : never;

const toEvent = (code: string, generated: GeneratedEvent): NewEvent => ({
  kind: generated.kind,
  pageCode: code,
  sessionId: generated.session,
  env: generated.env,
  cpsId: generated.cps,
  durationMs: generated.kind === 'beacon' ? generated.duration : null,
  data: generated.kind === 'click' ? generated.button : null,
  createdAt: new Date(DAY_ONE + generated.hour * HOUR + generated.minute * 60_000),
});

export function breakdownRollupsSuite(
  databaseUrl: () => string | null,
  freshDatabase: () => Promise<FreshDatabase>,
): void {
  let database: Database;
  let events: EventRepository;
  let pages = 0;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: ':memory:', databaseUrl: databaseUrl() });
    await migrate(database);
    events = createEventRepository(database.db);
  });
  afterAll(async () => {
    await events?.close();
    await database?.close();
  });

  it('gives the figures the events give, for any events written in batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(eventArbitrary, { minLength: 1, maxLength: 12 }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (batches) => {
          pages += 1;
          const code = `breakdown-${pages}`;
          // Each batch as the writer stores it: one statement, its rollups with it.
          for (const batch of batches) await events.insertMany(batch.map((e) => toEvent(code, e)));
          for (const period of [
            periodBetween('2030-05-01', '2030-05-03'),
            periodBetween('2030-05-02', '2030-05-02'),
          ]) {
            expect(sorted(await fromRollups(database.db, code, period))).toEqual(
              sorted(await fromEvents(database.db, code, period)),
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("adds the development seed's events to the rollups, each call's sessions its own", async () => {
    const code = 'breakdown-seeded';
    await insertSyntheticEvents(database.db, { code, count: 2_000, days: 2 });
    await insertSyntheticEvents(database.db, { code, count: 2_000, days: 2 });
    const today = statsDateOf(Date.now());
    const period = periodBetween(addStatsDays(today, -3), today);
    const seeded = await fromRollups(database.db, code, period);
    expect(sorted(seeded)).toEqual(sorted(await fromEvents(database.db, code, period)));
    // A call's events 1 to 2,000 make sessions 0 to 250 (8 events each, the last one of one);
    // events 12 to 19 of every 20 are clicks and beacons, so each fifth session has no view:
    // 201 visitors a call, and the second call's are others.
    expect(seeded.unique_visitors).toBe(402);
  });

  it('counts events without a session in the sums, never as a visitor', async () => {
    const code = 'breakdown-no-session';
    const at = new Date(DAY_ONE + 10 * HOUR);
    await events.insertMany([
      { kind: 'pv', pageCode: code, sessionId: null, env: 'app', createdAt: at },
      { kind: 'pv', pageCode: code, sessionId: 's-9', env: 'app', createdAt: at },
      {
        kind: 'click',
        pageCode: code,
        sessionId: null,
        env: 'app',
        createdAt: at,
        data: { name: '预约' },
      },
    ]);
    const detail = await createStatsRepository(database.db).detail(
      code,
      periodBetween('2030-05-01', '2030-05-01'),
    );
    expect(detail.by_hour[10]).toEqual({
      hour: 10,
      page_views: 2,
      unique_visitors: 1,
      clicks: 1,
      leads: 0,
    });
    expect(detail.funnel).toEqual({ unique_visitors: 1, clicking_visitors: 0, leads: 0 });
    expect(detail.buttons).toEqual([
      { position: '', block: '', text: '预约', clicks: 1, visitors: 0 },
    ]);
  });

  it('lets the retention take the rollups of the days before it, and keeps its own day whole', async () => {
    const code = 'breakdown-retention';
    const at = (iso: string) => new Date(iso);
    await events.insertMany([
      // 1 May and 2 May in Shanghai; the second one's events on both sides of the cut.
      { kind: 'pv', pageCode: code, sessionId: 's-1', createdAt: at('2030-05-01T02:00:00Z') },
      { kind: 'click', pageCode: code, sessionId: 's-1', createdAt: at('2030-05-01T02:01:00Z') },
      { kind: 'pv', pageCode: code, sessionId: 's-2', createdAt: at('2030-05-02T01:00:00Z') },
      { kind: 'click', pageCode: code, sessionId: 's-2', createdAt: at('2030-05-02T03:00:00Z') },
    ]);
    await events.pruneBefore(at('2030-05-02T02:00:00Z'));
    const left = await sqlRows<{ day: string; rows: number }>(
      database.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS rows FROM (
          SELECT day FROM page_session_rollups WHERE page_code = ${code}
          UNION ALL SELECT day FROM page_button_rollups WHERE page_code = ${code}) AS kept
        GROUP BY 1 ORDER BY 1`,
    );
    // s-2's view and click (two hours), and its click on the button.
    expect(left).toEqual([{ day: '2030-05-02', rows: 3 }]);
  });

  it("puts an older store's events in the breakdown when it is upgraded", async () => {
    const fresh = await freshDatabase();
    let older: Database | undefined;
    try {
      older = await openOlderStore(fresh.url, '0121');
      await older.withSession((session) =>
        session.query(
          `INSERT INTO events (kind, page_code, session_id, duration_ms, env, cps_id, data, created_at)
           VALUES ('pv', 'kept', 's-1', NULL, 'wechat', 'wx-1', NULL, '2030-05-01T02:00:00Z'),
                  ('pv', 'kept', 's-1', NULL, 'wechat', 'wx-1', NULL, '2030-05-01T02:30:00Z'),
                  ('click', 'kept', 's-1', NULL, 'wechat', 'wx-1',
                    '{"block": "button", "path": "page_schema[1]", "name": "领取"}', '2030-05-01T02:31:00Z'),
                  ('pv', 'kept', 's-2', NULL, NULL, NULL, NULL, '2030-05-02T13:00:00Z'),
                  ('click', 'kept', NULL, NULL, 'app', NULL, '{"name": 3}', '2030-05-02T13:05:00Z'),
                  ('beacon', 'kept', 's-2', 4200, NULL, NULL, NULL, '2030-05-02T13:10:00Z')`,
        ),
      );
      expect(await migrate(older)).toContain('0121');
      const period = periodBetween('2030-05-01', '2030-05-03');
      const upgraded = await fromRollups(older.db, 'kept', period);
      expect(sorted(upgraded)).toEqual(sorted(await fromEvents(older.db, 'kept', period)));
      expect(upgraded.unique_visitors).toBe(2);
      expect(upgraded.channels).toHaveLength(2);
    } finally {
      await older?.close();
      await fresh.drop();
    }
  });
}
