import { createHash } from 'node:crypto';

/** JSON with the keys of every object sorted, so two equal pages give the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A digest of a page's content that ignores key order (stored drafts keep theirs). */
export function pageDigest(page: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(page)))
    .digest('hex');
}
