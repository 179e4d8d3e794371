import { APP_LINK_DEFAULTS } from '@h5-page/schema/app-link-defaults';

/**
 * The link that opens the app at an app page (`coupons`, `wallet/recharge`): the configured
 * scheme or universal link with `page` and the page's own query (`?tab=live`) added.
 */
export function appOpenLink(base: string | undefined, page: string, search = ''): string {
  const root = base || APP_LINK_DEFAULTS.open;
  const query = new URLSearchParams(search);
  query.delete('page');
  const params = new URLSearchParams({ page });
  for (const [key, value] of query) params.append(key, value);
  return `${root}${root.includes('?') ? '&' : '?'}${params.toString()}`;
}
