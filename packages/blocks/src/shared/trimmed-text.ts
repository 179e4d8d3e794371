/** A text setting, trimmed; '' when it is missing or not text (page files come from anyone). */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
