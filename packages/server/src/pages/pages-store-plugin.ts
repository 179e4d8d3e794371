import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PageRepository } from './store/page-repository.ts';
import type { PublishedPageCache } from './store/published-page-cache.ts';
import type { PublishedCodes } from './store/published-codes.ts';
import type { VisitorCodes } from './store/visitor-codes.ts';
import { createPagesStore } from './store/pages-store.ts';
import { createPageSwitchTimer } from './store/page-switch-timer.ts';

/** Starts and ends of publish windows: the clock, and the process's one timer over them. */
export interface PageSchedule {
  /** The time publish windows are read against (Date.now, unless a test moves it). */
  now(): number;
  /** Reads the store and arms the timer again (done after every publish here). */
  rearm(): Promise<void>;
  /** Told of each page whose start or end the timer handled; returns the unsubscribe. */
  onSwitch(listener: (code: string) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages: drafts, published versions, imports (`pages/store/page-repository.ts`). */
    pages: PageRepository;
    /** Published pages, ready to send; dropped whenever `pages` publishes. */
    publishedPages: PublishedPageCache;
    /** The codes of published pages, for the collector (`pages/store/published-codes.ts`). */
    publishedCodes: PublishedCodes;
    /** The codes visitor addresses may show (`pages/store/visitor-codes.ts`): checked first. */
    visitorCodes: VisitorCodes;
    /** Starts and ends of publish windows (`pages/store/page-switch-timer.ts`). */
    pageSchedule: PageSchedule;
  }
}

export interface PagesStoreOptions {
  /** The clock of publish windows (tests move it); Date.now by default. */
  now?: () => number;
}

/** Decorates the pages domain's repositories, over the database plugin's connection. */
async function pagesStore(app: FastifyInstance, options: PagesStoreOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const { pages, publishedPages, publishedCodes, visitorCodes } = createPagesStore(
    app.database.db,
    app.log,
    now,
  );
  app.decorate('pages', pages);
  app.decorate('publishedPages', publishedPages);
  app.decorate('publishedCodes', publishedCodes);
  app.decorate('visitorCodes', visitorCodes);

  const switchListeners = new Set<(code: string) => void>();
  const timer = createPageSwitchTimer({
    pages,
    now,
    onSwitch(code) {
      // Every cache of this process that keeps the page (the listeners of a publish) drops it.
      pages.announce(code);
      for (const listener of switchListeners) listener(code);
    },
    onError: (error) => app.log.warn({ err: error }, 'page schedule check failed; retrying'),
  });
  // A publish here may add a start or an end ahead of the one the timer waits for.
  pages.onPublish(() => void timer.rearm());
  // Before the database closes (onClose hooks run last registered first).
  app.addHook('onClose', () => timer.stop());
  app.decorate('pageSchedule', {
    now,
    rearm: timer.rearm,
    onSwitch(listener: (code: string) => void) {
      switchListeners.add(listener);
      return () => switchListeners.delete(listener);
    },
  });
}

export const pagesStorePlugin = fp(pagesStore, {
  name: 'pages-store',
  fastify: '5.x',
  dependencies: ['database'],
});
