import { chinaTime } from '@h5-page/schema/china-time';

/** The stored draft a refused save was not based on: its revision, who saved it and when. */
export interface DraftConflict {
  revision: number;
  updatedBy: string | null;
  updatedAt: Date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * What the editor whose save was refused reads, in China time: `此页面已被 admin2 于 11月25日 14:03
 * 修改`. A draft written by an import or the seed has no editor.
 */
export function draftConflictMessage({ updatedBy, updatedAt }: DraftConflict): string {
  const { month, day, hour, minute } = chinaTime(updatedAt.getTime());
  const when = `${month}月${day}日 ${pad2(hour)}:${pad2(minute)}`;
  return updatedBy ? `此页面已被 ${updatedBy} 于 ${when} 修改` : `此页面已于 ${when} 被导入修改`;
}

/** The refusal's `response`: the stored draft the editor may load or compare with. */
export function draftConflictDetails({ revision, updatedBy, updatedAt }: DraftConflict) {
  return { revision, updated_by: updatedBy, updated_at: updatedAt.toISOString() };
}
