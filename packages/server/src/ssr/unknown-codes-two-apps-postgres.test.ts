import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, signIn } from '#test/support/admin.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { testPage } from '#test/support/pages.ts';

/**
 * Two rendering apps on one PostgreSQL and one Redis, their clocks stopped, so the set of codes
 * an app holds is never read again on its own: a page published or removed on one app reaches
 * the other's set only through the page-change channel, and must show (or go) there at once.
 */

const CODE = 'two-apps-page';
const FROZEN = Date.now();
let database: TestDatabase;
let redis: TestRedis;
let a: FastifyInstance;
let b: FastifyInstance;

const start = () =>
  build({
    config: {
      dataDir: ':memory:',
      databaseUrl: database.url,
      redisUrl: redis.url,
      redisKeyPrefix: redis.prefix,
      adminPassword: ADMIN_PASSWORD,
      reviewRequired: false,
    },
    seed: false,
    now: () => FROZEN,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await createTestRedis();
  // One after the other: the first migrates and creates the admin account.
  a = await start();
  b = await start();
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.cleanup();
  await database?.drop();
});

const statusOn = async (app: FastifyInstance) =>
  (await app.inject(`/h5-page/h5/${CODE}`)).statusCode;

async function until(app: FastifyInstance, status: number): Promise<void> {
  while ((await statusOn(app)) !== status) await new Promise((resolve) => setImmediate(resolve));
}

describe('the codes visitors can reach, across two processes', { timeout: 60_000 }, () => {
  it('a page published on one app shows on the other, and a removal there ends it', async () => {
    // B holds its set, without the page, before anything is published.
    expect(await statusOn(b)).toBe(404);
    const { cookie } = await signIn(a);
    const saved = await a.inject({
      method: 'PUT',
      url: `/admin/api/pages/${CODE}`,
      headers: { cookie },
      payload: testPage(CODE, { title: '两个进程' }),
    });
    expect(saved.statusCode).toBe(200);
    const published = await a.inject({
      method: 'POST',
      url: `/admin/api/pages/${CODE}/publish`,
      headers: { cookie },
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    await until(b, 200);

    // A published page's records are kept: only sample content (the demo's removal) goes.
    expect(await a.pages.removeWithRecords(CODE)).toBe(true);
    await until(b, 404);
    // Settled on B: its address costs B's store nothing again.
    const reads = vi.spyOn(b.publishedPages, 'get');
    await expect
      .poll(async () => {
        const before = reads.mock.calls.length;
        await statusOn(b);
        return reads.mock.calls.length - before;
      })
      .toBe(0);
    reads.mockRestore();
  });
});
