import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { AUDIT_SYSTEM_ACTOR } from '@h5-page/schema/audit-actions';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { CHAIN_START, checkEntries, entryHash } from './audit-chain.ts';
import type { AuditDetail, AuditEntry, ChainVerdict, CheckpointMark } from './audit-chain.ts';
import { auditEntries } from './audit-tables.ts';

/** What a caller records; the writer adds seq, time and hash. */
export interface AuditRecord {
  /** The account's user name; null (shown as `system`) for the CLI and jobs. */
  actor: string | null;
  action: string;
  pageCode?: string | null;
  /** Numbers, texts, flags: never a password or a whole phone number. */
  detail?: AuditDetail;
}

/** Arbitrary, fixed: 'h5au' in ASCII. Only the audit writer takes it. */
const AUDIT_LOCK_KEY = 0x68356175;

/**
 * Appends one entry inside the caller's transaction `tx`, as its last statement: the change and
 * its entry commit together or not at all. The transaction-scoped advisory lock serialises
 * appenders across every process on one PostgreSQL (and is free on PGlite, whose transactions
 * run one at a time): each reads the last entry only once it holds the lock, and keeps the lock
 * until its commit, so the next appender chains onto its entry. The seq primary key refuses a
 * fork even if a caller got this wrong.
 */
export async function appendAuditEntry(tx: Db, record: AuditRecord): Promise<AuditEntry> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK_KEY}::bigint)`);
  const [last] = await tx
    .select({ seq: auditEntries.seq, hash: auditEntries.hash })
    .from(auditEntries)
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  // The database's clock, so entries of several processes are stamped by one clock; to the
  // millisecond, as timestamptz and a JavaScript Date both keep it exactly.
  const [clock] = await sqlRows<{ ms: number }>(
    tx,
    sql`SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
  );
  // What jsonb will give back: a value JSON cannot hold is dropped before it is hashed.
  const detail = JSON.parse(JSON.stringify(record.detail ?? {})) as AuditDetail;
  const unhashed = {
    seq: (last?.seq ?? 0) + 1,
    at: new Date(clock!.ms).toISOString(),
    actor: record.actor,
    action: record.action,
    page_code: record.pageCode ?? null,
    detail,
  };
  const entry: AuditEntry = {
    ...unhashed,
    hash: entryHash(unhashed, last?.hash ?? CHAIN_START.hash),
  };
  await tx.insert(auditEntries).values({
    seq: entry.seq,
    at: new Date(entry.at),
    actor: entry.actor,
    action: entry.action,
    pageCode: entry.page_code,
    detail: entry.detail,
    hash: entry.hash,
  });
  return entry;
}

/** Which entries a read asks for; absent fields filter nothing. */
export interface AuditFilters {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** A user name, or `system` for entries without one. */
  actor?: string;
  pageCode?: string;
  actions?: string[];
  afterSeq?: number;
  /** Entries before this seq (a newest-first read's next page). */
  beforeSeq?: number;
  /** `newest`: the latest entries first (the builder's screen); the default reads oldest first. */
  order?: 'oldest' | 'newest';
  limit: number;
}

const columns = {
  seq: auditEntries.seq,
  at: auditEntries.at,
  actor: auditEntries.actor,
  action: auditEntries.action,
  pageCode: auditEntries.pageCode,
  detail: auditEntries.detail,
  hash: auditEntries.hash,
};

type Row = { [K in keyof typeof columns]: (typeof auditEntries.$inferSelect)[K] };

/** An audit row as the API and the followers of the trail read it. */
export const entryOf = (row: Row): AuditEntry => ({
  seq: row.seq,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  page_code: row.pageCode,
  detail: row.detail,
  hash: row.hash,
});

/** Entries read per query while verifying: bounded memory, whatever the trail's length. */
const VERIFY_BATCH = 1000;

