/** Second-level labels under which registrable names sit one level deeper (example.com.cn). */
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'gov', 'edu', 'co', 'ac']);

/** A DNS label a cookie's Domain may hold: 1 to 63 letters, digits or inner hyphens. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * Domain attribute for the token cookie: the parent domain of the host
 * (`a.b.example.com` -> `.example.com`, `m.example.com.cn` -> `.example.com.cn`), or null (a
 * host-only cookie) for localhost, single-label hosts, IP addresses and names that are no host
 * (an empty label as in `.6` or `a..b`, a character no DNS label has): a Domain attribute made of
 * those is refused by the cookie serializer and by browsers alike.
 */
export function parentCookieDomain(hostname: string): string | null {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host || isIpAddress(host)) return null;
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  if (labels.length < 2 || labels[labels.length - 1] === 'localhost') return null;
  const tld = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  const keep = tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  if (labels.length < keep) return null;
  return `.${labels.slice(-keep).join('.')}`;
}
