import createDOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import { createTextSanitizer } from './text-sanitize-config.ts';
import type { TextSanitize } from './text-sanitize-config.ts';

let sanitize: TextSanitize | undefined;

/** The text block's sanitizer in the browser: DOMPurify over the page's window (made on first use). */
export const sanitizeText: TextSanitize = (html, allowHosts) => {
  sanitize ??= createTextSanitizer(createDOMPurify(window as unknown as WindowLike));
  return sanitize(html, allowHosts);
};
