import { isIpAddress, parentCookieDomain } from '@h5-page/schema/parent-cookie-domain';

/** The host of a Host header: lower case, without the port, brackets or a trailing dot. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(value);
  if (bracketed) return bracketed[1] ?? '';
  // One colon is a port; more are a bare IPv6 address.
  const bare = value.split(':').length === 2 ? value.slice(0, value.indexOf(':')) : value;
  return bare.replace(/\.$/, '');
}

/**
 * The Domain attribute of the token cookie (spec section 6: the product's parent domain), or
 * null for a host-only cookie.
 *
 * - COOKIE_DOMAIN, when set and the host lies within it (a browser drops a cookie for a domain
 *   the host is not in, and the login would loop);
 * - else the parent domain of the host: `a.b.example.com` → `.example.com`,
 *   `m.example.com.cn` → `.example.com.cn` (`parentCookieDomain`, the visitor app's rule too);
 * - null for localhost, single-label hosts and IP addresses.
 */
export function cookieDomainFor(host: string, configured = ''): string | null {
  const hostname = hostnameOf(host);
  if (!hostname || isIpAddress(hostname) || !/^[a-z0-9.-]+$/.test(hostname)) return null;
  const wanted = configured.trim().toLowerCase().replace(/^\./, '');
  if (wanted && (hostname === wanted || hostname.endsWith(`.${wanted}`))) return `.${wanted}`;
  return parentCookieDomain(hostname);
}
