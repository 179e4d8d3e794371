import type { AuditEntryInfo } from './audit-api.ts';

/** The action the builder's autosave writes every few seconds while a page is edited. */
const SAVE_ACTION = 'page.save';

/**
 * Saves further apart than this are two editing sessions, each its own row: a marketer who comes
 * back after lunch starts a new one.
 */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/**
 * One row of the 审计日志 screen: an entry, or one editing session's saves of one page by one
 * account folded together (`entries` newest first, so `entries[0]` is the last save).
 */
export interface AuditRow {
  key: string;
  entries: AuditEntryInfo[];
}

const sessionOf = (entry: AuditEntryInfo) => `${entry.actor ?? ''}\u0000${entry.page_code ?? ''}`;

/**
 * The screen's rows from entries read newest first. A save joins the row of the same account's
 * saves of the same page while nothing else of that account or that page came between them and
 * the gap stays under `SESSION_GAP_MS`. Only the screen folds: the trail, its hashes and the CSV
 * keep every entry.
 */
export function auditRows(entries: readonly AuditEntryInfo[]): AuditRow[] {
  const rows: AuditRow[] = [];
  // The row each account-and-page session is still open in.
  const open = new Map<string, AuditRow>();
  for (const entry of entries) {
    const session = sessionOf(entry);
    const row = open.get(session);
    const oldest = row?.entries.at(-1);
    if (
      entry.action === SAVE_ACTION &&
      row &&
      oldest &&
      Date.parse(oldest.at) - Date.parse(entry.at) <= SESSION_GAP_MS
    ) {
      row.entries.push(entry);
      continue;
    }
    // Anything else the account did, or anything done to the page, ends the sessions it touches.
    for (const [key, openRow] of open) {
      const first = openRow.entries[0]!;
      const sameActor = (first.actor ?? null) === (entry.actor ?? null);
      const samePage = entry.page_code !== null && first.page_code === entry.page_code;
      if (sameActor || samePage) open.delete(key);
    }
    const next: AuditRow = { key: String(entry.seq), entries: [entry] };
    rows.push(next);
    if (entry.action === SAVE_ACTION) open.set(session, next);
  }
  return rows;
}
