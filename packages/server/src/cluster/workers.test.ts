import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ADMIN_DATABASE_URL, createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { TEST_REDIS_URL, createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { testPage } from '#test/support/pages.ts';
import { freePort, serverEnv, spawnServer, startServer } from '#test/support/server-process.ts';
import type { ServerProcess } from '#test/support/server-process.ts';

/**
 * `WORKERS=2 npm start` (the built server): two processes answer on one port, a publish through
 * one is what both serve, a worker that dies is replaced while the port keeps answering, and
 * SIGTERM closes them all cleanly. Settings that cannot work are refused before anything starts.
 */

const PASSWORD = 'workers-test-password';
const CODE = 'workers-page';

interface Answer {
  status: number;
  worker: string;
  body: string;
}

/** A GET on a connection of its own: the primary hands each new connection to the next worker. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          worker: String(response.headers['x-h5-worker'] ?? ''),
          body,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function send(url: string, method: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Asks until every worker in `workers` has answered with a page titled `title`. */
async function untilEveryWorkerShows(server: ServerProcess, workers: Set<string>, title: string) {
  const seen = new Set<string>();
  while ([...workers].some((worker) => !seen.has(worker))) {
    const answer = await get(`${server.url}/h5-page/h5/${CODE}`);
    if (titleOf(answer.body) === title) seen.add(answer.worker);
    await turn();
  }
}

async function refused(env: NodeJS.ProcessEnv) {
  const server = spawnServer({ ...env, PORT: String(await freePort()) });
  // It never becomes ready: the exit is the answer.
  server.ready.catch(() => {});
  return server.exited.then((exit) => ({ ...exit, output: server.output() }));
}

describe('WORKERS refused before anything starts', { timeout: 60_000 }, () => {
  it('a value that is no count of processes', async () => {
    const exit = await refused(serverEnv({ WORKERS: 'abc', DATA_DIR: ':memory:' }));
    expect(exit.code).toBe(1);
    expect(exit.output).toContain('WORKERS: expected a whole number from 1 to 64');
  });

  it('several processes on the embedded store', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'h5-workers-'));
    try {
      const exit = await refused(serverEnv({ WORKERS: '2', DATA_DIR: dataDir }));
      expect(exit.code).toBe(1);
      expect(exit.output).toContain('WORKERS=2: the embedded store');
      expect(exit.output).toContain('set DATABASE_URL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a worker that cannot start', { timeout: 60_000 }, () => {
  it('stops the start: the primary says which worker and exits 1', async () => {
    const missing = new URL(ADMIN_DATABASE_URL);
    missing.pathname = '/h5_test_no_such_database';
    const exit = await refused(
      serverEnv({ WORKERS: '2', DATABASE_URL: missing.toString(), REDIS_URL: TEST_REDIS_URL }),
    );
    expect(exit.code).toBe(1);
    expect(exit.output).toMatch(
      /h5-page cannot start: worker 1 of WORKERS=2 exited \(exit code 1\)/,
    );
  });
});

describe('WORKERS=2 on PostgreSQL and Redis', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let server: ServerProcess;
  let workers: Set<string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await createTestRedis();
    server = await startServer(
      serverEnv({
        WORKERS: '2',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: redis.prefix,
        ADMIN_PASSWORD: PASSWORD,
      }),
    );
  }, 180_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await redis?.cleanup();
    await database?.drop();
  });

  it('two worker processes answer on the one port', async () => {
    workers = new Set<string>();
    while (workers.size < 2) {
      const answer = await get(`${server.url}/healthz`);
      expect(answer.status).toBe(200);
      expect(answer.worker).toMatch(/^\d+$/);
      workers.add(answer.worker);
      await turn();
    }
    expect(workers.has(String(server.child.pid))).toBe(false);
  });

  it('a publish through one worker is what every worker serves next', async () => {
    const signedIn = await send(`${server.url}/admin/api/session`, 'POST', {
      user: 'admin',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const publish = async (title: string) => {
      const saved = await send(
        `${server.url}/admin/api/pages/${CODE}`,
        'PUT',
        testPage(CODE, { title }),
        cookie,
      );
      expect(saved.status).toBe(200);
      const published = await send(
        `${server.url}/admin/api/pages/${CODE}/publish`,
        'POST',
        {},
        cookie,
      );
      expect(published.status).toBe(200);
    };
    await publish('第一版');
    // Both workers now hold the first version's rendering.
    await untilEveryWorkerShows(server, workers, '第一版');
    const listener = new Redis(redis.url);
    const heard = new Promise<string>((resolve) =>
      listener.on('message', (_channel: string, message: string) => resolve(message)),
    );
    await listener.subscribe(`${redis.prefix}page-changed`);
    await publish('第二版');
    expect(JSON.parse(await heard)).toMatchObject({ code: CODE });
    await listener.quit();
    await untilEveryWorkerShows(server, workers, '第二版');
  });

  it('a worker that dies is replaced, and the port answers all along', async () => {
    const [victim] = [...workers];
    process.kill(Number(victim), 'SIGKILL');
    const gone = () => {
      try {
        process.kill(Number(victim), 0);
        return false;
      } catch {
        return true;
      }
    };
    while (!gone()) await turn();
    let replacement: string | undefined;
    while (replacement === undefined) {
      const answer = await get(`${server.url}/healthz`);
      expect(answer.status).toBe(200);
      expect(answer.worker).not.toBe(victim);
      if (!workers.has(answer.worker)) replacement = answer.worker;
      await turn();
    }
    workers = new Set([...workers].filter((worker) => worker !== victim)).add(replacement);
    expect(server.output()).toMatch(/worker \d \(pid \d+\) died \(signal SIGKILL\)/);
  });

  it('SIGTERM closes every worker and the primary exits 0', async () => {
    await server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    for (const worker of workers) {
      expect(() => process.kill(Number(worker), 0)).toThrow();
    }
  });
});
