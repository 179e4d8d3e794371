import createDOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createTextSanitizer } from './text-sanitize-config.ts';

/**
 * The text block's sanitizer on the server: DOMPurify over a jsdom window of its own. Imported
 * only by the server build (text.tsx loads it when `import.meta.env.SSR`) and the server's
 * sanitizer thread, so jsdom never reaches the browser.
 */
export const sanitizeText = createTextSanitizer(
  createDOMPurify(new JSDOM('').window as unknown as WindowLike),
);
