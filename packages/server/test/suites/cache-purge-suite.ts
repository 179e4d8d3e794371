import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app.ts';
import { appForAll } from '../support/app-for-all.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { testPage } from '../support/pages.ts';

/**
 * The shared cache's purge outbox and its purger: what publish, rollback, removal and a publish
 * window's end queue (in the change's own transaction), retries until the cache takes a purge,
 * a change while a purge is in flight sending it again, and nothing queued without
 * CACHE_PURGE_URL. Run on PGlite (cache-purge.test.ts) and PostgreSQL
 * (cache-purge-postgres.test.ts).
 */
export function cachePurgeSuite(databaseUrl: () => string | null): void {
  const DAY = 86_400_000;
  let clockBase = Date.now();
  const startedAt = Date.now();
  const now = () => clockBase + (Date.now() - startedAt);
  const setClock = (instant: number) => {
    clockBase = instant - (Date.now() - startedAt);
  };

  /** What the cache is sent, and whether it answers: a test flips `up`. */
  const cache = {
    up: false,
    sent: [] as string[],
    hold: null as Promise<void> | null,
    /** Told of each send that reaches the hold: that purge is in flight. */
    held: null as ((path: string) => void) | null,
  };
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let session: { cookie: string };

  appForAll(async () => {
    ({ app, admin: session } = await signedInSuiteApp(databaseUrl(), {
      seed: false,
      now,
      cachePurge: {
        retryBaseMs: 1,
        retryMaxMs: 20,
        send: async (path) => {
          if (cache.hold) {
            cache.held?.(path);
            await cache.hold;
          }
          if (!cache.up) throw new Error('connect ECONNREFUSED');
          cache.sent.push(path);
        },
      },
    }));
    return app;
  });
  appForAll(async () => {
    bare = await build({
      config: { dataDir: ':memory:', databaseUrl: databaseUrl(), reviewRequired: false },
      seed: false,
      ssr: false,
    });
    return bare;
  });

  const owedUrls = async (on: FastifyInstance = app) =>
    (await on.cachePurges.outbox.owed()).map((row) => row.url).sort();
  const purger = () => {
    const running = app.cachePurges.purger;
    if (!running) throw new Error('the purger should run with a sender');
    return running;
  };
  /** Waits until the outbox is empty, pass after pass (each retry falls due within ms). */
  async function drained() {
    while ((await app.cachePurges.outbox.owed()).length > 0) await purger().settled();
  }
  const admin = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    app.inject({ method, url: `/admin/api${url}`, headers: session, payload });

  it('queues the page’s addresses with a publish, and retries until the cache takes them', async () => {
    cache.up = false;
    await app.pages.saveDraft(testPage('spring'));
    const published = await admin('POST', '/pages/spring/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(await owedUrls()).toEqual(['/h5-page/h5/spring', '/pc-page/pc/spring']);
    // The cache is down: each pass fails and counts an attempt; the purge stays owed.
    await purger().settled();
    await purger().settled();
    const [owed] = await app.cachePurges.outbox.owed();
    expect(owed?.attempts).toBeGreaterThan(0);
    expect(owed?.lastError).toContain('ECONNREFUSED');

    cache.up = true;
    await drained();
    expect(cache.sent.sort()).toEqual(['/h5-page/h5/spring', '/pc-page/pc/spring']);
  });

  it('queues a rollback and a removal, and the campaign route that shows the page', async () => {
    cache.up = false;
    cache.sent = [];
    await app.pages.saveDraft(testPage('course', { title: '一版' }));
    await app.pages.publish('course');
    await app.pages.saveDraft(testPage('course', { title: '二版' }));
    await app.pages.publish('course');
    cache.up = true;
    await drained();
    cache.up = false;

    const rolled = await admin('POST', '/pages/course/rollback', { version: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(await owedUrls()).toEqual([
      '/h5-page/course',
      '/h5-page/h5/course',
      '/pc-page/pc/course',
    ]);
    cache.up = true;
    await drained();

    cache.up = false;
    expect(await app.pages.removeWithRecords('course')).toBe(true);
    expect(await owedUrls()).toHaveLength(3);
    cache.up = true;
    await drained();
  });

  it('queues nothing when the publish is refused (one transaction)', async () => {
    cache.up = false;
    await app.pages.saveDraft(testPage('refused'));
    await expect(
      app.pages.publish('refused', '', {
        allow: () => Promise.reject(new Error('refused by the check')),
      }),
    ).rejects.toThrow('refused by the check');
    expect(await owedUrls()).toEqual([]);
  });

  it('queues the purge when a publish window ends', async () => {
    cache.up = true;
    await app.pages.saveDraft(testPage('winter'));
    const end = now() + DAY;
    await app.pages.publish('winter', '', { endsAt: new Date(end) });
    await drained();
    cache.sent = [];
    cache.up = false;

    const switched = new Promise<void>((resolve) => {
      const stop = app.pageSchedule.onSwitch((code) => {
        if (code !== 'winter') return;
        stop();
        resolve();
      });
    });
    setClock(end - 100);
    await app.pageSchedule.rearm();
    await switched;
    // The listener queues after the timer's own listeners: wait for the row, not for time.
    while ((await owedUrls()).length === 0) await purger().settled();
    expect(await owedUrls()).toEqual(['/h5-page/h5/winter', '/pc-page/pc/winter']);
    cache.up = true;
    await drained();
    expect(cache.sent.sort()).toEqual(['/h5-page/h5/winter', '/pc-page/pc/winter']);
  });

  it('sends a purge again when the page changed while it was in flight', async () => {
    cache.up = true;
    cache.sent = [];
    await app.pages.saveDraft(testPage('busy'));
    let release = () => {};
    const inFlight = new Promise<void>(
      (resolve) => (cache.held = (path) => path === '/h5-page/h5/busy' && resolve()),
    );
    cache.hold = new Promise<void>((resolve) => (release = resolve)).then(() => {
      cache.hold = null;
      cache.held = null;
    });
    const sending = app.cachePurges.outbox
      .queue(['/h5-page/h5/busy'])
      .then(() => purger().settled());
    // Only once the sender holds the purge is it in flight (a pass may claim it later).
    await inFlight;
    // The purge of the first change is being sent; a second change comes meanwhile.
    await app.cachePurges.outbox.queue(['/h5-page/h5/busy']);
    release();
    await sending;
    await drained();
    expect(cache.sent.filter((url) => url === '/h5-page/h5/busy').length).toBe(2);
  });

  it('queues nothing without CACHE_PURGE_URL', async () => {
    expect(bare.cachePurges.purger).toBeNull();
    await bare.pages.saveDraft(testPage('quiet'));
    await bare.pages.publish('quiet');
    expect(await owedUrls(bare)).toEqual([]);
  });
}
