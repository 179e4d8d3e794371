import type { RuntimeLocation } from '../runtime.ts';
import { pageAddress } from './page-address.ts';

/**
 * The page URL's query ('' when it has none). Read only when the visitor acts or after hydration
 * (never while rendering: the server renders one page for every query).
 */
export function currentSearch(location: RuntimeLocation): string {
  return pageAddress(location)?.search ?? '';
}
