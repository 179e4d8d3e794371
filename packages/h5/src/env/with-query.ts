/**
 * `base` with `params` appended to its query (before any `#hash`), URI-encoded; undefined and
 * empty values are left out, and `base` is returned as it is when nothing is left.
 */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const hashAt = base.indexOf('#');
  const beforeHash = hashAt < 0 ? base : base.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : base.slice(hashAt);
  const search = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  if (!search) return base;
  const joiner = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  return `${beforeHash}${joiner}${search}${hash}`;
}
