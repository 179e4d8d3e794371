import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { BEACON_PATH } from '../tracking/beacon.ts';
import { expectErrorEnvelope } from '#test/support/expect-error-envelope.ts';
import { publishPages, visitSessionOf } from '#test/support/visit.ts';
import { ADMIN_DATABASE_URL, createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { startTcpProxy } from '#test/support/tcp-proxy.ts';
import type { TcpProxy } from '#test/support/tcp-proxy.ts';

/**
 * PostgreSQL goes away for 10 s under traffic (the network to it is cut: every connection
 * dropped, new ones refused) and comes back: the server answers what needs the database with
 * 503, keeps serving cached published pages, says it is not ready, and recovers by itself.
 */

const OUTAGE_MS = 10_000;

let database: TestDatabase;
let proxy: TcpProxy;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = new URL(ADMIN_DATABASE_URL);
  proxy = await startTcpProxy(admin.hostname, Number(admin.port || 5432));
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  // The traffic loop sends as many beacons as the machine allows: the intake cap (tested on its
  // own) must not answer before the database does.
  app = await build({
    config: {
      databaseUrl: url.toString(),
      beaconLimitPerMinute: 1_000_000,
      notFoundLimitPerMinute: 1_000_000,
    },
  });
  await publishPages(app, 'outage', 'outage-cold');
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.drop();
});

const beacon = (sid: string) =>
  app.inject(`${BEACON_PATH}?page_code=outage&sid=${sid}&vs=${visitSessionOf(app, sid, 'outage')}`);

describe('the database goes away and comes back', { timeout: 90_000 }, () => {
  it('answers 503, serves cached pages, reports not ready, and recovers without a restart', async () => {
    // A visitor has seen the demo page: it is in the published-page cache.
    expect((await app.inject('/h5-page/h5/demo')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await beacon('before')).statusCode).toBe(200);

    await proxy.cut();
    // A published page this process holds no copy of (published by another process, or dropped
    // from its cache): answering it needs the database.
    app.publishedPages.drop('outage-cold');
    const cutAt = Date.now();
    let rounds = 0;
    while (Date.now() - cutAt < OUTAGE_MS) {
      rounds += 1;
      const [page, ready, live, stored, signIn, detail, uncached, cold] = await Promise.all([
        app.inject('/h5-page/h5/demo'),
        app.inject('/readyz'),
        app.inject('/healthz'),
        beacon(`during-${rounds}`),
        app.inject({
          method: 'POST',
          url: '/admin/api/session',
          payload: { user: 'admin', password: 'whatever-it-is' },
        }),
        app.inject(`${API_PATHS.PAGE_DETAIL}?code=never-cached`),
        app.inject('/h5-page/h5/never-cached'),
        app.inject('/h5-page/h5/outage-cold'),
      ]);
      // A code never published is known to be missing without the database (the codes visitors
      // can reach are kept in memory): the shared not-found page, outage or not.
      expect(uncached.statusCode).toBe(404);
      expect(uncached.headers['content-type']).toBe('text/html; charset=utf-8');
      // A published page not in this process's cache: a notice to retry, as a page.
      expect(cold.statusCode).toBe(503);
      expect(cold.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(cold.body).toContain('服务繁忙，请稍后刷新重试');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(live.statusCode).toBe(200);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        msg: '数据服务暂时不可用，请稍后再试',
      });
      expectErrorEnvelope(stored, 503, 'STORE_UNAVAILABLE', '数据暂时无法保存，请稍后再试');
      for (const response of [signIn, detail]) {
        expectErrorEnvelope(
          response,
          503,
          'DATABASE_UNAVAILABLE',
          '数据服务暂时不可用，请稍后再试',
        );
        expect(response.body).not.toMatch(/ECONN|at .*\.ts/);
      }
    }

    await proxy.restore();
    const restoredAt = Date.now();
    // Recovered: ready again and storing again, with no restart.
    for (;;) {
      const [ready, stored] = await Promise.all([app.inject('/readyz'), beacon('after')]);
      if (ready.statusCode === 200 && stored.statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const recoveredInMs = Date.now() - restoredAt;
    console.info(
      `database outage: ${rounds} rounds of traffic in ${OUTAGE_MS / 1000} s answered 503 with cached pages served; recovered ${(recoveredInMs / 1000).toFixed(2)} s after the database returned`,
    );
    expect(rounds).toBeGreaterThan(1);
    expect(await app.events.count({ pageCode: 'outage' })).toBeGreaterThanOrEqual(2);
    expect(
      (await app.events.list({ pageCode: 'outage' })).some((e) =>
        e.sessionId?.startsWith('during-'),
      ),
    ).toBe(false);
  });
});
