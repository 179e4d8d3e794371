import type { RuntimeLocation } from '../runtime.ts';
import { pageAddress } from './page-address.ts';

/**
 * The path segment after `prefix` in the page URL (the `:name` of /cpmj/details/:name), decoded;
 * '' when there is none or it cannot be decoded. Read after hydration, never while rendering:
 * the server renders the same page for every segment.
 */
export function segmentAfter(location: RuntimeLocation, prefix: string): string {
  const pathname = pageAddress(location)?.pathname ?? '';
  const at = pathname.toLowerCase().indexOf(prefix.toLowerCase());
  if (at < 0) return '';
  const segment = pathname.slice(at + prefix.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
