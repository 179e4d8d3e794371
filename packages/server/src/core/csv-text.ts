import { statsDateOf } from '@h5-page/schema/stats-period';

/** The byte order mark that makes Excel read a CSV as UTF-8 (the Chinese right). */
export const CSV_BOM = '\uFEFF';

/** Shanghai wall time, as a spreadsheet shows it: 2026-03-01 23:30:05. */
export function shanghaiTime(iso: string): string {
  const instant = Date.parse(iso);
  const time = new Date(instant + 8 * 60 * 60 * 1000).toISOString().slice(11, 19);
  return `${statsDateOf(instant)} ${time}`;
}

/**
 * A cell: quoted when it holds a separator, quote or line break; a leading = + - @ is defused
 * with an apostrophe, because Excel runs such a cell as a formula and entries come from visitors.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: BOM, CRLF lines, a final line break. */
export function csvDocument(header: string[], rows: (string | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
