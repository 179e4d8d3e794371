import { use, useMemo, useState, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type * as ServerSanitizer from './server-sanitizer.ts';
import './code.css';

type Sanitize = (html: string) => string;

// The server build sanitizes with DOMPurify over jsdom (server-sanitizer.ts). Vite replaces
// `import.meta.env.SSR` with a constant, so the client build has neither this import nor jsdom.
const serverSanitizer: Promise<typeof ServerSanitizer> | null = import.meta.env.SSR
  ? import('./server-sanitizer.ts')
  : null;

// In the browser DOMPurify (some 10 kB compressed) loads only when a snippet is rendered there:
// a block hydrated from the server's HTML already holds the server's sanitized markup.
let browserSanitizer: Promise<Sanitize> | undefined;
const loadBrowserSanitizer = (): Promise<Sanitize> =>
  (browserSanitizer ??= import('./sanitize-browser.ts').then((module) => module.sanitizeHtml));

const subscribeNever = () => () => {};

/** Links a snippet may follow itself: within the snippet, or to a phone or a mail client. */
const OWN_LINK = /^(?:#|tel:|mailto:)/i;

/**
 * Custom HTML snippet (CONTRACT section 4: `{html}`), sanitized with one DOMPurify configuration
 * (sanitize-config.ts) on the server and in the browser, so both render the same string: no
 * scripts, no event handlers, no `javascript:` URLs. Server HTML holds the sanitized snippet.
 */
export default function Code({ value, path }: BlockProps<'code'>) {
  const runtime = useRuntime();
  const source = typeof value.html === 'string' ? value.html : '';
  // True on the server and while hydrating, false in a render of the browser's own.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // The snippet the server's markup stands for: kept as it is (React leaves inner HTML alone when
  // it hydrates) for as long as the snippet stays the same; an empty string is never unsafe.
  const [serverSource] = useState(() => (hydrating && !import.meta.env.SSR ? source : null));
  const keep = serverSource === source;
  // `use` suspends until the sanitizer is ready (the server's prerender waits for it).
  const onServer = serverSanitizer ? use(serverSanitizer) : null;
  const sanitize = keep || onServer ? null : use(loadBrowserSanitizer());
  const browserHtml = useMemo(() => (sanitize ? sanitize(source) : ''), [sanitize, source]);
  const html = onServer ? use(onServer.sanitizeOnServer(source)) : browserHtml;
  // A snippet's link leaves the page through the link action, so it obeys the same allow-list
  // (this site and REDIRECT_ALLOW_HOSTS): a link to any other host is refused with its toast.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href') ?? '';
    if (OWN_LINK.test(href)) return;
    event.preventDefault();
    void runtime.actions.run(
      { type: BUTTON_ACTION_TYPE.LINK, atext: href },
      { path, block: 'code' },
    );
  };
  return (
    // The links inside are the snippet's own controls; the container only routes their taps.
    <div
      className="h5-code"
      onClick={onClick}
      suppressHydrationWarning={keep}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
