import type { LeadListRow } from './lead-list-repository.ts';
import { csvDocument, shanghaiTime } from './csv-text.ts';
import { maskPersonal } from './personal-data.ts';

const HEADERS = ['提交时间', '手机号', '姓名', '渠道', '省份', '城市', '区县'];

/** Leads as CSV (personal fields masked unless `fullPhones`): UTF-8 with BOM (Excel then reads the Chinese right), CRLF lines. */
export function leadsCsv(rows: LeadListRow[], fullPhones: boolean): string {
  return csvDocument(
    HEADERS,
    rows.map((row) => [
      shanghaiTime(row.created_at),
      fullPhones ? row.handset : maskPersonal('phone', row.handset),
      fullPhones ? row.nick_name : maskPersonal('name', row.nick_name),
      row.cps_id,
      row.province,
      row.city,
      row.area,
    ]),
  );
}
