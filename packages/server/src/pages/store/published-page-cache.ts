import { createHash } from 'node:crypto';
import type { PageRepository } from './page-repository.ts';
import type { AfterEnd } from '../after-end.ts';

/**
 * An in-process cache of published pages in front of the store, keyed by page code. A hit
 * queries and serialises nothing: it holds the finished response body. Entries are re-checked
 * at most once a second (one indexed read of the version shown, so a publish by another
 * process shows within a second) and dropped at once when this process publishes. An entry is
 * stale from its `switchAt` on (a scheduled version's start, its own start or end), so the
 * first request at that instant reads what the store says visitors see then, whichever process
 * published it.
 */

export interface CachedPage {
  pageId: number;
  versionId: number;
  version: number;
  /** The page JSON exactly as stored (what `activity_page` holds). */
  json: string;
  /** The page-detail success envelope, ready to send. */
  body: string;
  /** Strong ETag, quotes included. */
  etag: string;
  /** The version's optional window (epoch ms): visitors see it only inside. */
  startsAt: number | null;
  endsAt: number | null;
  /** What visitors get once `endsAt` has passed (null: the plain ended page). */
  afterEnd: AfterEnd | null;
  /** When what visitors see next changes (epoch ms); the entry is not used from then on. */
  switchAt: number | null;
}

/** missing: no such page; unpublished: the page exists but visitors have nothing to see yet. */
export type CacheLookup = CachedPage | 'missing' | 'unpublished';

interface Entry {
  value: CacheLookup | null;
  checkedAt: number;
  refreshing: Promise<CacheLookup> | null;
}

export interface PublishedPageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  onError?: (error: unknown, code: string) => void;
}

export class PublishedPageCache {
  readonly #pages: PageRepository;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #onError: ((error: unknown, code: string) => void) | undefined;
  readonly #entries = new Map<string, Entry>();

  constructor(pages: PageRepository, options: PublishedPageCacheOptions = {}) {
    this.#pages = pages;
    this.#ttlMs = options.ttlMs ?? 1000;
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(code: string): Promise<CacheLookup> | CacheLookup {
    const entry = this.#entries.get(code);
    const now = this.#now();
    if (entry?.value && now - entry.checkedAt < this.#ttlMs && !switched(entry.value, now)) {
      return entry.value;
    }
    if (entry?.refreshing) return entry.refreshing;
    return this.#refresh(code, entry);
  }

  /** Forgets a page (after it was published here); the next request reads the store. */
  drop(code: string): void {
    this.#entries.delete(code);
  }

  clear(): void {
    this.#entries.clear();
  }

  #refresh(code: string, previous: Entry | undefined): Promise<CacheLookup> {
    const entry: Entry = {
      value: previous?.value ?? null,
      checkedAt: previous?.checkedAt ?? 0,
      refreshing: null,
    };
    const refreshing = this.#load(code, entry.value).then(
      (value) => {
        // Written only if the entry was not dropped meanwhile (a publish makes it stale).
        if (this.#entries.get(code) === entry) {
          entry.value = value;
          entry.checkedAt = this.#now();
          entry.refreshing = null;
        }
        return value;
      },
      (error: unknown) => {
        if (this.#entries.get(code) === entry) entry.refreshing = null;
        // With a page in hand, a database hiccup serves the last known version, and the next
        // re-check waits a full interval, so an outage costs one failed read per page per second.
        if (entry.value && entry.value !== 'missing' && entry.value !== 'unpublished') {
          entry.checkedAt = this.#now();
          this.#onError?.(error, code);
          return entry.value;
        }
        throw error;
      },
    );
    entry.refreshing = refreshing;
    this.#entries.delete(code);
    this.#entries.set(code, entry);
    if (this.#entries.size > this.#maxEntries) {
      // Oldest refreshed first: Map keeps insertion order and refreshes re-insert.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return refreshing;
  }

  async #load(code: string, current: CacheLookup | null): Promise<CacheLookup> {
    const at = this.#now();
    if (current && typeof current === 'object' && !switched(current, at)) {
      const pointer = await this.#pages.getPublishedPointer(code, at);
      if (pointer?.versionId === current.versionId && pointer.switchAt === current.switchAt) {
        return current;
      }
    }
    const published = await this.#pages.getPublishedJson(code, at);
    if (!published) {
      const versionId = await this.#pages.getPublishedVersionId(code);
      return versionId === undefined ? 'missing' : 'unpublished';
    }
    const { pageId, versionId, version, json, startsAt, endsAt, afterEnd, switchAt } = published;
    return {
      startsAt: startsAt ? startsAt.getTime() : null,
      endsAt: endsAt ? endsAt.getTime() : null,
      afterEnd,
      switchAt: switchAt ? switchAt.getTime() : null,
      pageId,
      versionId,
      version,
      json,
      body: `{"code":1,"msg":"success","response":{"activity_page":${json}}}`,
      etag: pageEtag(pageId, version, json),
    };
  }
}

/** Whether what a cached page shows has changed by `now` (a start or an end has come). */
function switched(value: CacheLookup, now: number): boolean {
  return typeof value === 'object' && value.switchAt !== null && now >= value.switchAt;
}

/**
 * Page id and version name the content; the content itself is hashed in too, so a database
 * rebuilt from scratch (page 1 version 1 again, different text) never answers 304 wrongly.
 */
export function pageEtag(pageId: number, version: number, json: string): string {
  const hash = createHash('sha1').update(`${pageId}:${version}:`).update(json).digest('base64url');
  return `"${hash.slice(0, 22)}"`;
}
