import { htmlLimitProblem } from '@h5-page/schema/html-limits';
import { escapeHtml } from '@h5-page/schema/escape-html';

/** Markup a block did not write, as sanitized: the safe HTML, or '' and why it is left out. */
export interface SanitizedHtml {
  html: string;
  /** In Chinese, naming the limit passed (`HTML 嵌套过深：…`) or the time it took. */
  refused?: string;
}

/**
 * Markup past the HTML limits (`@h5-page/schema/html-limits`), refused unread: a sanitizer's work
 * grows faster than the markup, so neither the server nor the browser starts on it. Null for
 * markup within them (and for a non-string, which sanitizes to '').
 */
export function refusedHtml(html: unknown): SanitizedHtml | null {
  if (typeof html !== 'string') return null;
  const refused = htmlLimitProblem(html);
  return refused === null ? null : { html: '', refused };
}

/**
 * What a preview (the builder's canvas, a preview link) shows in place of refused markup, so the
 * marketer sees why visitors see nothing there. Markup, so that hydrating keeps it as sent.
 */
export function refusalNotice(refused: string): string {
  return `<p role="note" style="margin:0;padding:0.6em 1em;border:1px dashed #cf2b24;color:#cf2b24;font-size:0.8em;line-height:1.5">此处内容访客看不到：${escapeHtml(refused)}</p>`;
}
