import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, signIn } from '#test/support/admin.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { testPage } from '#test/support/pages.ts';

/**
 * Two apps on one PostgreSQL and one Redis, their clocks stopped: the page caches' one-second
 * re-check never comes due, so a change made on one app reaches the other only through the
 * Redis channel.
 */

const CODE = 'channel-page';
const FROZEN = Date.now();
let database: TestDatabase;
let redis: TestRedis;
let a: FastifyInstance;
let b: FastifyInstance;
let listener: Redis;
const heard: string[] = [];

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
    ssr: false,
    now: () => FROZEN,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await createTestRedis();
  // One after the other: the first migrates and creates the admin account.
  a = await start();
  b = await start();
  listener = new Redis(redis.url, { lazyConnect: true });
  await listener.connect();
  listener.on('message', (_channel: string, message: string) => heard.push(message));
  await listener.subscribe(`${redis.prefix}page-changed`);
}, 120_000);
afterAll(async () => {
  await listener?.quit();
  await a?.close();
  await b?.close();
  await redis?.cleanup();
  await database?.drop();
});

async function publish(app: FastifyInstance, title: string) {
  const { cookie } = await signIn(app);
  const saved = await app.inject({
    method: 'PUT',
    url: `/admin/api/pages/${CODE}`,
    headers: { cookie },
    payload: testPage(CODE, { title }),
  });
  expect(saved.statusCode).toBe(200);
  const published = await app.inject({
    method: 'POST',
    url: `/admin/api/pages/${CODE}/publish`,
    headers: { cookie },
    payload: {},
  });
  expect(published.statusCode).toBe(200);
}

/** The title visitors of `app` get, or the status when they get no page. */
async function shown(app: FastifyInstance): Promise<string | number> {
  const answer = await app.inject({ url: `${API_PATHS.PAGE_DETAIL}?code=${CODE}` });
  const envelope = answer.json<{ response?: { activity_page?: { title?: string } } }>();
  return envelope.response?.activity_page?.title ?? answer.statusCode;
}

async function until(app: FastifyInstance, wanted: string | number): Promise<void> {
  while ((await shown(app)) !== wanted) await new Promise((resolve) => setImmediate(resolve));
}

describe('page changes travel through Redis to the other processes', { timeout: 60_000 }, () => {
  it('a publish on one app replaces the version the other app holds', async () => {
    await publish(a, '第一版');
    await until(b, '第一版');
    // B now holds the first version; only the channel can tell it of the second.
    await publish(a, '第二版');
    await until(b, '第二版');
    expect(heard.map((message) => JSON.parse(message) as { code: string })).toContainEqual(
      expect.objectContaining({ code: CODE }),
    );
  });

  it('a rollback on the other app travels back', async () => {
    expect(await shown(a)).toBe('第二版');
    const { cookie } = await signIn(b);
    const rolledBack = await b.inject({
      method: 'POST',
      url: `/admin/api/pages/${CODE}/rollback`,
      headers: { cookie },
      payload: { version: 1 },
    });
    expect(rolledBack.statusCode).toBe(200);
    await until(a, '第一版');
  });

  it('a removal empties the other app cache', async () => {
    // A published page's records are kept: only sample content (the demo's removal) goes.
    expect(await a.pages.removeWithRecords(CODE)).toBe(true);
    await until(b, 404);
  });

  it('an app does not send on what it heard (no echo between the processes)', async () => {
    // Redis hands a subscriber the messages in the order it took them: once a marker arrives,
    // everything sent before it has arrived too (the removal above, heard by B, may not yet have
    // reached this listener).
    const mark = async (text: string) => {
      const marker = new Redis(redis.url);
      await marker.publish(`${redis.prefix}page-changed`, text);
      await marker.quit();
      while (!heard.includes(text)) await new Promise((resolve) => setImmediate(resolve));
      return heard.indexOf(text);
    };
    const before = (await mark('before')) + 1;
    await publish(b, '第三版');
    // A has dropped the page, so it heard B; a marker sent now arrives after anything A sent back.
    await until(a, '第三版');
    const sent = heard.slice(before, await mark('after'));
    const origins = new Set(
      sent.map((message) => (JSON.parse(message) as { origin: string }).origin),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(origins.size).toBe(1);
  });
});
