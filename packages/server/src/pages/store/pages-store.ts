import type { Db } from '../../store/open-database.ts';
import type { StoreLogger } from '../../store/open-store.ts';
import { createPageRepository } from './page-repository.ts';
import type { PageRepository } from './page-repository.ts';
import { PublishedPageCache } from './published-page-cache.ts';
import { createPublishedCodes } from './published-codes.ts';
import type { PublishedCodes } from './published-codes.ts';
import { createVisitorCodes } from './visitor-codes.ts';
import type { VisitorCodes } from './visitor-codes.ts';

/**
 * The pages domain's data: the page repository, its published pages ready to send, and the set
 * of published codes (what the collector checks events against).
 */
export interface PagesStore {
  pages: PageRepository;
  /** Published pages, ready to send; dropped here whenever `pages` publishes. */
  publishedPages: PublishedPageCache;
  /** The codes of published pages, reloaded at most every 5 s; dropped whenever `pages` publishes. */
  publishedCodes: PublishedCodes;
  /** The codes visitors can reach, checked before any read of a visitor address's page. */
  visitorCodes: VisitorCodes;
}

/** `now`: the clock of publish windows (tests move it); the cache and the repository share it. */
export function createPagesStore(
  db: Db,
  logger?: StoreLogger,
  now: () => number = Date.now,
): PagesStore {
  const pages = createPageRepository(db, now);
  const publishedPages = new PublishedPageCache(pages, {
    now,
    onError: (error, code) =>
      logger?.warn({ err: error, code }, 'page refresh failed; serving the cached version'),
  });
  pages.onPublish((code) => publishedPages.drop(code));
  const publishedCodes = createPublishedCodes(db);
  pages.onPublish(() => publishedCodes.drop());
  const visitorCodes = createVisitorCodes(db, now);
  pages.onPublish((code) => visitorCodes.changed(code));
  return { pages, publishedPages, publishedCodes, visitorCodes };
}
