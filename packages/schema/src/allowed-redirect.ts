export interface RedirectRules {
  /** The page's own URL (or just its origin): relative targets resolve against it, and its host is this site. */
  base: string;
  /**
   * Other hosts a redirect may leave for (REDIRECT_ALLOW_HOSTS): `m.example.com` that host only,
   * `.example.com` every host below example.com (not example.com itself).
   */
  allowHosts?: readonly string[];
}

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

function hostAllowed(hostname: string, allowHosts: readonly string[]): boolean {
  return allowHosts.some((allowed) => {
    const rule = allowed.trim().toLowerCase();
    if (rule === '') return false;
    return rule.startsWith('.') ? hostname.endsWith(rule) : hostname === rule;
  });
}

/**
 * Where a redirect may go, read with the URL parser as a browser reads it: a target on this site
 * becomes its path (`/a?b#c`, so the browser keeps its own scheme behind a TLS proxy), a target on
 * an allowed host stays a full http(s) URL, and anything else is null: another host, a scheme
 * other than http(s) (`javascript:`, `data:`), a path the browser would read as another host
 * (`//evil`, `/.//evil`, `/a/..//evil`, `http://self//evil`), backslashes and control characters
 * (browsers turn `\` into `/` and drop tabs), in plain or percent-encoded form.
 */
export function allowedRedirect(target: unknown, rules: RedirectRules): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  let decoded = target;
  // Twice: a target that was encoded once more for a query string still shows its backslash.
  for (let i = 0; i < 2; i += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  if (CONTROL_OR_BACKSLASH.test(target) || CONTROL_OR_BACKSLASH.test(decoded)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(rules.base);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.host === base.host) {
    if (url.pathname.startsWith('//')) return null;
    // A server or proxy that decodes the path once more must not find another host in it either.
    let plain: URL;
    try {
      plain = new URL(decoded, base);
    } catch {
      return null;
    }
    if (plain.host !== base.host || plain.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return hostAllowed(url.hostname, rules.allowHosts ?? []) ? url.href : null;
}
