/**
 * The page URL's query. Read only when the visitor acts or after hydration (never while
 * rendering: the server renders one page for every query); the runtime has no accessor for it yet.
 */
export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}
