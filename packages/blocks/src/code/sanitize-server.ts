import createDOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createSanitizer } from './sanitize-config.ts';

/**
 * The code block's sanitizer on the server: DOMPurify over a jsdom window. Imported only by the
 * server build (code.tsx loads it when `import.meta.env.SSR`), so jsdom never reaches the browser.
 */
export const sanitizeHtml = createSanitizer(
  createDOMPurify(new JSDOM('').window as unknown as WindowLike),
);
