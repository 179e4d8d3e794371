import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import type { RenderedPage } from './render-cache.ts';

/**
 * The Cache-Control of a published page: browsers check back every time (max-age=0,
 * must-revalidate: a 304 costs a few bytes), while a shared cache keeps it for `sMaxAge`, serves
 * it stale while refetching, and while the server is down or failing.
 */
export function sharedCacheControl(cache: Config['sharedCache']): string {
  return [
    'public',
    'max-age=0',
    'must-revalidate',
    `s-maxage=${cache.sMaxAge}`,
    `stale-while-revalidate=${cache.staleWhileRevalidate}`,
    `stale-if-error=${cache.staleIfError}`,
  ].join(', ');
}

/**
 * What a rendering shows, as a digest: its HTML with the render's clock (`now` in the inlined
 * data, new at every render) set aside, so a page re-rendered unchanged keeps its tag, while a new
 * build, new configuration or new public reads change it with no new version.
 */
export function documentDigest(html: string, now: number): string {
  return createHash('sha256')
    .update(html.replace(`"now":${now}`, '"now":0'))
    .digest('base64url')
    .slice(0, 16);
}

/**
 * The entity tag of a rendering as sent in `coding`: the version it shows, the A/B variant, its
 * digest, and the coding, so that a gzip copy and a brotli copy (or two variants) never answer
 * for each other.
 */
export function entityTag(
  versionId: number,
  page: RenderedPage,
  coding: string | null,
  variant?: string,
): string {
  return `"v${versionId}${variant ? `.${variant}` : ''}-${page.digest}-${coding ?? 'identity'}"`;
}

/** Whether an `If-None-Match` header names `tag` (or is `*`); weak comparison, as for a GET. */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const plain = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || plain(value) === tag);
}