export interface AuditRepository {
  /** Appends an entry in a transaction of its own (after a change that has committed). */
  record(record: AuditRecord): Promise<AuditEntry>;
  /** Entries matching `filters`, oldest first unless `order` says newest. */
  list(filters: AuditFilters): Promise<AuditEntry[]>;
  /**
   * Walks the whole chain from the first entry; with a checkpoint, the trail must also reach
   * the checkpoint's entry, with the checkpoint's hash.
   */
  verify(checkpoint?: CheckpointMark | null): Promise<ChainVerdict>;
  /** The last entry's seq and hash; null while the trail is empty. */
  end(): Promise<{ seq: number; hash: string } | null>;
  /** The hash of the entry `seq`; null when there is none. */
  hashAt(seq: number): Promise<string | null>;
}

export interface AuditRepositoryOptions {
  /** Told after each entry `record` appended has committed (the checkpoint writer). */
  afterAppend?: () => void;
}

export function createAuditRepository(
  db: Db,
  options: AuditRepositoryOptions = {},
): AuditRepository {
  return {
    async record(record) {
      const entry = await db.transaction((tx) => appendAuditEntry(tx, record));
      options.afterAppend?.();
      return entry;
    },

    async list(filters) {
      const where: (SQL | undefined)[] = [];
      if (filters.from) where.push(gte(auditEntries.at, filters.from));
      if (filters.to) where.push(lt(auditEntries.at, filters.to));
      if (filters.actor !== undefined) {
        const named = eq(auditEntries.actor, filters.actor);
        // An account may be called `system` too: the filter finds both.
        where.push(
          filters.actor === AUDIT_SYSTEM_ACTOR ? or(isNull(auditEntries.actor), named) : named,
        );
      }
      if (filters.pageCode !== undefined) where.push(eq(auditEntries.pageCode, filters.pageCode));
      if (filters.actions?.length) where.push(inArray(auditEntries.action, filters.actions));
      if (filters.afterSeq !== undefined) where.push(gt(auditEntries.seq, filters.afterSeq));
      if (filters.beforeSeq !== undefined) where.push(lt(auditEntries.seq, filters.beforeSeq));
      const rows = await db
        .select(columns)
        .from(auditEntries)
        .where(and(...where))
        .orderBy(filters.order === 'newest' ? desc(auditEntries.seq) : asc(auditEntries.seq))
        .limit(filters.limit);
      return rows.map(entryOf);
    },

    async verify(checkpoint) {
      let cursor = CHAIN_START;
      let hashAtCheckpoint: string | null = null;
      for (;;) {
        const rows = await db
          .select(columns)
          .from(auditEntries)
          .where(gt(auditEntries.seq, cursor.seq))
          .orderBy(asc(auditEntries.seq))
          .limit(VERIFY_BATCH);
        if (rows.length === 0) break;
        const entries = rows.map(entryOf);
        const checked = checkEntries(cursor, entries);
        if ('broken' in checked) return { ok: false, broken: checked.broken };
        if (checkpoint) {
          hashAtCheckpoint ??= entries.find((e) => e.seq === checkpoint.seq)?.hash ?? null;
        }
        cursor = checked.cursor;
      }
      if (checkpoint && cursor.seq < checkpoint.seq) {
        return { ok: false, short: { from: cursor.seq + 1, to: checkpoint.seq, checkpoint } };
      }
      if (checkpoint && hashAtCheckpoint !== checkpoint.hash) {
        return { ok: false, differs: { seq: checkpoint.seq, checkpoint } };
      }
      return {
        ok: true,
        entries: cursor.seq,
        last: cursor.seq > 0 ? cursor : null,
        checkpoint: checkpoint ?? null,
      };
    },

    async end() {
      const [last] = await db
        .select({ seq: auditEntries.seq, hash: auditEntries.hash })
        .from(auditEntries)
        .orderBy(desc(auditEntries.seq))
        .limit(1);
      return last ?? null;
    },

    async hashAt(seq) {
      const [row] = await db
        .select({ hash: auditEntries.hash })
        .from(auditEntries)
        .where(eq(auditEntries.seq, seq));
      return row?.hash ?? null;
    },
  };
}
