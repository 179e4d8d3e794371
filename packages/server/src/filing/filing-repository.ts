import { sql } from 'drizzle-orm';
import { earliestGoLive } from '@h5-page/schema/filing-days';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';

/**
 * Filing before use (需报备, migration 0139): a page's mark (`pages.filing_required`, admin
 * metadata beside the page, never in the visitor's page file) and the filings recorded for it
 * (`page_filings`, business records kept like the versions). Each change is audited in its own
 * transaction.
 */

export interface Filing {
  filedOn: string;
  reference: string;
  recordedBy: string | null;
  recordedAt: Date;
}

export interface FilingState {
  pageId: number;
  required: boolean;
  /** Newest first. */
  filings: Filing[];
}

/** How long a filing waits: FILING_WAIT_WORKING_DAYS and FILING_HOLIDAYS. */
export interface FilingWait {
  workingDays: number;
  holidays: readonly string[];
}

interface FilingRow {
  filedOn: string;
  reference: string;
  recordedBy: string | null;
  recordedAt: string | Date;
}

/** The page's mark and filings, read on `db` (a transaction's, to lock the page row first). */
export async function readFilingState(
  db: Db,
  where: { code: string } | { pageId: number },
): Promise<FilingState | null> {
  const [page] = await sqlRows<{ id: number; required: boolean }>(
    db,
    'code' in where
      ? sql`SELECT id, filing_required AS required FROM pages WHERE code = ${where.code}`
      : sql`SELECT id, filing_required AS required FROM pages WHERE id = ${where.pageId}`,
  );
  if (!page) return null;
  const rows = await sqlRows<FilingRow>(
    db,
    sql`SELECT to_char(filed_on, 'YYYY-MM-DD') AS "filedOn", reference,
               recorded_by AS "recordedBy", recorded_at AS "recordedAt"
        FROM page_filings WHERE page_id = ${page.id} ORDER BY id DESC`,
  );
  return {
    pageId: Number(page.id),
    required: page.required === true,
    filings: rows.map((row) => ({
      filedOn: row.filedOn,
      reference: row.reference,
      recordedBy: row.recordedBy,
      recordedAt: new Date(row.recordedAt),
    })),
  };
}

/** The first China date the page may go live; null: not required, or nothing filed yet. */
export function earliestOf(state: FilingState, wait: FilingWait): string | null {
  const newest = state.filings[0];
  if (!state.required || !newest) return null;
  return earliestGoLive(newest.filedOn, wait.workingDays, wait.holidays);
}

export interface FilingRepository {
  state(code: string): Promise<FilingState | null>;
  /** Marks the page 需报备 or not; null when there is no such page. */
  setRequired(code: string, required: boolean, by: string | null): Promise<FilingState | null>;
  /** Records a filing; null when there is no such page. */
  record(
    code: string,
    filing: { filedOn: string; reference: string },
    by: string | null,
  ): Promise<FilingState | null>;
}

export function createFilingRepository(db: Db): FilingRepository {
  /** The page row locked, so a publish reading the mark waits for the change. */
  const lockPage = async (tx: Db, code: string) => {
    const [row] = await sqlRows<{ id: number; required: boolean }>(
      tx,
      sql`SELECT id, filing_required AS required FROM pages WHERE code = ${code} FOR UPDATE`,
    );
    return row ? { id: Number(row.id), required: row.required === true } : null;
  };

  return {
    state: (code) => readFilingState(db, { code }),

    setRequired(code, required, by) {
      return db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        if (!page) return null;
        if (page.required !== required) {
          await tx.execute(
            sql`UPDATE pages SET filing_required = ${required} WHERE id = ${page.id}`,
          );
          await appendAuditEntry(tx, {
            actor: by,
            action: 'page.filing_required',
            pageCode: code,
            detail: { required },
          });
        }
        return readFilingState(tx, { pageId: page.id });
      });
    },

    record(code, filing, by) {
      return db.transaction(async (tx) => {
        const page = await lockPage(tx, code);
        if (!page) return null;
        await tx.execute(
          sql`INSERT INTO page_filings (page_id, filed_on, reference, recorded_by)
              VALUES (${page.id}, ${filing.filedOn}::date, ${filing.reference}, ${by})`,
        );
        await appendAuditEntry(tx, {
          actor: by,
          action: 'page.filing_record',
          pageCode: code,
          detail: { filed_on: filing.filedOn, reference: filing.reference },
        });
        return readFilingState(tx, { pageId: page.id });
      });
    },
  };
}
