import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

/**
 * How old the whole set may grow before it is read again: the safety net for a change another
 * process made while the page-change channel was away (every change heard is applied at once).
 */
export const VISITOR_CODES_RECHECK_MS = 5_000;

export interface VisitorCodes {
  /**
   * false: no page of this code can show a visitor anything (nothing live, nothing scheduled), so
   * its address answers not-found without reading the store. true: ask the store. Codes are
   * compared exactly, as the store compares them. A boolean once the set is loaded; the first
   * call of a process waits for the load.
   */
  has(code: string): boolean | Promise<boolean>;
  /**
   * A page changed here or in another process (publish, rollback, removal, a schedule's start or
   * end): it counts as present at once, and one read of its row settles it.
   */
  changed(code: string): void;
}

// Pages with a live version, or a scheduled one whose start visitors are told of.
const SHOWN = sql`(published_version_id IS NOT NULL OR scheduled_version_id IS NOT NULL)`;

/**
 * The codes of the pages visitors can reach, held in memory so that a made-up code (or a real
 * one in another letter case) costs no database read and no render. The set may say "present"
 * of a page that is gone (its address then reads the store, as before), never "absent" of one
 * that shows something: a change is counted present before anything is read, and a read that
 * began before a later change never overrides it.
 */
export function createVisitorCodes(
  db: Db,
  now: () => number = Date.now,
  recheckMs = VISITOR_CODES_RECHECK_MS,
): VisitorCodes {
  let codes: Set<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | null = null;
  // Codes changed while the whole set was being read: the read may predate the change.
  let changedDuringLoad: Set<string> | null = null;
  // Each code's latest change: only the read made for it may settle the code.
  const latest = new Map<string, number>();
  let changes = 0;

  const load = () => {
    loading ??= (async () => {
      changedDuringLoad = new Set();
      try {
        const rows = await sqlRows<{ code: string }>(
          db,
          sql`SELECT code FROM pages WHERE ${SHOWN}`,
        );
        const fresh = new Set(rows.map((row) => row.code));
        for (const code of changedDuringLoad) {
          if (codes === null || codes.has(code)) fresh.add(code);
          else fresh.delete(code);
        }
        codes = fresh;
        loadedAt = now();
        return fresh;
      } catch (error) {
        // The database is away: the set it last gave stays the answer (and is read again later).
        if (codes) {
          loadedAt = now();
          return codes;
        }
        throw error;
      } finally {
        changedDuringLoad = null;
        loading = null;
      }
    })();
    return loading;
  };

  const settle = async (code: string, change: number) => {
    let shown = true;
    try {
      const rows = await sqlRows<{ code: string }>(
        db,
        sql`SELECT code FROM pages WHERE code = ${code} AND ${SHOWN}`,
      );
      shown = rows.length > 0;
    } catch {
      // Unread, the code stays present: its address reads the store, which says what is true.
    }
    if (latest.get(code) !== change) return;
    latest.delete(code);
    if (!shown) codes?.delete(code);
  };

  return {
    has(code) {
      if (codes === null) return load().then((loaded) => loaded.has(code));
      if (now() - loadedAt >= recheckMs) void load().catch(() => {});
      return codes.has(code);
    },
    changed(code) {
      changes += 1;
      latest.set(code, changes);
      codes?.add(code);
      changedDuringLoad?.add(code);
      void settle(code, changes);
    },
  };
}
