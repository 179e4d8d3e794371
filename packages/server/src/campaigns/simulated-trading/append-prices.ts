import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { nextClose, tradingDaysBetween } from './price-walk.ts';
import { sqlRows } from '../../store/sql-rows.ts';

/**
 * Appends the simulated closes of every trading day after each name's last stored close up to
 * `today` (ISO). Rerunning, or two servers running it at once, adds nothing twice: the key of
 * (code, day) keeps one close per day. Returns how many closes it added.
 */
export async function appendPrices(db: Db, today: string): Promise<number> {
  const lasts = await sqlRows<{ code: string; last_day: string; close_cents: number }>(
    db,
    sql`SELECT DISTINCT ON (code) code, to_char(trade_date, 'YYYY-MM-DD') AS last_day,
               close_cents::int AS close_cents
        FROM sim_prices ORDER BY code, trade_date DESC`,
  );
  let added = 0;
  for (const last of lasts) {
    let close = last.close_cents;
    for (const day of tradingDaysBetween(last.last_day, today)) {
      close = nextClose(last.code, day, close);
      const inserted = await sqlRows<{ code: string }>(
        db,
        sql`INSERT INTO sim_prices (code, trade_date, close_cents) VALUES (${last.code}, ${day}::date, ${close})
            ON CONFLICT (code, trade_date) DO NOTHING RETURNING code`,
      );
      added += inserted.length;
    }
  }
  return added;
}
