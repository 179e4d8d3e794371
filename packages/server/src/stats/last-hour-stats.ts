import { sql } from 'drizzle-orm';
import type { LiveMinutes } from '@h5-page/schema/admin-api/stats';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';

const MINUTE_MS = 60_000;
/** Minutes the live view shows, the current one included. */
export const LIVE_MINUTES = 60;

type Figures = LiveMinutes['totals'];

/**
 * A page's figures minute by minute over the hour up to `now`, read from the events themselves
 * (the rollups stop at the hour) through the covering index `events_stats_idx`, and from the
 * leads table by `leads_page_code_created_at_idx`: an hour of a busy launch is a short range of
 * both. Shanghai is UTC+8 all year, a whole number of hours, so its minutes start where UTC's do
 * and a minute's place is its distance from the first one. Views, visitors and clicks are counted
 * as the rollups count them (a visitor is a session with a view; events without a session add
 * to the sums only).
 */
export async function lastHourStats(db: Db, code: string, now: Date): Promise<LiveMinutes> {
  const current = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const start = new Date(current - (LIVE_MINUTES - 1) * MINUTE_MS);
  const end = new Date(current + MINUTE_MS);
  const within = sql`page_code = ${code} AND created_at >= ${start.toISOString()}::timestamptz
    AND created_at < ${end.toISOString()}::timestamptz`;
  const minuteOf = sql`floor(extract(epoch FROM created_at - ${start.toISOString()}::timestamptz) / 60)::int`;
  const visits = sql`count(*) FILTER (WHERE kind = 'pv')::int AS page_views,
    count(DISTINCT session_id) FILTER (WHERE kind = 'pv' AND session_id <> '')::int AS unique_visitors,
    count(*) FILTER (WHERE kind = 'click')::int AS clicks`;
  const viewsAndClicks = sql`${within} AND kind IN ('pv', 'click')`;
  type VisitRow = Omit<Figures, 'leads'>;
  const [perMinute, [whole], leadRows] = await Promise.all([
    sqlRows<VisitRow & { minute: number }>(
      db,
      sql`SELECT ${minuteOf} AS minute, ${visits} FROM events WHERE ${viewsAndClicks} GROUP BY 1`,
    ),
    sqlRows<VisitRow>(db, sql`SELECT ${visits} FROM events WHERE ${viewsAndClicks}`),
    sqlRows<{ minute: number; leads: number }>(
      db,
      sql`SELECT ${minuteOf} AS minute, count(*)::int AS leads FROM leads WHERE ${within}
          GROUP BY 1`,
    ),
  ]);
  const visitsAt = new Map(perMinute.map((row) => [row.minute, row]));
  const leadsAt = new Map(leadRows.map((row) => [row.minute, row.leads]));
  const minutes = Array.from({ length: LIVE_MINUTES }, (_, minute) => ({
    at: new Date(start.getTime() + minute * MINUTE_MS).toISOString(),
    page_views: visitsAt.get(minute)?.page_views ?? 0,
    unique_visitors: visitsAt.get(minute)?.unique_visitors ?? 0,
    clicks: visitsAt.get(minute)?.clicks ?? 0,
    leads: leadsAt.get(minute) ?? 0,
  }));
  return {
    updated_at: now.toISOString(),
    minutes,
    totals: {
      page_views: whole?.page_views ?? 0,
      unique_visitors: whole?.unique_visitors ?? 0,
      clicks: whole?.clicks ?? 0,
      leads: leadRows.reduce((sum, row) => sum + row.leads, 0),
    },
  };
}
