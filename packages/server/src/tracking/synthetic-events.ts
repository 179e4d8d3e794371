import { sql } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '@h5-page/schema/stats-period';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { buttonRollupsFrom, sessionRollupsFrom } from './breakdown-rollups.ts';
import { createMonthPartitions, monthStart } from './event-partitions.ts';

const CHUNK = 100_000;

export interface SyntheticEvents {
  code: string;
  count: number;
  days: number;
}

/**
 * Inserts `count` synthetic events of one page, spread evenly over the last `days` days (views,
 * clicks on six buttons, beacons with durations; sessions of 8 events, each in one of five
 * environments and, for a third of them, one of seven channels), generated inside the database,
 * and adds them to the daily and the breakdown's rollups. Development only: the route
 * `POST /dev/events/seed` and the benchmark's million events.
 */
export async function insertSyntheticEvents(
  db: Db,
  { code, count, days }: SyntheticEvents,
): Promise<void> {
  const seconds = days * 86_400;
  // The months the events fall in get their partitions first, as if the upkeep had run then,
  // rather than piling up in the default partition.
  const now = new Date();
  const months: Date[] = [];
  for (let month = monthStart(new Date(now.getTime() - seconds * 1000)); month <= now;) {
    months.push(month);
    month = monthStart(month, 1);
  }
  await createMonthPartitions(db, months);
  const rows = await sqlRows<{ last: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::float8 AS last FROM events`,
  );
  const before = rows[0]?.last ?? 0;
  // Each call's sessions are its own: a second call adds visitors, not more of the same ones.
  // A session's environment changes every fifth session, so each environment has sessions that
  // start at every point of the views-clicks-beacons cycle (20 events, 2.5 sessions).
  const sessions = `bench-${before}-`;
  for (let first = 1; first <= count; first += CHUNK) {
    const last = Math.min(count, first + CHUNK - 1);
    await db.execute(sql`
      INSERT INTO events
        (kind, page_code, page_id, session_id, path, duration_ms, data, env, cps_id, created_at)
      SELECT
        CASE WHEN i % 20 < 12 THEN 'pv' WHEN i % 20 < 17 THEN 'click' ELSE 'beacon' END,
        ${code}, 1001, ${sessions} || (i / 8), '/h5-page/h5/' || ${code},
        CASE WHEN i % 20 >= 17 THEN 1000 + (i % 120) * 1000 END,
        CASE WHEN i % 20 BETWEEN 12 AND 16 THEN jsonb_build_object(
          'block', 'button', 'path', 'page_schema[' || (i % 6) || ']', 'name', '按钮 ' || (i % 6))
        END,
        (ARRAY['app', 'wechat', 'miniprogram', 'mobile', 'desktop'])[1 + (i / 40) % 5],
        CASE WHEN (i / 8) % 3 = 0 THEN 'wx-ad-' || ((i / 8) % 7) END,
        now() - (i::float8 * ${seconds} / ${count}) * interval '1 second'
      FROM generate_series(${first}::int, ${last}::int) AS i`);
  }
  // The rows went in by SQL, not through the event writer: add them to the rollups here.
  await db.execute(sql`
    INSERT INTO page_day_rollups (page_code, day, page_views, clicks, stays, stay_sum_ms)
    SELECT page_code, (created_at AT TIME ZONE ${STATS_TIME_ZONE})::date,
      count(*) FILTER (WHERE kind = 'pv'), count(*) FILTER (WHERE kind = 'click'),
      count(duration_ms) FILTER (WHERE kind = 'beacon'),
      coalesce(sum(duration_ms) FILTER (WHERE kind = 'beacon'), 0)
    FROM events WHERE id > ${before} AND page_code = ${code}
    GROUP BY 1, 2
    ON CONFLICT (page_code, day) DO UPDATE SET
      page_views = page_day_rollups.page_views + EXCLUDED.page_views,
      clicks = page_day_rollups.clicks + EXCLUDED.clicks,
      stays = page_day_rollups.stays + EXCLUDED.stays,
      stay_sum_ms = page_day_rollups.stay_sum_ms + EXCLUDED.stay_sum_ms`);
  await db.execute(sql`
    INSERT INTO page_day_visitors (page_code, day, session_id)
    SELECT DISTINCT page_code, (created_at AT TIME ZONE ${STATS_TIME_ZONE})::date, session_id
    FROM events WHERE id > ${before} AND page_code = ${code} AND kind = 'pv'
    ON CONFLICT DO NOTHING`);
  const added = sql`(SELECT * FROM events WHERE id > ${before} AND page_code = ${code})`;
  await db.execute(sessionRollupsFrom(added));
  await db.execute(buttonRollupsFrom(added));
  // What autovacuum does a while after a bulk load, done now so the stats read the rollups by
  // index alone and the planner knows the new sizes.
  await db.execute(sql`VACUUM ANALYZE page_day_rollups, page_day_visitors, page_session_rollups,
    page_button_rollups`);
  await db.execute(sql`ANALYZE events`);
}
