import { statsDateOf } from '@h5-page/schema/stats-period';
import type { LeadListRow } from './lead-list-repository.ts';
import { maskPhone } from './mask-phone.ts';

const HEADERS = ['提交时间', '手机号', '姓名', '渠道', '省份', '城市', '区县'];
const BOM = '\uFEFF';

/** Shanghai wall time, as a spreadsheet shows it: 2026-03-01 23:30:05. */
function shanghaiTime(iso: string): string {
  const instant = Date.parse(iso);
  const time = new Date(instant + 8 * 60 * 60 * 1000).toISOString().slice(11, 19);
  return `${statsDateOf(instant)} ${time}`;
}

/**
 * A cell: quoted when it holds a separator, quote or line break; a leading = + - @ is defused
 * with an apostrophe, because Excel runs such a cell as a formula and names come from visitors.
 */
function cell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Leads as CSV: UTF-8 with BOM (Excel then reads the Chinese right), CRLF lines. */
export function leadsCsv(rows: LeadListRow[], fullPhones: boolean): string {
  const lines = [HEADERS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        shanghaiTime(row.created_at),
        fullPhones ? row.handset : maskPhone(row.handset),
        row.nick_name,
        row.cps_id,
        row.province,
        row.city,
        row.area,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
