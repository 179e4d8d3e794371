import type { LeadListRow } from './lead-list-repository.ts';
import { csvDocument, shanghaiTime } from '../core/csv-text.ts';
import { maskPersonal } from '../editor-session/personal-data.ts';

const HEADERS = ['提交时间', '手机号', '姓名', '渠道', '省份', '城市', '区县'];
/** In place of the phone and name of a lead whose personal data was erased. */
export const ERASED = '已删除';

/**
 * Leads as CSV (personal fields masked unless `fullPhones`, 已删除 once erased): UTF-8 with BOM (Excel then reads the
 * Chinese right), CRLF lines. The answers to the form's extra fields follow, a column per field
 * label in the order the labels first appear (a form edited between leads adds columns).
 */
export function leadsCsv(rows: LeadListRow[], fullPhones: boolean): string {
  const labels = [...new Set(rows.flatMap((row) => row.extra.map((answer) => answer.label)))];
  // Named apart from the fixed columns, whatever the marketer called a field.
  const extraHeaders = labels.map((label) =>
    HEADERS.includes(label) ? `${label}（表单）` : label,
  );
  return csvDocument(
    [...HEADERS, ...extraHeaders],
    rows.map((row) => [
      shanghaiTime(row.created_at),
      row.erased_at ? ERASED : fullPhones ? row.handset : maskPersonal('phone', row.handset),
      row.erased_at ? ERASED : fullPhones ? row.nick_name : maskPersonal('name', row.nick_name),
      row.cps_id,
      row.province,
      row.city,
      row.area,
      ...labels.map((label) => row.extra.find((answer) => answer.label === label)?.value ?? ''),
    ]),
  );
}
