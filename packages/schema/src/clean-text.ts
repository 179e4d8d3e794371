/**
 * Text we can store and query: what the server refuses in any field, and what a body declared in
 * the admin contract refuses before it is sent.
 */

// Control characters and unpaired surrogates: no field of ours carries them, PostgreSQL refuses
// a NUL byte in text and jsonb refuses a lone surrogate.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Half of a surrogate pair without its other half: broken Unicode. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text we can store and query: no control characters, no broken Unicode. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

// Paragraphs keep their line breaks and tabs; every other control character is refused.
// eslint-disable-next-line no-control-regex
const PARAGRAPH_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_REFUSED = '不能包含控制字符（如 U+0000 空字符）';
export const BROKEN_UNICODE_REFUSED = '包含不完整的 Unicode 字符（单独的代理项）';

/** Text of several lines we can store: line breaks and tabs, no other control character. */
export function isCleanParagraph(text: string): boolean {
  return !PARAGRAPH_CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * Why a text of a page file cannot be stored as it is (null: it can): a control character other
 * than a line break or a tab, or broken Unicode. Page texts may hold several lines.
 */
export function pageTextProblem(text: string): string | null {
  if (PARAGRAPH_CONTROL.test(text)) return CONTROL_REFUSED;
  if (LONE_SURROGATE.test(text)) return BROKEN_UNICODE_REFUSED;
  return null;
}
