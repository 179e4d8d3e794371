import { sql } from 'drizzle-orm';
import { chinaDate } from '@h5-page/schema/china-time';
import { AppError } from '../errors.ts';
import type { PublishGuard } from '../pages/store/page-repository.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { earliestOf, readFilingState } from './filing-repository.ts';
import type { FilingWait } from './filing-repository.ts';

export interface FilingGuardOptions extends FilingWait {
  /** The publish clock (`app.pageSchedule.now`). */
  now: () => number;
  /**
   * The start the publish asks for: undefined keeps the page's own (its waiting version's, else
   * its live one's), null is none (at once). A start ahead goes live then, so the wait is
   * checked against that day.
   */
  startsAt?: Date | null;
}

/**
 * A publish guard refusing a page marked 需报备 that has no filing yet, or whose wait
 * (FILING_WAIT_WORKING_DAYS working days after the newest filing) ends after the China day the
 * page would go live (409 PAGE_FILING_PENDING, naming the date it may), then `next`. It reads the
 * mark inside the publishing transaction, the page row locked, like the other guards.
 */
export function filingGuard(options: FilingGuardOptions, next?: PublishGuard): PublishGuard {
  return async (tx, pageId, content) => {
    const state = await readFilingState(tx, { pageId });
    if (state?.required) {
      const newest = state.filings[0];
      const wait = `报备后须等待 ${options.workingDays} 个工作日方可上线`;
      if (!newest) {
        throw new AppError(
          'PAGE_FILING_PENDING',
          `该页面需报备：尚未记录报备，请先记录报备日期和报备编号（${wait}）`,
          { details: { earliest_go_live: null } },
        );
      }
      const earliest = earliestOf(state, options)!;
      const now = options.now();
      let start = options.startsAt === undefined ? await ownStart(tx, pageId) : options.startsAt;
      if (start === null || start.getTime() < now) start = new Date(now);
      if (chinaDate(start.getTime()) < earliest) {
        throw new AppError(
          'PAGE_FILING_PENDING',
          `该页面需报备：报备编号 ${newest.reference} 于 ${newest.filedOn} 报备，${earliest} 起方可上线`,
          { details: { earliest_go_live: earliest } },
        );
      }
    }
    await next?.(tx, pageId, content);
  };
}

/** The start of the page's waiting version, else its live one's; null: none. */
async function ownStart(tx: Parameters<PublishGuard>[0], pageId: number): Promise<Date | null> {
  const [row] = await sqlRows<{ startsAt: string | Date | null }>(
    tx,
    sql`SELECT v.starts_at AS "startsAt" FROM pages p
        LEFT JOIN page_versions v ON v.id = coalesce(p.scheduled_version_id, p.published_version_id)
        WHERE p.id = ${pageId}`,
  );
  return row?.startsAt ? new Date(row.startsAt) : null;
}
