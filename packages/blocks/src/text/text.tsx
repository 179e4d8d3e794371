import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { refusalNotice } from '../shared/sanitized-html.ts';
import { useLinkTaps } from '../shared/use-link-taps.ts';
import { useSanitizedHtml } from '../shared/use-sanitized-html.ts';
import { knownPromise } from '../shared/known-promise.ts';
import type { TextSanitize } from './text-sanitize-config.ts';
import './text.css';

// The server build sanitizes with DOMPurify over jsdom (server-sanitizer.ts). Vite replaces
// `import.meta.env.SSR` with a constant, so the client build has neither this import nor jsdom.
const serverSanitize = import.meta.env.SSR
  ? import('./server-sanitizer.ts').then((module) => module.sanitizeTextOnServer)
  : null;

// In the browser DOMPurify loads only when a text is rendered there: a block hydrated from the
// server's HTML already holds the server's sanitized markup.
let browserSanitizer: Promise<TextSanitize> | undefined;
const loadBrowserSanitizer = (): Promise<TextSanitize> =>
  (browserSanitizer ??= knownPromise(
    import('./sanitize-browser.ts').then((module) => module.sanitizeText),
  ));

/**
 * What a text rendered in the browser from a value of its own (a popup's content, opened after
 * the page) needs besides this chunk: the sanitizer. A text hydrated from the server's HTML never
 * asks for it.
 */
export const prepareRender = (): Promise<unknown> => loadBrowserSanitizer();

const NO_HOSTS: readonly string[] = [];

/**
 * Rich text (CONTRACT section 8: `{html}`): paragraphs with bold, italic, underline, colour, size,
 * alignment and links, sanitized to those marks only on the server and in the browser with one
 * configuration (text-sanitize-config.ts), so both render the same string. A link stays only when
 * it leads to this site or an allowed host, and a tap on it goes through the link action, which
 * checks it again against the address the visitor is on. A text past the HTML limits, or whose
 * sanitizing ran out of time, is left out.
 */
export default function Text({ value, path }: BlockProps<'text'>) {
  const runtime = useRuntime();
  const allowHosts = runtime.redirectAllowHosts ?? NO_HOSTS;
  const source = typeof value.html === 'string' ? value.html : '';
  const { html, kept, refused } = useSanitizedHtml(
    source,
    allowHosts,
    serverSanitize,
    loadBrowserSanitizer,
  );
  const onClick = useLinkTaps(path, 'text');
  return (
    // The links inside are the text's own controls; the container only routes their taps.
    <div
      className="h5-text"
      onClick={onClick}
      suppressHydrationWarning={kept}
      // Visitors see nothing of a refused text; a preview says why.
      dangerouslySetInnerHTML={{
        __html: refused && runtime.page.preview ? refusalNotice(refused) : html,
      }}
    />
  );
}
