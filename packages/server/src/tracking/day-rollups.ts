import { sql } from 'drizzle-orm';
import { statsDateOf } from '@h5-page/schema/stats-period';
import type { Db } from '../store/open-database.ts';
import type { NewEvent } from './event-repository.ts';

interface DayFigures {
  pageCode: string;
  day: string;
  pageViews: number;
  clicks: number;
  shares: number;
  stays: number;
  staySumMs: number;
}

/**
 * Adds a batch of events to the daily rollups (migrations 0041, 0099: shares): the batch is in memory already,
 * so its per-page, per-day sums are worked out here and added with one upsert, plus the sessions
 * seen. Run inside the transaction that writes the events, so a retried batch counts once.
 */
export async function addToDayRollups(tx: Db, batch: NewEvent[], now: Date): Promise<void> {
  const days = new Map<string, DayFigures>();
  const visitors = new Map<string, [string, string, string]>();
  for (const event of batch) {
    if (!event.pageCode) continue;
    const isView = event.kind === 'pv';
    const isClick = event.kind === 'click';
    const isShare = event.kind === 'share';
    const isStay = event.kind === 'beacon' && typeof event.durationMs === 'number';
    if (!isView && !isClick && !isShare && !isStay) continue;
    const day = statsDateOf((event.createdAt ?? now).getTime());
    const key = `${event.pageCode}\u0000${day}`;
    const figures = days.get(key) ?? {
      pageCode: event.pageCode,
      day,
      pageViews: 0,
      clicks: 0,
      shares: 0,
      stays: 0,
      staySumMs: 0,
    };
    if (isView) figures.pageViews += 1;
    if (isClick) figures.clicks += 1;
    if (isShare) figures.shares += 1;
    if (isStay) {
      figures.stays += 1;
      figures.staySumMs += event.durationMs as number;
    }
    days.set(key, figures);
    if (isView && event.sessionId) {
      visitors.set(`${key}\u0000${event.sessionId}`, [event.pageCode, day, event.sessionId]);
    }
  }
  if (days.size > 0) {
    const rows = sql.join(
      [...days.values()].map(
        (f) =>
          sql`(${f.pageCode}, ${f.day}::date, ${f.pageViews}::int, ${f.clicks}::int, ${f.shares}::int, ${f.stays}::int, ${f.staySumMs}::bigint)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      INSERT INTO page_day_rollups (page_code, day, page_views, clicks, shares, stays, stay_sum_ms)
      VALUES ${rows}
      ON CONFLICT (page_code, day) DO UPDATE SET
        page_views = page_day_rollups.page_views + EXCLUDED.page_views,
        clicks = page_day_rollups.clicks + EXCLUDED.clicks,
        shares = page_day_rollups.shares + EXCLUDED.shares,
        stays = page_day_rollups.stays + EXCLUDED.stays,
        stay_sum_ms = page_day_rollups.stay_sum_ms + EXCLUDED.stay_sum_ms`);
  }
  if (visitors.size > 0) {
    const rows = sql.join(
      [...visitors.values()].map(([code, day, sid]) => sql`(${code}, ${day}::date, ${sid})`),
      sql`, `,
    );
    await tx.execute(sql`
      INSERT INTO page_day_visitors (page_code, day, session_id) VALUES ${rows}
      ON CONFLICT DO NOTHING`);
  }
}
