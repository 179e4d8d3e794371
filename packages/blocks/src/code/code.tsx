import { use, useMemo } from 'react';
import type { BlockProps } from '../registry.ts';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize-browser.ts';
import './code.css';

type Sanitize = (html: string) => string;

// The server build sanitizes with DOMPurify over jsdom, loaded once. Vite replaces
// `import.meta.env.SSR` with a constant, so the client build has neither this import nor jsdom.
const serverSanitizer: Promise<Sanitize> | null = import.meta.env.SSR
  ? import('./sanitize-server.ts').then((module) => module.sanitizeHtml)
  : null;

/**
 * Custom HTML snippet (CONTRACT section 4: `{html}`), sanitized with one DOMPurify configuration
 * (sanitize-config.ts) on the server and in the browser, so both render the same string: no
 * scripts, no event handlers, no `javascript:` URLs. Server HTML holds the sanitized snippet.
 */
export default function Code({ value }: BlockProps<'code'>) {
  // `use` suspends the server render until the jsdom sanitizer is ready (React's prerender waits).
  const sanitize = serverSanitizer ? use(serverSanitizer) : sanitizeInBrowser;
  const source = typeof value.html === 'string' ? value.html : '';
  const html = useMemo(() => sanitize(source), [sanitize, source]);
  return <div className="h5-code" dangerouslySetInnerHTML={{ __html: html }} />;
}
