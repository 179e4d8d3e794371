import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PageRepository } from './store/page-repository.ts';
import type { PublishedPageCache } from './store/published-page-cache.ts';
import type { PublishedCodes } from './store/published-codes.ts';
import { createPagesStore } from './store/pages-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages: drafts, published versions, imports (`pages/store/page-repository.ts`). */
    pages: PageRepository;
    /** Published pages, ready to send; dropped whenever `pages` publishes. */
    publishedPages: PublishedPageCache;
    /** The codes of published pages, for the collector (`pages/store/published-codes.ts`). */
    publishedCodes: PublishedCodes;
  }
}

/** Decorates the pages domain's repositories, over the database plugin's connection. */
async function pagesStore(app: FastifyInstance): Promise<void> {
  const { pages, publishedPages, publishedCodes } = createPagesStore(app.database.db, app.log);
  app.decorate('pages', pages);
  app.decorate('publishedPages', publishedPages);
  app.decorate('publishedCodes', publishedCodes);
}

export const pagesStorePlugin = fp(pagesStore, {
  name: 'pages-store',
  fastify: '5.x',
  dependencies: ['database'],
});
