import createDOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import { createSanitizer } from './sanitize-config.ts';

let sanitize: ((html: string) => string) | undefined;

/** The code block's sanitizer in the browser: DOMPurify over the page's window (made on first use). */
export function sanitizeHtml(html: string): string {
  sanitize ??= createSanitizer(createDOMPurify(window as unknown as WindowLike));
  return sanitize(html);
}
