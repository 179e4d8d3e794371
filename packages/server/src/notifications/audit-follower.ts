import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { auditEntries } from '../audit/audit-tables.ts';
import { entryOf } from '../audit/audit-repository.ts';
import { auditNews, NEWS_ACTIONS } from './audit-news.ts';
import { AUDIT_CURSOR } from './notification-repository.ts';
import type {
  NotificationDraft,
  NotificationRepository,
  StoredNotification,
} from './notification-repository.ts';

/** Entries read at once; a longer backlog is read on in the same run. */
const BATCH = 200;

const cursorAt = async (db: Db, lock: boolean) => {
  const [row] = await sqlRows<{ seq: number }>(
    db,
    sql`SELECT seq::float8 AS seq FROM notification_cursors WHERE name = ${AUDIT_CURSOR}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row?.seq ?? null;
};

/**
 * Turns the audit trail into notifications: the events the builder's writes record in their own
 * transactions (review submitted, approved, rejected; page published, scheduled, rolled back,
 * imported) are read after they commit, from the one cursor all processes share, so each entry
 * is news once whichever process reads it and whatever process (or the CLI) wrote it. A step
 * reads and words what is new first (on PGlite a transaction holds the only connection), then, in
 * one transaction holding the cursor's row, adds it and moves the cursor, unless another process
 * moved it meanwhile (then it reads again). Answers whether more is waiting, with what it added.
 */
export async function followAuditStep(
  db: Db,
  repository: NotificationRepository,
): Promise<{ added: StoredNotification[]; more: boolean }> {
  const from = await cursorAt(db, false);
  if (from === null) return { added: [], more: false };
  const [end] = await sqlRows<{ seq: number | null }>(
    db,
    sql`SELECT max(seq)::float8 AS seq FROM audit_entries`,
  );
  const last = end?.seq ?? 0;
  if (last <= from) return { added: [], more: false };
  // An entry's seq is taken under a lock held until its commit, so every entry up to `last`
  // has committed: none can turn up later below it.
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        gt(auditEntries.seq, from),
        lte(auditEntries.seq, last),
        inArray(auditEntries.action, [...NEWS_ACTIONS]),
      ),
    )
    .orderBy(asc(auditEntries.seq))
    .limit(BATCH);
  const reached = rows.length === BATCH ? rows[rows.length - 1]!.seq : last;
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    drafts.push(...(await auditNews(entryOf(row), repository)));
  }
  const added = await db.transaction(async (tx) => {
    if ((await cursorAt(tx, true)) !== from) return null;
    const stored = await repository.add(drafts, tx);
    await tx.execute(
      sql`UPDATE notification_cursors SET seq = ${reached} WHERE name = ${AUDIT_CURSOR}`,
    );
    return stored;
  });
  // Another process read the same entries first: read on from where it left the cursor.
  if (added === null) return { added: [], more: true };
  return { added, more: reached < last };
}
