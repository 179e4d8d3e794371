import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { StatsPeriod } from '../core/stats-period.ts';
import type { PublishedSplit } from './analysis-periods.ts';

/** What an experiment counts per variant, over a period. */
export interface VariantFigures {
  /** Unique visitors: the visit sessions with a page view of the variant. */
  visitors: number;
  /** Their clicks, and the sum over visitors of each one's clicks squared (for the spread). */
  clicks: number;
  clicksSquared: number;
  leads: number;
  /** Visitors whose time on the page was reported (visit beacons). */
  stayMeasured: number;
  /** Of those, the ones who left within QUICK_LEAVE_MS. */
  quickLeaves: number;
}

/** A visitor who leaves within this many milliseconds of visible time counts as a quick leave. */
export const QUICK_LEAVE_MS = 5_000;

/** Rows of a period (events and leads alike carry `created_at`). */
const within = (period: Pick<StatsPeriod, 'start' | 'end'>) =>
  sql`created_at >= ${period.start.toISOString()}::timestamptz
    AND created_at < ${period.end.toISOString()}::timestamptz`;

const emptyFigures = (): VariantFigures => ({
  visitors: 0,
  clicks: 0,
  clicksSquared: 0,
  leads: 0,
  stayMeasured: 0,
  quickLeaves: 0,
});

/**
 * Each visitor of the period's variants, from the events: the Shanghai day of their first page
 * view, their clicks and their visible time (the beacons' durations add up: each reports the time
 * since the one before). Visits are sessions with a page view of a variant.
 */
const visitorsOf = (code: string, period: Pick<StatsPeriod, 'start' | 'end'>, holdout: SQL) =>
  sql`SELECT variant, session_id,
        to_char((min(created_at) FILTER (WHERE kind = 'pv') AT TIME ZONE 'Asia/Shanghai')::date,
          'YYYY-MM-DD') AS day,
        count(*) FILTER (WHERE kind = 'click') AS clicks,
        sum(duration_ms) FILTER (WHERE kind = 'beacon') AS stay
      FROM events
      WHERE page_code = ${code} AND kind IN ('pv', 'click', 'beacon') AND ${within(period)}
        AND variant IS NOT NULL ${holdout}
      GROUP BY variant, session_id
      HAVING count(*) FILTER (WHERE kind = 'pv') > 0`;

interface ReadOptions {
  /** Only the visitors of an automatic allocation's holdout (what its analysis reads). */
  holdoutOnly?: boolean;
}

/** An automatic allocation's weights in force for a published version. */
export interface StoredAllocation {
  /** In the variants' order: each one's share of the moved visitors and chance of being best. */
  variants: { key: string; weight: number; chance: number | null }[];
  computedAt: Date;
}

type Row = {
  day: string;
  variant: string;
  visitors: number;
  clicks: number;
  clicks_squared: number;
  stay_measured: number;
  quick_leaves: number;
};

/**
 * An experiment's counts per variant as SQL aggregates: visitors, clicks and stays from the
 * events, leads from the leads, each row carrying the variant the visitor was shown. A period is
 * a span of instants: calendar days, or the part of them one split of traffic ran.
 */
