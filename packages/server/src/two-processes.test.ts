import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { testPage } from '#test/support/pages.ts';
import { serverEnv, startServer } from '#test/support/server-process.ts';
import type { ServerProcess } from '#test/support/server-process.ts';

/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer: what one
 * publishes the other serves, an editor signed in on one is signed in on both, and a visitor
 * cannot double a limit by asking the other process.
 */

const PASSWORD = 'two-process-password';
let database: TestDatabase;
let redis: TestRedis;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await createTestRedis();
  const env = serverEnv({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    ADMIN_PASSWORD: PASSWORD,
  });
  // One after the other: the first start migrates, seeds and creates the admin account.
  a = await startServer(env);
  b = await startServer(env);
}, 180_000);
afterAll(async () => {
  await a?.kill('SIGTERM');
  await b?.kill('SIGTERM');
  await redis?.cleanup();
  await database?.drop();
});

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function publish(server: ServerProcess, cookie: string, title: string) {
  const page = testPage('two-processes', { title });
  const headers = { 'content-type': 'application/json', cookie };
  const saved = await fetch(`${server.url}/admin/api/pages/${page.code}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(page),
  });
  expect(saved.status).toBe(200);
  const published = await fetch(`${server.url}/admin/api/pages/${page.code}/publish`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(published.status).toBe(200);
}

const titleOn = async (server: ServerProcess) =>
  /<title>([^<]*)<\/title>/.exec(
    await (await fetch(`${server.url}/h5-page/h5/two-processes`)).text(),
  )?.[1];

describe('two server processes on one PostgreSQL and Redis', { timeout: 90_000 }, () => {
  it('an editor signed in on one process is signed in on the other', async () => {
    const cookie = await signIn(a);
    const onB = await fetch(`${b.url}/admin/api/pages`, { headers: { cookie } });
    expect(onB.status).toBe(200);
  });

  it('a page published on one process is served by the other, server-rendered', async () => {
    const cookie = await signIn(a);
    await publish(a, cookie, '第一版');
    expect(await titleOn(b)).toBe('第一版');
    // B now holds the page in its cache; A publishes again.
    await publish(a, cookie, '第二版');
    const publishedAt = Date.now();
    let title = await titleOn(b);
    while (title !== '第二版') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      title = await titleOn(b);
    }
    console.info(
      `two processes: B served A's new version ${((Date.now() - publishedAt) / 1000).toFixed(2)} s after the publish`,
    );
  });

  it('SMS limits hold across both: the other process refuses a second code at once', async () => {
    const send = async (server: ServerProcess) => {
      const ticket = (await (
        await fetch(`${server.url}/dev/captcha/ticket`, { method: 'POST' })
      ).json()) as { response: { ticket: string; randstr: string } };
      return fetch(`${server.url}${API_PATHS.ADVERT_SMS_SEND}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          handset: '13911112222',
          ...ticket.response,
          platform_name: 'h5',
          operation_name: 'lead',
          type: 1,
        }),
      });
    };
    expect((await send(a)).status).toBe(200);
    const second = await send(b);
    expect(second.status).toBe(429);
    expect(((await second.json()) as { code: string }).code).toBe('SMS_TOO_FREQUENT');
    expect((await redis.keys()).length).toBeGreaterThan(0);
  });
});
