/**
 * The record a block's live numbers come from (a vacancy, a notice's virtual users), as its `id`
 * setting names it: a finite number or a non-blank text, else '' (the block shows its own
 * settings and asks for nothing).
 */
export function liveId(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}