export function createExperimentRepository(db: Db) {
  /**
   * Per day of first view and variant: the visitors' figures, and the leads of that day; with
   * `holdoutOnly`, those of an automatic allocation's holdout alone.
   */
  async function byDay(
    code: string,
    period: Pick<StatsPeriod, 'start' | 'end'>,
    { holdoutOnly = false }: ReadOptions = {},
  ) {
    const holdout = holdoutOnly ? sql`AND holdout` : sql``;
    const [visits, leads] = await Promise.all([
      sqlRows<Row>(
        db,
        sql`SELECT day, variant, count(*)::int AS visitors, sum(clicks)::int AS clicks,
              sum(clicks * clicks)::int AS clicks_squared,
              count(stay)::int AS stay_measured,
              count(*) FILTER (WHERE stay < ${QUICK_LEAVE_MS})::int AS quick_leaves
            FROM (${visitorsOf(code, period, holdout)}) AS visitors
            GROUP BY 1, 2`,
      ),
      sqlRows<{ day: string; variant: string; leads: number }>(
        db,
        sql`SELECT to_char((created_at AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS day,
              variant, count(*)::int AS leads FROM leads
            WHERE page_code = ${code} AND variant IS NOT NULL AND ${within(period)} ${holdout}
            GROUP BY 1, 2`,
      ),
    ]);
    const rows = new Map<string, VariantFigures & { day: string; variant: string }>();
    const of = (day: string, variant: string) => {
      const key = `${day} ${variant}`;
      let entry = rows.get(key);
      if (!entry) {
        entry = { day, variant, ...emptyFigures() };
        rows.set(key, entry);
      }
      return entry;
    };
    for (const row of visits)
      Object.assign(of(row.day, row.variant), {
        visitors: row.visitors,
        clicks: row.clicks,
        clicksSquared: row.clicks_squared,
        stayMeasured: row.stay_measured,
        quickLeaves: row.quick_leaves,
      });
    for (const row of leads) of(row.day, row.variant).leads = row.leads;
    return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  return {
    /**
     * The counts of each Shanghai day of the period, oldest first: summed up to a day, what a
     * marketer looking that evening saw. A visitor counts on the day of their first page view
     * of the variant (with their clicks and stay), a lead on its own day.
     */
    dailyFigures: byDay,

    /** The whole period's counts per variant. */
    async figures(
      code: string,
      period: Pick<StatsPeriod, 'start' | 'end'>,
      options: ReadOptions = {},
    ): Promise<Map<string, VariantFigures>> {
      const figures = new Map<string, VariantFigures>();
      for (const { day: _day, variant, ...row } of await byDay(code, period, options)) {
        const total = figures.get(variant) ?? emptyFigures();
        for (const field of Object.keys(total) as (keyof VariantFigures)[])
          total[field] += row[field];
        figures.set(variant, total);
      }
      return figures;
    },

    /**
     * Every published version of the page with when it began to serve and its variants' keys
     * and weights, read from the version's page file (`json`: `->` reads it as text).
     */
    async splits(code: string): Promise<PublishedSplit[]> {
      const rows = await sqlRows<{
        version: number;
        live_from: string | Date;
        variants: { key?: unknown; weight?: unknown }[] | null;
        allocation: string | null;
      }>(
        db,
        sql`SELECT v.version, greatest(v.published_at, v.starts_at) AS live_from,
              v.data ->> 'variant_allocation' AS allocation,
              (SELECT json_agg(json_build_object('key', item -> 'key', 'weight', item -> 'weight'))
                 FROM json_array_elements(
                   CASE WHEN json_typeof(v.data -> 'variants') = 'array'
                     THEN v.data -> 'variants' ELSE '[]'::json END) AS item) AS variants
            FROM page_versions v JOIN pages p ON p.id = v.page_id
            WHERE p.code = ${code}`,
      );
      return rows.map((row) => ({
        version: row.version,
        liveFrom: new Date(row.live_from),
        allocation: row.allocation === 'thompson' ? ('thompson' as const) : ('weights' as const),
        variants: (row.variants ?? []).map((item) => ({
          key: String(item.key),
          weight: Number(item.weight),
        })),
      }));
    },

    /** The automatic allocation in force for version `version` of the page; null: none yet. */
    async allocation(code: string, version: number): Promise<StoredAllocation | null> {
      const [row] = await sqlRows<{
        weights: StoredAllocation['variants'];
        computed_at: string | Date;
      }>(
        db,
        sql`SELECT weights, computed_at FROM experiment_allocations
            WHERE page_code = ${code} AND version = ${version}`,
      );
      return row ? { variants: row.weights, computedAt: new Date(row.computed_at) } : null;
    },

    /**
     * Stores `computed` as version `version`'s allocation unless another process stored one since
     * `staleBefore` (they race to refresh it): the allocation in force either way.
     */
    async saveAllocation(
      code: string,
      version: number,
      computed: StoredAllocation,
      staleBefore: Date,
    ): Promise<StoredAllocation> {
      const [row] = await sqlRows<{
        weights: StoredAllocation['variants'];
        computed_at: string | Date;
      }>(
        db,
        sql`INSERT INTO experiment_allocations (page_code, version, weights, computed_at)
            VALUES (${code}, ${version}, ${JSON.stringify(computed.variants)}::jsonb,
              ${computed.computedAt.toISOString()}::timestamptz)
            ON CONFLICT (page_code, version) DO UPDATE
              SET weights = EXCLUDED.weights, computed_at = EXCLUDED.computed_at
              WHERE experiment_allocations.computed_at <= ${staleBefore.toISOString()}::timestamptz
            RETURNING weights, computed_at`,
      );
      if (row) return { variants: row.weights, computedAt: new Date(row.computed_at) };
      return (await this.allocation(code, version)) ?? computed;
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
  };
}
