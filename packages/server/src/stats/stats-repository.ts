import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE, addStatsDays } from '@h5-page/schema/stats-period';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { periodBetween } from '../core/stats-period.ts';
import type { StatsPeriod } from '../core/stats-period.ts';
import type { DayFigures, PageStats, PageStatsDetail } from '@h5-page/schema/page-stats';
import type { DayHours, LiveMinutes } from '@h5-page/schema/admin-api/stats';
import { lastHourStats } from './last-hour-stats.ts';

/** One page's figures in the all-pages list: a page's stats without the days. */
export type PageRowStats = Omit<PageStats, 'by_day'> & { page_code: string };

/** Sessions (never the sessionless '') with a view, or a click, among session rollup rows. */
const VISITORS = (figure: 'page_views' | 'clicks') =>
  sql`count(DISTINCT session_id) FILTER (WHERE ${sql.raw(figure)} > 0 AND session_id <> '')::int`;
/** Views, visitors and clicks of a group of session rollup rows. */
const SESSION_FIGURES = sql`sum(page_views)::int AS page_views,
  ${VISITORS('page_views')} AS unique_visitors, sum(clicks)::int AS clicks`;
const localDay = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE ${STATS_TIME_ZONE}, 'YYYY-MM-DD')`;
const localHour = (column: SQL) =>
  sql`extract(hour FROM ${column} AT TIME ZONE ${STATS_TIME_ZONE})::int`;

const inPeriod = (period: StatsPeriod) =>
  sql`created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz`;

const conversionOf = (leads: number, visitors: number): number =>
  visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0;

/**
 * Page stats as SQL aggregates; no event ever reaches Node. The headline figures and days (the
 * contract call, the all-pages table) read the daily rollups that the event writer fills
 * (migration 0041): a row per page and day, and the sessions of each day. The breakdown reads
 * the rollups of sessions and of buttons (migration 0121), and the period's beacons for the
 * median stay (through `events_stats_idx`).
 * The same SQL runs on PGlite and PostgreSQL.
 */
export function createStatsRepository(db: Db) {
  const leadCounts = async (code: string, period: StatsPeriod, by: SQL) =>
    sqlRows<{ key: string | number; leads: number }>(
      db,
      sql`SELECT ${by} AS key, count(*)::int AS leads FROM leads
          WHERE page_code = ${code} AND ${inPeriod(period)} GROUP BY 1`,
    );

  return {
    async page(code: string, period: StatsPeriod): Promise<PageStats> {
      // From the daily rollups: one row per day, plus the sessions seen on each day.
      const days = sql`page_code = ${code} AND day BETWEEN ${period.from}::date AND ${period.to}::date`;
      const rows = await sqlRows<{
        date: string;
        page_views: number;
        clicks: number;
        shares: number;
        stays: number;
        stay_sum_ms: number;
      }>(
        db,
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS date, page_views, clicks, shares, stays,
              stay_sum_ms::float8 AS stay_sum_ms
            FROM page_day_rollups WHERE ${days}`,
      );
      const dayVisitors = await sqlRows<{ date: string; unique_visitors: number }>(
        db,
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS unique_visitors
            FROM page_day_visitors WHERE ${days} GROUP BY day`,
      );
      const [visitors] = await sqlRows<{ unique_visitors: number }>(
        db,
        // DISTINCT in a subquery may hash; count(DISTINCT) always sorts, spilling to disk over
        // a month of a busy page's sessions.
        sql`SELECT count(*)::int AS unique_visitors
            FROM (SELECT DISTINCT session_id FROM page_day_visitors WHERE ${days}) AS seen`,
      );
      const uniquesByDay = new Map(dayVisitors.map((row) => [row.date, row.unique_visitors]));
      const sum = (key: 'page_views' | 'clicks' | 'shares' | 'stays' | 'stay_sum_ms') =>
        rows.reduce((total, row) => total + row[key], 0);
      const stays = sum('stays');
      const total = {
        page_views: sum('page_views'),
        unique_visitors: visitors?.unique_visitors ?? 0,
        clicks: sum('clicks'),
        shares: sum('shares'),
        avg_stay_ms: stays > 0 ? Math.round(sum('stay_sum_ms') / stays) : 0,
      };
      const figures = new Map(
        rows.map((row) => [row.date, { ...row, unique_visitors: uniquesByDay.get(row.date) ?? 0 }]),
      );
      const leadsByDay = await leadCounts(code, period, localDay(sql`created_at`));
      const dayLeads = new Map(leadsByDay.map((row) => [String(row.key), row.leads]));
      const leads = leadsByDay.reduce((sum, row) => sum + row.leads, 0);
      const uniques = total.unique_visitors;
      const byDay: DayFigures[] = [];
      for (let i = 0; i < period.days; i += 1) {
        const date = addStatsDays(period.from, i);
        const day = figures.get(date);
        byDay.push({
          date,
          page_views: day?.page_views ?? 0,
          unique_visitors: day?.unique_visitors ?? 0,
          clicks: day?.clicks ?? 0,
          shares: day?.shares ?? 0,
          leads: dayLeads.get(date) ?? 0,
        });
      }
      return {
        page_views: total.page_views,
        unique_visitors: uniques,
        avg_stay_ms: total.avg_stay_ms,
        clicks: total.clicks,
        shares: total.shares,
        leads,
        conversion: conversionOf(leads, uniques),
        by_day: byDay,
      };
    },

    async detail(code: string, period: StatsPeriod): Promise<PageStatsDetail> {
      const days = sql`page_code = ${code} AND day BETWEEN ${period.from}::date AND ${period.to}::date`;
      // Independent queries: on PostgreSQL they run at once on the pool's connections (PGlite,
      // one connection, takes them in turn).
      const [
        [stay],
        [overall],
        hours,
        hourLeads,
        buttons,
        channelRows,
        channelLeads,
        environments,
      ] = await Promise.all([
        sqlRows<{ median_stay_ms: number }>(
          db,
          // The beacons of the period alone, by the covering index.
          sql`SELECT coalesce(round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms)), 0)::int
                AS median_stay_ms
              FROM events WHERE page_code = ${code} AND kind = 'beacon' AND ${inPeriod(period)}
                AND duration_ms IS NOT NULL`,
        ),
        sqlRows<{ clicking_visitors: number; unique_visitors: number }>(
          db,
          sql`SELECT ${VISITORS('clicks')} AS clicking_visitors,
                ${VISITORS('page_views')} AS unique_visitors
              FROM page_session_rollups WHERE ${days}`,
        ),
        sqlRows<{ hour: number; page_views: number; unique_visitors: number; clicks: number }>(
          db,
          sql`SELECT hour, ${SESSION_FIGURES} FROM page_session_rollups WHERE ${days} GROUP BY 1`,
        ),
        leadCounts(code, period, localHour(sql`created_at`)),
        sqlRows<PageStatsDetail['buttons'][number]>(
          db,
          // Each button's sessions come in order of the rollups' key: counted as they come,
          // then the texts of the buttons counted, one row each.
          sql`SELECT named.position, named.block, named.label AS text, counted.clicks,
              counted.visitors
            FROM (SELECT button_key, sum(clicks)::int AS clicks,
                count(*) FILTER (WHERE session_id <> '')::int AS visitors
              FROM (SELECT button_key, session_id, sum(clicks) AS clicks
                FROM page_button_rollups WHERE ${days} GROUP BY 1, 2) AS per_session
              GROUP BY 1) AS counted
            CROSS JOIN LATERAL (SELECT position, block, label FROM page_button_rollups AS b
              WHERE b.page_code = ${code} AND b.button_key = counted.button_key LIMIT 1) AS named
            ORDER BY counted.clicks DESC, named.position LIMIT 100`,
        ),
        sqlRows<{ cps_id: string; page_views: number; unique_visitors: number; clicks: number }>(
          db,
          sql`SELECT cps_id, ${SESSION_FIGURES} FROM page_session_rollups WHERE ${days} GROUP BY 1`,
        ),
        leadCounts(code, period, sql`cps_id`),
        sqlRows<PageStatsDetail['environments'][number]>(
          db,
          sql`SELECT env, ${SESSION_FIGURES} FROM page_session_rollups WHERE ${days}
              GROUP BY 1 ORDER BY page_views DESC, env`,
        ),
      ]);

      const leadsByHour = new Map(hourLeads.map((row) => [Number(row.key), row.leads]));
      const hourRows = new Map(hours.map((row) => [row.hour, row]));
      const channels = new Map<string, PageStatsDetail['channels'][number]>();
      for (const row of channelRows) channels.set(row.cps_id, { ...row, leads: 0 });
      for (const row of channelLeads) {
        const key = String(row.key ?? '');
        const known = channels.get(key) ?? {
          cps_id: key,
          page_views: 0,
          unique_visitors: 0,
          clicks: 0,
          leads: 0,
        };
        channels.set(key, { ...known, leads: row.leads });
      }
      const leads = channelLeads.reduce((sum, row) => sum + row.leads, 0);
      const uniques = overall?.unique_visitors ?? 0;
      const clicking = overall?.clicking_visitors ?? 0;
      return {
        median_stay_ms: stay?.median_stay_ms ?? 0,
        clicking_visitors: clicking,
        funnel: { unique_visitors: uniques, clicking_visitors: clicking, leads },
        by_hour: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          page_views: hourRows.get(hour)?.page_views ?? 0,
          unique_visitors: hourRows.get(hour)?.unique_visitors ?? 0,
          clicks: hourRows.get(hour)?.clicks ?? 0,
          leads: leadsByHour.get(hour) ?? 0,
        })),
        buttons,
        channels: [...channels.values()].sort(
          (a, b) =>
            b.unique_visitors - a.unique_visitors ||
            b.leads - a.leads ||
            a.cps_id.localeCompare(b.cps_id),
        ),
        environments,
      };
    },

    /**
     * A page's figures hour by hour over one Shanghai day, from that day's session rollups (a
     * row per session and hour, found by their key) rather than every event of a busy launch
     * day: the same figures as the breakdown's hours of a one-day period.
     */
    async hours(code: string, date: string): Promise<DayHours> {
      const [visits, leadRows] = await Promise.all([
        sqlRows<{ hour: number; page_views: number; unique_visitors: number; clicks: number }>(
          db,
          sql`SELECT hour, ${SESSION_FIGURES} FROM page_session_rollups
              WHERE page_code = ${code} AND day = ${date}::date GROUP BY 1`,
        ),
        leadCounts(code, periodBetween(date, date), localHour(sql`created_at`)),
      ]);
      const visitsAt = new Map(visits.map((row) => [row.hour, row]));
      const leadsAt = new Map(leadRows.map((row) => [Number(row.key), row.leads]));
      return {
        date,
        hours: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          page_views: visitsAt.get(hour)?.page_views ?? 0,
          unique_visitors: visitsAt.get(hour)?.unique_visitors ?? 0,
          clicks: visitsAt.get(hour)?.clicks ?? 0,
          leads: leadsAt.get(hour) ?? 0,
        })),
      };
    },

    /** A page's figures minute by minute over the hour up to `now` (`last-hour-stats.ts`). */
    lastHour: (code: string, now: Date): Promise<LiveMinutes> => lastHourStats(db, code, now),

    /** Every page's figures for the period, keyed by page code (pages without any: absent). */
    async allPages(period: StatsPeriod): Promise<Map<string, PageRowStats>> {
      const days = sql`day BETWEEN ${period.from}::date AND ${period.to}::date`;
      const rows = await sqlRows<Omit<PageRowStats, 'leads' | 'conversion'>>(
        db,
        sql`SELECT r.page_code, r.page_views, coalesce(v.unique_visitors, 0) AS unique_visitors,
              r.clicks, r.shares, r.avg_stay_ms
            FROM (SELECT page_code, sum(page_views)::int AS page_views, sum(clicks)::int AS clicks,
                    sum(shares)::int AS shares,
                    coalesce(round(sum(stay_sum_ms)::numeric / nullif(sum(stays), 0)), 0)::int
                      AS avg_stay_ms
                  FROM page_day_rollups WHERE ${days} GROUP BY page_code) AS r
            LEFT JOIN (SELECT page_code, count(DISTINCT session_id)::int AS unique_visitors
                  FROM page_day_visitors WHERE ${days} GROUP BY page_code) AS v
              ON v.page_code = r.page_code`,
      );
      const leadRows = await sqlRows<{ page_code: string; leads: number }>(
        db,
        sql`SELECT page_code, count(*)::int AS leads FROM leads
            WHERE ${inPeriod(period)} GROUP BY page_code`,
      );
      const out = new Map<string, PageRowStats>();
      for (const row of rows) out.set(row.page_code, { ...row, leads: 0, conversion: 0 });
      for (const row of leadRows) {
        const known = out.get(row.page_code) ?? {
          page_code: row.page_code,
          page_views: 0,
          unique_visitors: 0,
          clicks: 0,
          shares: 0,
          avg_stay_ms: 0,
          leads: 0,
          conversion: 0,
        };
        out.set(row.page_code, { ...known, leads: row.leads });
      }
      for (const row of out.values()) row.conversion = conversionOf(row.leads, row.unique_visitors);
      return out;
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
