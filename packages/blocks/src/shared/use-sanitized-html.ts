import { use, useMemo, useState, useSyncExternalStore } from 'react';
import { refusedHtml } from './sanitized-html.ts';
import type { SanitizedHtml } from './sanitized-html.ts';

const subscribeNever = () => () => {};

/**
 * Markup a block did not write (a snippet, a rich text), sanitized with one configuration on the
 * server and in the browser so both render the same string. `onServer` is set in the server build
 * only (a promise of the sanitizer, which suspends the prerender until it is ready). While
 * hydrating, the server's markup is kept as it is (React leaves inner HTML alone) for as long as
 * the source stays the same: `kept` says so, for `suppressHydrationWarning`. The browser loads its
 * sanitizer (DOMPurify) only to render a source of its own. Markup past the HTML limits is
 * refused on both sides before any sanitizer reads it, and on the server sanitizing that took
 * too long is refused too: `refused` says why (the markup is then '').
 */
export function useSanitizedHtml<Extra>(
  source: string,
  extra: Extra,
  onServer: Promise<(source: string, extra: Extra) => Promise<SanitizedHtml>> | null,
  loadInBrowser: () => Promise<(source: string, extra: Extra) => string>,
): { html: string; kept: boolean; refused: string | null } {
  // True on the server and while hydrating, false in a render of the browser's own.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [serverSource] = useState(() => (hydrating && !import.meta.env.SSR ? source : null));
  const kept = serverSource === source;
  const server = onServer ? use(onServer) : null;
  const refusal = useMemo(
    () => (kept || server ? null : refusedHtml(source)),
    [kept, server, source],
  );
  const sanitize = kept || server || refusal ? null : use(loadInBrowser());
  const browserHtml = useMemo(
    () => (sanitize ? sanitize(source, extra) : ''),
    [sanitize, source, extra],
  );
  if (server) {
    const answer = use(server(source, extra));
    return { html: answer.html, kept, refused: answer.refused ?? null };
  }
  return { html: browserHtml, kept, refused: refusal?.refused ?? null };
}
