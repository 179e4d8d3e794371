import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { refusalNotice } from '../shared/sanitized-html.ts';
import { useLinkTaps } from '../shared/use-link-taps.ts';
import { useSanitizedHtml } from '../shared/use-sanitized-html.ts';
import './code.css';

type Sanitize = (html: string) => string;

// The server build sanitizes with DOMPurify over jsdom (server-sanitizer.ts). Vite replaces
// `import.meta.env.SSR` with a constant, so the client build has neither this import nor jsdom.
const serverSanitize = import.meta.env.SSR
  ? import('./server-sanitizer.ts').then((module) => module.sanitizeOnServer)
  : null;

// In the browser DOMPurify (some 10 kB compressed) loads only when a snippet is rendered there:
// a block hydrated from the server's HTML already holds the server's sanitized markup.
let browserSanitizer: Promise<Sanitize> | undefined;
const loadBrowserSanitizer = (): Promise<Sanitize> =>
  (browserSanitizer ??= import('./sanitize-browser.ts').then((module) => module.sanitizeHtml));

/** Links a snippet may follow itself: within the snippet, or to a phone or a mail client. */
const OWN_LINK = /^(?:#|tel:|mailto:)/i;

/**
 * Custom HTML snippet (CONTRACT section 4: `{html}`), sanitized with one DOMPurify configuration
 * (sanitize-config.ts) on the server and in the browser, so both render the same string: no
 * scripts, no event handlers, no `javascript:` URLs. Server HTML holds the sanitized snippet. One
 * past the HTML limits, or whose sanitizing ran out of time, is left out.
 */
export default function Code({ value, path }: BlockProps<'code'>) {
  const source = typeof value.html === 'string' ? value.html : '';
  const { html, kept, refused } = useSanitizedHtml(
    source,
    null,
    serverSanitize,
    loadBrowserSanitizer,
  );
  // Visitors see nothing of a refused snippet; a preview says why.
  const preview = useRuntime().page.preview;
  const onClick = useLinkTaps(path, 'code', OWN_LINK);
  return (
    // The links inside are the snippet's own controls; the container only routes their taps.
    <div
      className="h5-code"
      onClick={onClick}
      suppressHydrationWarning={kept}
      dangerouslySetInnerHTML={{ __html: refused && preview ? refusalNotice(refused) : html }}
    />
  );
}
