import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { StatsPeriod } from '../core/stats-period.ts';

export interface VariantFigures {
  visitors: number;
  clicks: number;
  leads: number;
}

/**
 * An experiment's counts per variant over a period, as SQL aggregates: unique visitors (the
 * sessions of its page views) and clicks from the events, leads from the leads, each as its own
 * row carries the variant the visitor was shown.
 */
/** Rows of a period (events and leads alike carry `created_at`). */
const within = (period: StatsPeriod) =>
  sql`created_at >= ${period.start.toISOString()}::timestamptz
    AND created_at < ${period.end.toISOString()}::timestamptz`;

export function createExperimentRepository(db: Db) {
  return {
    /**
     * The counts at the end of each Shanghai day of the period, cumulative, oldest first: the
     * looks a marketer could have taken. A visitor is counted from the day of their first page
     * view of the variant, a lead on its own day.
     */
    async dailyFigures(
      code: string,
      period: StatsPeriod,
    ): Promise<{ day: string; variant: string; visitors: number; leads: number }[]> {
      const inPeriod = within(period);
      const day = (column: ReturnType<typeof sql>) =>
        sql`to_char((${column} AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD')`;
      const [visits, leads] = await Promise.all([
        sqlRows<{ day: string; variant: string; visitors: number }>(
          db,
          sql`SELECT ${day(sql`first_seen`)} AS day, variant, count(*)::int AS visitors
              FROM (SELECT variant, session_id, min(created_at) AS first_seen FROM events
                    WHERE page_code = ${code} AND kind = 'pv' AND ${inPeriod}
                      AND variant IS NOT NULL
                    GROUP BY variant, session_id) AS first_views
              GROUP BY 1, 2`,
        ),
        sqlRows<{ day: string; variant: string; leads: number }>(
          db,
          sql`SELECT ${day(sql`created_at`)} AS day, variant, count(*)::int AS leads FROM leads
              WHERE page_code = ${code} AND variant IS NOT NULL AND ${inPeriod}
              GROUP BY 1, 2`,
        ),
      ]);
      const rows = new Map<
        string,
        { day: string; variant: string; visitors: number; leads: number }
      >();
      const of = (day: string, variant: string) => {
        const key = `${day} ${variant}`;
        let entry = rows.get(key);
        if (!entry) {
          entry = { day, variant, visitors: 0, leads: 0 };
          rows.set(key, entry);
        }
        return entry;
      };
      for (const row of visits) of(row.day, row.variant).visitors = row.visitors;
      for (const row of leads) of(row.day, row.variant).leads = row.leads;
      return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day));
    },

    /** The page's visitors (visit sessions with a page view) and leads over a period, all variants. */
    async traffic(code: string, period: StatsPeriod): Promise<{ visitors: number; leads: number }> {
      const inPeriod = within(period);
      const [visits, leads] = await Promise.all([
        sqlRows<{ visitors: number }>(
          db,
          sql`SELECT count(DISTINCT session_id)::int AS visitors FROM events
              WHERE page_code = ${code} AND kind = 'pv' AND ${inPeriod}`,
        ),
        sqlRows<{ leads: number }>(
          db,
          sql`SELECT count(*)::int AS leads FROM leads WHERE page_code = ${code} AND ${inPeriod}`,
        ),
      ]);
      return { visitors: visits[0]?.visitors ?? 0, leads: leads[0]?.leads ?? 0 };
    },

    async figures(code: string, period: StatsPeriod): Promise<Map<string, VariantFigures>> {
      const inPeriod = within(period);
      const [visits, leads] = await Promise.all([
        sqlRows<{ variant: string; visitors: number; clicks: number }>(
          db,
          sql`SELECT variant,
                count(DISTINCT session_id) FILTER (WHERE kind = 'pv')::int AS visitors,
                count(*) FILTER (WHERE kind = 'click')::int AS clicks
              FROM events
              WHERE page_code = ${code} AND kind IN ('pv', 'click') AND ${inPeriod}
                AND variant IS NOT NULL
              GROUP BY variant`,
        ),
        sqlRows<{ variant: string; leads: number }>(
          db,
          sql`SELECT variant, count(*)::int AS leads FROM leads
              WHERE page_code = ${code} AND variant IS NOT NULL AND ${inPeriod}
              GROUP BY variant`,
        ),
      ]);
      const figures = new Map<string, VariantFigures>();
      const of = (variant: string) => {
        let entry = figures.get(variant);
        if (!entry) {
          entry = { visitors: 0, clicks: 0, leads: 0 };
          figures.set(variant, entry);
        }
        return entry;
      };
      for (const row of visits)
        Object.assign(of(row.variant), { visitors: row.visitors, clicks: row.clicks });
      for (const row of leads) of(row.variant).leads = row.leads;
      return figures;
    },
  };
}
