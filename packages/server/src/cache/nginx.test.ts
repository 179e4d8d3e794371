import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { testPage } from '#test/support/pages.ts';
import { ROOT, freePort, serverEnv, startServer } from '#test/support/server-process.ts';
import type { ServerProcess } from '#test/support/server-process.ts';

/**
 * Debian's nginx with the configuration the repository ships (deploy/nginx.conf, only its port,
 * origin and user changed) in front of the built server: a burst of visitors reaches the server
 * once, a publish is seen through the cache at once (the server's purge), a purge made while
 * nginx is down is retried until it is back, and with the server stopped the cached pages still
 * answer (stale-if-error).
 */

const PASSWORD = 'nginx-cache-password';
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** An HTTP relay between nginx and the server that counts what reaches the server, by path. */
interface CountingRelay {
  port: number;
  count(path: string): number;
  /** The headers of the last request for the path that reached the server. */
  headersOf(path: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
}

async function startRelay(targetPort: number): Promise<CountingRelay> {
  const counts = new Map<string, number>();
  const headers = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?', 1)[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    headers.set(path, { ...incoming.headers });
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('relay has no port');
  return {
    port: address.port,
    count: (path) => counts.get(path) ?? 0,
    headersOf: (path) => headers.get(path),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** nginx in its own prefix directory, run in the foreground so the test owns the process. */
interface Nginx {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function nginxFor(originPort: number, port: number, prefix: string): Promise<Nginx> {
  for (const dir of ['logs', 'cache', 'temp']) await mkdir(join(prefix, dir), { recursive: true });
  const shipped = await readFile(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const replace = (text: string, pattern: RegExp, value: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    return text.replace(pattern, value);
  };
  let conf = replace(shipped, /^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '');
  conf = replace(conf, /^(\s*)listen \d+;$/m, `$1listen 127.0.0.1:${port};`);
  conf = replace(conf, /^(\s*)server 127\.0\.0\.1:\d+;$/m, `$1server 127.0.0.1:${originPort};`);
  const confPath = join(prefix, 'nginx.conf');
  await writeFile(confPath, conf);
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  return {
    port,
    async start() {
      const started = spawn(NGINX, ['-p', `${prefix}/`, '-c', confPath, '-g', 'daemon off;'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      let gone = false;
      exited = new Promise((resolve) =>
        started.on('exit', () => {
          gone = true;
          resolve();
        }),
      );
      // Not there to start (ENOENT) ends it as an exit would: named, not waited for.
      started.on('error', (error) => {
        output += String(error);
        gone = true;
      });
      for (;;) {
        if (gone) throw new Error(`nginx did not start:\n${output}`);
        try {
          await fetch(`http://127.0.0.1:${port}/_purge/`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited;
      child = null;
    },
  };
}

let database: TestDatabase;
let server: ServerProcess;
let relay: CountingRelay;
let nginx: Nginx;
let prefix: string;
let cookie: string;
let db: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  prefix = await mkdtemp(join(tmpdir(), 'h5-nginx-'));
  const originPort = await freePort();
  const nginxPort = await freePort();
  // The server starts first, nginx in front of it through the relay; the purge goes to nginx.
  server = await startServer(
    serverEnv({
      PORT: String(originPort),
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: PASSWORD,
      REVIEW_REQUIRED: '0',
      CACHE_PURGE_URL: `http://127.0.0.1:${nginxPort}/_purge`,
    }),
  );
  relay = await startRelay(originPort);
  nginx = await nginxFor(relay.port, nginxPort, prefix);
  await nginx.start();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const session = await fetch(`${server.url}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', password: PASSWORD }),
  });
  expect(session.status).toBe(200);
  cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
}, 180_000);
afterAll(async () => {
  await nginx?.stop();
  await server?.kill('SIGTERM');
  await relay?.close();
  await db?.end();
  await database?.drop();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

const viaCache = (path: string) => fetch(`http://127.0.0.1:${nginx.port}${path}`);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function publish(code: string, title: string) {
  const headers = { 'content-type': 'application/json', cookie };
  const saved = await fetch(`${server.url}/admin/api/pages/${code}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(testPage(code, { title })),
  });
  expect(saved.status, await saved.text()).toBe(200);
  const published = await fetch(`${server.url}/admin/api/pages/${code}/publish`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(published.status, await published.text()).toBe(200);
}

const owed = async () =>
  (
    await db.query<{ url: string; attempts: number; last_error: string }>(
      'SELECT url, attempts, last_error FROM cache_purges ORDER BY id',
    )
  ).rows;

describe('nginx in front of the server, as deploy/nginx.conf ships', { timeout: 120_000 }, () => {
  it('answers 1,000 requests for a page with one request to the server', async () => {
    const path = '/h5-page/h5/demo';
    let next = 0;
    const statuses: number[] = [];
    // 1,000 requests, 25 at a time: the first ones arrive together, so nginx's lock matters.
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < 1000) {
          next += 1;
          const answer = await viaCache(path);
          await answer.arrayBuffer();
          statuses.push(answer.status);
        }
      }),
    );
    expect(statuses).toHaveLength(1000);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(relay.count(path)).toBe(1);
  });

  it('never hands the server a visitor’s own X-Forwarded-Host (the absolute URLs of cached pages)', async () => {
    const path = '/h5-page/h5/demo';
    const answer = await fetch(`http://127.0.0.1:${nginx.port}${path}?fwd-host`, {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    const seen = relay.headersOf(path);
    expect(seen).toBeDefined();
    expect(seen?.['x-forwarded-host']).toBeUndefined();
  });

  it('shows a new version through the cache within a second of its publish', async () => {
    await publish('cached', '第一版');
    // The publish's own purge already put the page in the cache.
    const first = await viaCache('/h5-page/h5/cached');
    expect(titleOf(await first.text())).toBe('第一版');
    const again = await viaCache('/h5-page/h5/cached');
    expect(titleOf(await again.text())).toBe('第一版');
    expect(again.headers.get('x-cache-status')).toMatch(/HIT|STALE|UPDATING/);

    await publish('cached', '第二版');
    const deadline = performance.now() + 1000;
    let seen: string | undefined;
    while (performance.now() < deadline) {
      seen = titleOf(await (await viaCache('/h5-page/h5/cached')).text());
      if (seen === '第二版') break;
    }
    expect(seen).toBe('第二版');
  });

  it('keeps one copy per A/B variant, never a visitor’s first answer, and purges each', async () => {
    const headers = { 'content-type': 'application/json', cookie };
    const variantsOf = (edition: string) => [
      {
        key: 'a',
        weight: 50,
        page_schema: [{ name: 'text', value: { html: `<p>甲${edition}</p>` } }],
      },
      {
        key: 'b',
        weight: 50,
        page_schema: [{ name: 'text', value: { html: `<p>乙${edition}</p>` } }],
      },
    ];
    const release = async (edition: string) => {
      const saved = await fetch(`${server.url}/admin/api/pages/split`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...testPage('split'), variants: variantsOf(edition) }),
      });
      expect(saved.status, await saved.text()).toBe(200);
      const published = await fetch(`${server.url}/admin/api/pages/split/publish`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(published.status, await published.text()).toBe(200);
    };
    const path = '/h5-page/h5/split';
    const withVariant = (key: string) =>
      fetch(`http://127.0.0.1:${nginx.port}${path}`, { headers: { cookie: `h5_ab=${key}` } });
    await release('一版');

    // A first visit is assigned at the server each time: its answer sets the cookie, unkept.
    for (let n = 0; n < 3; n += 1) {
      const first = await viaCache(path);
      expect(first.headers.get('set-cookie')).toMatch(
        /^h5_ab=[ab]; Max-Age=\d+; Path=\/h5-page\/h5\/split;/,
      );
      expect(first.headers.get('x-cache-status')).toBe('MISS');
      await first.arrayBuffer();
    }

    // With the cookie, each variant is one copy the cache keeps (the publish's purge made them).
    for (const [key, words] of [
      ['a', '甲一版'],
      ['b', '乙一版'],
    ] as const) {
      for (let n = 0; n < 3; n += 1) {
        const answer = await withVariant(key);
        expect(await answer.text()).toContain(words);
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
      expect((await withVariant(key)).headers.get('x-cache-status')).toMatch(/HIT|STALE|UPDATING/);
    }

    // A new version: the purge refetches each variant's copy with its cookie.
    await release('二版');
    for (const [key, words] of [
      ['a', '甲二版'],
      ['b', '乙二版'],
    ] as const) {
      let seen = '';
      while (!seen.includes(words)) seen = await (await withVariant(key)).text();
      expect(seen).not.toContain('一版');
    }
    // Every purge of it done before the next test stops nginx.
    await expect.poll(async () => (await owed()).length, { timeout: 30_000 }).toBe(0);
  });

  it('retries a purge made while nginx is down, and completes it when nginx is back', async () => {
    await nginx.stop();
    await publish('cached', '第三版');
    // The publish answered at once; its purge failed and waits in the store.
    let rows = await owed();
    while (!rows.some((row) => row.attempts > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await owed();
    }
    expect(rows.map((row) => row.url)).toEqual(['/h5-page/h5/cached', '/pc-page/pc/cached']);
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED/);

    await nginx.start();
    while ((await owed()).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await viaCache('/h5-page/h5/cached');
    expect(titleOf(await answer.text())).toBe('第三版');
  });

  it('keeps answering cached pages while the server is stopped (stale-if-error)', async () => {
    await server.kill('SIGTERM');
    await relay.close();
    // The purge's copy is fresh for a second; every answer is the page, until one is stale.
    let status: string | null = null;
    while (status !== 'STALE') {
      const answer = await viaCache('/h5-page/h5/cached');
      expect(answer.status).toBe(200);
      expect(titleOf(await answer.text())).toBe('第三版');
      status = answer.headers.get('x-cache-status');
    }
    const demo = await viaCache('/h5-page/h5/demo');
    expect(demo.status).toBe(200);
  });
});
