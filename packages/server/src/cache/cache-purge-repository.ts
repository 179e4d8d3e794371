import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { cachePurges } from './cache-purge-tables.ts';

/** A purge claimed for sending: its URL, and the change it covers (`generation`). */
export interface DuePurge {
  id: number;
  url: string;
  generation: number;
  attempts: number;
}

/** A purge still owed, as the outbox holds it. */
export interface OwedPurge extends DuePurge {
  nextAttemptAt: Date;
  lastError: string;
}

export interface CachePurgeRepository {
  /**
   * Queues a purge of each URL; pass the transaction of the change that makes them stale. A URL
   * already waiting is due again at once and counts one more change.
   */
  queue(urls: readonly string[], on?: Db): Promise<void>;
  /** Claims up to `limit` due purges for `leaseMs` (another process skips them meanwhile). */
  claimDue(limit: number, leaseMs: number): Promise<DuePurge[]>;
  /** The purge went through: its row goes, unless the URL changed again since it was claimed. */
  sent(purge: DuePurge): Promise<void>;
  /** The purge failed: tried again after `retryInMs`, unless the URL changed since (then at once). */
  failed(purge: DuePurge, retryInMs: number, error: string): Promise<void>;
  /** When the next purge falls due (null: none owed). */
  nextDue(): Promise<Date | null>;
  /** Every purge still owed, oldest first. */
  owed(): Promise<OwedPurge[]>;
}

export function createCachePurgeRepository(db: Db): CachePurgeRepository {
  return {
    async queue(urls, on = db) {
      const unique = [...new Set(urls)];
      if (unique.length === 0) return;
      // One statement: a page's URLs are owed together, never seen half queued.
      await on
        .insert(cachePurges)
        .values(unique.map((url) => ({ url })))
        .onConflictDoUpdate({
          target: cachePurges.url,
          set: {
            generation: sql`${cachePurges.generation} + 1`,
            attempts: 0,
            nextAttemptAt: sql`now()`,
            queuedAt: sql`now()`,
          },
        });
    },

    claimDue(limit, leaseMs) {
      return sqlRows<DuePurge>(
        db,
        sql`UPDATE cache_purges SET next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond'
            WHERE id IN (
              SELECT id FROM cache_purges WHERE next_attempt_at <= now()
              ORDER BY next_attempt_at, id LIMIT ${limit}::int FOR UPDATE SKIP LOCKED)
            RETURNING id::int AS id, url, generation::int AS generation, attempts::int AS attempts`,
      );
    },

    async sent(purge) {
      await db
        .delete(cachePurges)
        .where(and(eq(cachePurges.id, purge.id), eq(cachePurges.generation, purge.generation)));
    },

    async failed(purge, retryInMs, error) {
      await db
        .update(cachePurges)
        .set({
          attempts: sql`${cachePurges.attempts} + 1`,
          nextAttemptAt: sql`now() + ${Math.max(0, Math.round(retryInMs))}::int * interval '1 millisecond'`,
          lastError: error.slice(0, 500),
        })
        .where(and(eq(cachePurges.id, purge.id), eq(cachePurges.generation, purge.generation)));
    },

    async nextDue() {
      const [row] = await db.select({ at: min(cachePurges.nextAttemptAt) }).from(cachePurges);
      return row?.at ?? null;
    },

    owed() {
      return db
        .select({
          id: cachePurges.id,
          url: cachePurges.url,
          generation: cachePurges.generation,
          attempts: cachePurges.attempts,
          nextAttemptAt: cachePurges.nextAttemptAt,
          lastError: cachePurges.lastError,
        })
        .from(cachePurges)
        .orderBy(asc(cachePurges.id));
    },
  };
}
