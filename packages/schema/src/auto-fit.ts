import { allowedRedirect } from './allowed-redirect.ts';
import { PC_PAGE_BASE } from './constants.ts';

/**
 * Where an auto-fit page sends a non-mobile visitor (spec section 2): `/pc-page/pc/{code}` with
 * the same query string, or null when no redirect is due (`is_auto_fit` other than 1, or a
 * mobile device). `search` is `location.search` ('' or '?…'); a query given without its leading
 * '?' gets one. The target goes through `allowedRedirect` like every redirect: it stays on this
 * site whatever the code or the query hold (null, no redirect, when it would not).
 */
export function autoFitRedirectUrl(
  page: { code: string; is_auto_fit: number },
  isMobile: boolean,
  search: string,
): string | null {
  if (page.is_auto_fit !== 1 || isMobile) return null;
  const query = !search ? '' : search.startsWith('?') ? search : `?${search}`;
  return allowedRedirect(`${PC_PAGE_BASE}${encodeURIComponent(page.code)}${query}`, {
    base: 'http://this-site.invalid/',
  });
}
