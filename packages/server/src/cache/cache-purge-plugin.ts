import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCachePurgeRepository } from './cache-purge-repository.ts';
import type { CachePurgeRepository } from './cache-purge-repository.ts';
import { createCachePurger, httpPurgeSender } from './cache-purger.ts';
import type { CachePurger, PurgeSender } from './cache-purger.ts';
import { pageCacheUrls, variantKeysEver } from './page-cache-urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache's purge outbox (`cache/`); its purger is null without CACHE_PURGE_URL. */
    cachePurges: { outbox: CachePurgeRepository; purger: CachePurger | null };
  }
}

export interface CachePurgeOptions {
  /** How purges leave (tests count or refuse them); an HTTP request to CACHE_PURGE_URL otherwise. */
  send?: PurgeSender;
  /** The first retry's delay, doubled per failure (ms), and the longest (ms). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often the outbox is read for purges other processes queued (ms). */
  pollMs?: number;
}

/**
 * Keeps a shared cache (deploy/nginx.conf, or a CDN) in step with what visitors may see: every
 * publish, rollback, import and removal queues a purge of the page's URLs in its own transaction,
 * and so does a publish window's start or end when this process's timer reaches it (each
 * process's timer may: the queue folds them into one). Each process sends what is queued.
 */
async function cachePurge(app: FastifyInstance, options: CachePurgeOptions) {
  const outbox = createCachePurgeRepository(app.database.db);
  const purgeUrl = app.config.cachePurgeUrl;
  const send = options.send ?? (purgeUrl ? httpPurgeSender(purgeUrl) : null);
  if (!send) {
    app.decorate('cachePurges', { outbox, purger: null });
    return;
  }
  const purger = createCachePurger({
    purges: outbox,
    send,
    log: app.log,
    baseDelayMs: options.retryBaseMs,
    maxDelayMs: options.retryMaxMs,
    pollMs: options.pollMs,
  });
  app.decorate('cachePurges', { outbox, purger });
  app.pages.withinPublish(async (tx, code) =>
    outbox.queue(pageCacheUrls(code, await variantKeysEver(tx, code)), tx),
  );
  // After the commit: the purge leaves at once, never inside the publish's own time.
  app.pages.onPublish(() => purger.kick());
  app.pageSchedule.onSwitch((code) => {
    variantKeysEver(app.database.db, code)
      .then((keys) => outbox.queue(pageCacheUrls(code, keys)))
      .then(
        () => purger.kick(),
        (error: unknown) => app.log.warn({ err: error, code }, 'cache purge not queued'),
      );
  });
  app.addHook('onReady', () => purger.kick());
  // Before the database closes (onClose hooks run last registered first).
  app.addHook('onClose', () => purger.stop());
}

export const cachePurgePlugin = fp(cachePurge, {
  name: 'cache-purge',
  fastify: '5.x',
  dependencies: ['database', 'pages-store'],
});
