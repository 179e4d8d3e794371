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
export function createExperimentRepository(db: Db) {
  return {
    async figures(code: string, period: StatsPeriod): Promise<Map<string, VariantFigures>> {
      const inPeriod = sql`created_at >= ${period.start.toISOString()}::timestamptz
        AND created_at < ${period.end.toISOString()}::timestamptz`;
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
