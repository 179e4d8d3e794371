/**
 * A field of a page value or a gateway answer as trimmed text: strings trimmed, finite numbers as
 * digits (ids come as `3` or `'3'`), '' for anything else.
 */
export function answerText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
