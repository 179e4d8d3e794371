import type { LeadListRow } from './lead-list-repository.ts';
import { variantDisplayName } from '@h5-page/schema/variants';
import type { PageVariant } from '@h5-page/schema/variants';
import { csvDocument, shanghaiTime } from '../core/csv-text.ts';
import { maskPersonal } from '../editor-session/personal-data.ts';

const HEADERS = [
  '提交时间',
  '手机号',
  '姓名',
  '渠道',
  '渠道名称',
  '实验方案',
  '省份',
  '城市',
  '区县',
];
/** In place of the phone and name of a lead whose personal data was erased. */
export const ERASED = '已删除';

/**
 * Leads as CSV (personal fields masked unless `fullPhones`, 已删除 once erased): UTF-8 with BOM (Excel then reads the
 * Chinese right), CRLF lines. Each lead's channel by its `cps_id` and the name the page gave it,
 * and its A/B variant as the builder shows it (`variants`: the page's, in order; `方案 B · 新人礼版`
 * when named, `方案 B` when not; a key no longer among them as it is). The answers to the form's
 * extra fields follow, a column per field label in the order the labels first appear (a form
 * edited between leads adds columns).
 */
export function leadsCsv(
  rows: LeadListRow[],
  fullPhones: boolean,
  variants: readonly Pick<PageVariant, 'key' | 'name'>[] = [],
): string {
  const variantOf = (key: string) => {
    const index = variants.findIndex((variant) => variant.key === key);
    return index < 0 ? key : variantDisplayName(variants[index], index);
  };
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
      row.channel_name ?? '',
      row.variant === null ? '' : variantOf(row.variant),
      row.province,
      row.city,
      row.area,
      ...labels.map((label) => row.extra.find((answer) => answer.label === label)?.value ?? ''),
    ]),
  );
}
