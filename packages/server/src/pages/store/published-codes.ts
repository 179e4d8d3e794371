import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

/** How old the set of published codes may be when an event is checked against it. */
export const PUBLISHED_CODES_TTL_MS = 5_000;

export interface PublishedCodes {
  /** Whether visitors can see a page of this code (published; route pages are pages too). */
  has(code: string): Promise<boolean>;
  /** Marks the set stale (this process published or rolled back): the next check reloads it. */
  drop(): void;
}

/**
 * The codes of published pages, for the collector: every event names a page, and an event for
 * a page no visitor can load is refused. One query loads the whole set, at most once per
 * PUBLISHED_CODES_TTL_MS whatever the traffic (concurrent checks share it), so neither real
 * events nor made-up codes cost a database read each. A publish in this process is seen at once.
 */
export function createPublishedCodes(db: Db, now: () => number = Date.now): PublishedCodes {
  let codes: Set<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | null = null;
  // Bumped by every publish: a load that began before it does not count as fresh.
  let generation = 0;

  const load = () => {
    const started = generation;
    loading ??= sqlRows<{ code: string }>(
      db,
      sql`SELECT code FROM pages WHERE published_version_id IS NOT NULL`,
    )
      .then(
        (rows) => {
          codes = new Set(rows.map((row) => row.code));
          if (started === generation) loadedAt = now();
          return codes;
        },
        (error: unknown) => {
          // The database is away: the set it last gave is still the best answer (the writes
          // that follow fail on their own and say so).
          if (codes) return codes;
          throw error;
        },
      )
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    async has(code) {
      if (codes === null) return (await load()).has(code);
      if (now() - loadedAt >= PUBLISHED_CODES_TTL_MS) {
        // A page this process published is answered from the new set; otherwise the old set
        // answers at once while the new one loads.
        if (loadedAt === Number.NEGATIVE_INFINITY) return (await load()).has(code);
        void load().catch(() => {});
      }
      return codes.has(code);
    },
    drop() {
      generation += 1;
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
