import { use, useMemo, useState, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type * as ServerSanitizer from './server-sanitizer.ts';
import type { TextSanitize } from './text-sanitize-config.ts';
import './text.css';

// The server build sanitizes with DOMPurify over jsdom (server-sanitizer.ts). Vite replaces
// `import.meta.env.SSR` with a constant, so the client build has neither this import nor jsdom.
const serverSanitizer: Promise<typeof ServerSanitizer> | null = import.meta.env.SSR
  ? import('./server-sanitizer.ts')
  : null;

// In the browser DOMPurify loads only when a text is rendered there: a block hydrated from the
// server's HTML already holds the server's sanitized markup.
let browserSanitizer: Promise<TextSanitize> | undefined;
const loadBrowserSanitizer = (): Promise<TextSanitize> =>
  (browserSanitizer ??= import('./sanitize-browser.ts').then((module) => module.sanitizeText));

const subscribeNever = () => () => {};
const NO_HOSTS: readonly string[] = [];

/**
 * Rich text (CONTRACT section 8: `{html}`): paragraphs with bold, italic, underline, colour, size,
 * alignment and links, sanitized to those marks only on the server and in the browser with one
 * configuration (text-sanitize-config.ts), so both render the same string. A link stays only when
 * it leads to this site or an allowed host, and a tap on it goes through the link action.
 */
export default function Text({ value, path }: BlockProps<'text'>) {
  const runtime = useRuntime();
  const allowHosts = runtime.redirectAllowHosts ?? NO_HOSTS;
  const source = typeof value.html === 'string' ? value.html : '';
  // True on the server and while hydrating, false in a render of the browser's own.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // The text the server's markup stands for: kept as it is (React leaves inner HTML alone when it
  // hydrates) for as long as the text stays the same.
  const [serverSource] = useState(() => (hydrating && !import.meta.env.SSR ? source : null));
  const keep = serverSource === source;
  const onServer = serverSanitizer ? use(serverSanitizer) : null;
  const sanitize = keep || onServer ? null : use(loadBrowserSanitizer());
  const browserHtml = useMemo(
    () => (sanitize ? sanitize(source, allowHosts) : ''),
    [sanitize, source, allowHosts],
  );
  const html = onServer ? use(onServer.sanitizeTextOnServer(source, allowHosts)) : browserHtml;
  // A link leaves the page through the link action, which checks it again against the address
  // the visitor is on (this site and REDIRECT_ALLOW_HOSTS) and refuses others with its toast.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    void runtime.actions.run(
      { type: BUTTON_ACTION_TYPE.LINK, atext: link.getAttribute('href') ?? '' },
      { path, block: 'text' },
    );
  };
  return (
    // The links inside are the text's own controls; the container only routes their taps.
    <div
      className="h5-text"
      onClick={onClick}
      suppressHydrationWarning={keep}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
