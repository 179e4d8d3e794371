import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from '../app.ts';

// A client that busts the cache with junk query strings or previews cannot force a render per
// request: the render cache is keyed by what changes the HTML, and renders are bounded.

let app: FastifyInstance;
beforeAll(async () => {
  // Hundreds of not-found addresses from one client: past the per-address limit each refusal
  // would be held a second (unknown-codes.test.ts tests the limit).
  app = await build({
    config: {
      dataDir: ':memory:',
      renderConcurrency: 2,
      renderCacheMb: 2,
      notFoundLimitPerMinute: 100_000,
    },
  });
});
afterAll(async () => {
  await app.close();
});

/** A GET sent with its path exactly as written (inject resolves dot segments first). */
async function rawGet(path: string): Promise<{ status: number; location?: string; body: string }> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

async function rendersFor(urls: string[]): Promise<{ renders: number; statuses: Set<number> }> {
  const before = app.renders.started;
  const statuses = new Set<number>();
  for (const url of urls) statuses.add((await app.inject(url)).statusCode);
  return { renders: app.renders.started - before, statuses };
}

/**
 * The renders a cached page may still cost while a test runs: a stale rendering is refreshed
 * behind the visitor at most once a second per cached key (plus one already under way), however
 * many requests arrive. What the spelling tests rule out is a render per request.
 */
function refreshAllowance(startedAt: number, keys: number): number {
  return keys * (2 + Math.ceil((Date.now() - startedAt) / 1000));
}

const hundred = (make: (i: number) => string) => Array.from({ length: 100 }, (_, i) => make(i));

describe('render cache key', () => {
  it('100 distinct junk query strings on a published page: a few renders, not 100', async () => {
    const { renders, statuses } = await rendersFor(
      hundred((i) => `/h5-page/h5/demo?junk=${i}&cb=${Math.random()}`),
    );
    expect([...statuses]).toEqual([200]);
    expect(renders).toBeLessThanOrEqual(5);
  });

  it('the query still reaches the browser: it is not part of the rendering', async () => {
    const plain = await app.inject('/h5-page/h5/demo');
    const busted = await app.inject('/h5-page/h5/demo?utm_source=%3Cscript%3E');
    expect(busted.body).not.toContain('utm_source');
    expect(busted.body.length).toBe(plain.body.length);
  });

  it('100 refused previews, unknown codes and unknown routes: a few renders each', async () => {
    for (const make of [
      (i: number) => `/h5-page/h5/demo?isPreview=1&x=${i}`,
      (i: number) => `/h5-page/h5/no-such-page?x=${i}`,
      (i: number) => `/h5-page/no-such-route?x=${i}`,
    ]) {
      const { renders, statuses } = await rendersFor(hundred(make));
      expect(statuses.size).toBe(1);
      expect([403, 404]).toContain([...statuses][0]);
      expect(renders).toBeLessThanOrEqual(5);
    }
  });

  it('a burst of renders runs at most RENDER_CONCURRENCY at once and all answer', async () => {
    const answers = await Promise.all(
      hundred((i) => `/h5-page/h5/distinct-${i}`).map((url) => app.inject(url)),
    );
    expect(answers.every((answer) => answer.statusCode === 404)).toBe(true);
  });
});

describe('path spellings', () => {
  const spellings = [
    '/h5-page/h5/demo/',
    '/h5-page/h5/demo//',
    `/h5-page/h5/demo${'/'.repeat(500)}`,
    '/h5-page/h5/%64emo',
    '/h5-page/h5/%64%65%6D%6F',
    '/h5-page//h5/demo',
    '/h5-page/h5/./demo',
    '/h5-page/h5/x/../demo',
    '/h5-page/h5/x/%2e%2e/demo',
    '/h5-page/H5/demo',
  ];

  it('every other spelling of a page is sent to its one spelling, query kept, without a render', async () => {
    await app.inject('/h5-page/h5/demo');
    const before = app.renders.started;
    const startedAt = Date.now();
    for (const url of spellings) {
      for (const query of ['', '?a=1&b=%E6%98%A5']) {
        const answer = await rawGet(url + query);
        expect(answer.status, url).toBe(301);
        expect(answer.location, url).toBe(`/h5-page/h5/demo${query}`);
        expect(answer.body).toBe('');
      }
    }
    // 20 spellings: without the redirect, 20 renders.
    expect(app.renders.started - before).toBeLessThanOrEqual(refreshAllowance(startedAt, 1));
  });

  it('a campaign route is sent to the spelling of its route', async () => {
    const answer = await app.inject('/h5-page//invitefriends/REGISTER/?from=x');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/h5-page/InviteFriends/register?from=x');
  });

  it('a query with bytes a header cannot hold is sent percent-encoded', async () => {
    const answer = await app.inject({ method: 'GET', url: '/h5-page/h5/demo/?q=\u00e9' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/h5-page/h5/demo?q=%C3%A9');
  });

  it('paths that show nothing share one not-found rendering, however spelled', async () => {
    await app.inject('/h5-page/nowhere');
    const before = app.renders.started;
    const startedAt = Date.now();
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const urls = [
        `/h5-page/nowhere-${i}`,
        `/h5-page/h5/demo/../x${i}/..`,
        `/h5-page/h5/${i}/a/b`,
      ];
      for (const url of urls) statuses.add((await rawGet(url)).status);
    }
    expect([...statuses]).toEqual([404]);
    // 300 distinct paths: without the shared rendering, 300 renders.
    expect(app.renders.started - before).toBeLessThanOrEqual(refreshAllowance(startedAt, 1));
  });

  it('the renderings kept stay within RENDER_CACHE_MB, however many pages are asked', async () => {
    for (let i = 0; i < 60; i++) {
      const [page, standIn] = await Promise.all([
        app.inject(`/h5-page/cpmj/details/name-${i}`),
        app.inject(`/h5-page/app/page-${i}`),
      ]);
      // No article has these names: 404, one rendering for all of them.
      expect(page.statusCode).toBe(404);
      expect(standIn.statusCode).toBe(200);
    }
    expect(app.renders.cachedBytes).toBeGreaterThan(0);
    expect(app.renders.cachedBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  }, 180_000);
});
