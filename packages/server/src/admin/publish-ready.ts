import { sql } from 'drizzle-orm';
import { publishProblems } from '@h5-page/schema/publish-problems';
import { AppError } from '../errors.ts';
import type { PublishGuard } from '../pages/store/page-repository.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * A publish guard refusing a draft that may be saved but not go live (`publishProblems`: a button
 * without its action), each problem named as a save's are, then `next` (the review's guard, when
 * review is required). It reads the text about to go live inside the publishing transaction, so
 * no save can slip between the check and the copy.
 */
export function readyToPublish(next?: PublishGuard): PublishGuard {
  return async (tx, pageId, content) => {
    const [row] = await sqlRows<{ page: string | null }>(
      tx,
      sql`SELECT (${content})::text AS page`,
    );
    const problems = publishProblems(row?.page ? (JSON.parse(row.page) as unknown) : null);
    if (problems.length > 0) {
      throw new AppError('PAGE_INVALID', `页面还不能发布：${problems[0]!.message}`, {
        details: { problems },
      });
    }
    await next?.(tx, pageId, content);
  };
}
