import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

export type LeaderboardPeriod = 'week' | 'month' | 'total';

/** Calendar days a period looks back from the latest price; total looks back to the start. */
export const PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = {
  week: 7,
  month: 30,
  total: null,
};

export interface LeaderboardRow {
  rank: number;
  portfolio_id: number;
  softuser_id: number;
  nickname: string;
  start_value_cents: number;
  end_value_cents: number;
  return_rate: number;
}

export interface Leaderboard {
  start_date: string | null;
  end_date: string | null;
  rows: LeaderboardRow[];
  mine: LeaderboardRow | null;
}

/**
 * Ranks every portfolio by its return over the period, all in SQL (the same text on PGlite and
 * PostgreSQL). A portfolio's value on a day is its initial cash, less what its trades up to that
 * day spent (sales give back), plus the shares they left times each name's latest close on or
 * before that day; the return is end value over start value. `row_number()` picks each name's
 * close, `rank()` ranks the returns (ties share a rank).
 */
export async function leaderboard(
  db: Db,
  period: LeaderboardPeriod,
  limit: number,
  softuserId: number | null,
): Promise<Leaderboard> {
  const days = PERIOD_DAYS[period];
  const rows = await sqlRows<LeaderboardRow & { start_d: string | null; end_d: string | null }>(
    db,
    sql`
    WITH bounds AS (
      SELECT max(trade_date) AS end_d,
             CASE WHEN ${days}::int IS NULL THEN NULL ELSE max(trade_date) - ${days}::int END AS start_d
      FROM sim_prices
    ),
    marks AS (
      SELECT 'end'::text AS mark, end_d AS d FROM bounds
      UNION ALL
      SELECT 'start'::text, coalesce(start_d, '-infinity'::date) FROM bounds
    ),
    closes AS (
      SELECT m.mark, p.code, p.close_cents,
             row_number() OVER (PARTITION BY m.mark, p.code ORDER BY p.trade_date DESC) AS nth
      FROM marks m JOIN sim_prices p ON p.trade_date <= m.d
    ),
    holdings AS (
      SELECT m.mark, t.portfolio_id, t.code,
             sum(CASE WHEN t.side = 'buy' THEN t.quantity ELSE -t.quantity END) AS quantity,
             sum(CASE WHEN t.side = 'buy' THEN 1 ELSE -1 END * t.price_cents::bigint * t.quantity) AS spent
      FROM marks m JOIN sim_trades t ON t.trade_date <= m.d
      GROUP BY m.mark, t.portfolio_id, t.code
    ),
    marked AS (
      SELECT p.id, m.mark,
             p.initial_cents - coalesce(sum(h.spent), 0)
               + coalesce(sum(h.quantity * c.close_cents), 0) AS value
      FROM sim_portfolios p
      CROSS JOIN marks m
      LEFT JOIN holdings h ON h.portfolio_id = p.id AND h.mark = m.mark
      LEFT JOIN closes c ON c.mark = m.mark AND c.code = h.code AND c.nth = 1
      GROUP BY p.id, m.mark
    ),
    returns AS (
      SELECT p.id, p.softuser_id, p.nickname,
             max(v.value) FILTER (WHERE v.mark = 'start') AS start_value,
             max(v.value) FILTER (WHERE v.mark = 'end') AS end_value
      FROM sim_portfolios p JOIN marked v ON v.id = p.id
      GROUP BY p.id, p.softuser_id, p.nickname
    ),
    ranked AS (
      SELECT r.*,
             round((r.end_value - r.start_value)::numeric / r.start_value, 6) AS rate,
             rank() OVER (ORDER BY round((r.end_value - r.start_value)::numeric / r.start_value, 6) DESC) AS place
      FROM returns r
    )
    SELECT place::int AS rank, id::int AS portfolio_id, softuser_id::int AS softuser_id, nickname,
           start_value::float8 AS start_value_cents, end_value::float8 AS end_value_cents,
           rate::float8 AS return_rate,
           to_char(b.start_d, 'YYYY-MM-DD') AS start_d, to_char(b.end_d, 'YYYY-MM-DD') AS end_d
    FROM ranked CROSS JOIN bounds b
    WHERE place <= ${limit}::int OR softuser_id = ${softuserId ?? -1}::int
    ORDER BY place, id
  `,
  );
  const first = rows[0];
  const strip = ({ start_d: _s, end_d: _e, ...row }: (typeof rows)[number]): LeaderboardRow => row;
  return {
    start_date: first?.start_d ?? null,
    end_date: first?.end_d ?? null,
    rows: rows.filter((row) => row.rank <= limit).map(strip),
    mine: (() => {
      const own = rows.find((row) => softuserId !== null && row.softuser_id === softuserId);
      return own ? strip(own) : null;
    })(),
  };
}
