import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, signIn } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';
import { REFUSAL_PAUSE_MS } from './not-found-limit.ts';

/**
 * A visitor address naming no page (a made-up code, a real one in another letter case, `;` or a
 * space in it) is answered from memory: the published codes are checked before any read of the
 * store, and every such address of a route gets one shared, already compressed not-found answer.
 * Past a per-address number of not-found answers a minute, the address gets 429 instead.
 */

const LIMIT = 20;
let app: FastifyInstance;
let cookie: string;
appForAll(async () => {
  app = await build({
    config: {
      dataDir: ':memory:',
      adminPassword: ADMIN_PASSWORD,
      reviewRequired: false,
      notFoundLimitPerMinute: LIMIT,
    },
    seed: false,
  });
  ({ cookie } = await signIn(app));
  // A page, a campaign route's page and a code with capitals, as the seed has them.
  for (const code of ['demo', 'jjfz', 'InviteFriends']) await publish(code, `页面 ${code}`);
  return app;
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Each test asks from addresses of its own, so no test spends another's allowance.
let nextAddress = 0;
const freshAddress = () => `198.51.100.${(nextAddress += 1)}`;

const visit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

const admin = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload: object) =>
  app.inject({ method, url: `/admin/api${url}`, headers: { cookie }, payload });

async function publish(code: string, title: string, window: object = {}) {
  const saved = await admin('PUT', `/pages/${code}`, testPage(code, { title }));
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await admin('POST', `/pages/${code}/publish`, window);
  expect(published.statusCode, published.body).toBe(200);
}

/** Counts what a visitor address costs the store (every read of a page goes through these). */
function storeReads() {
  return [
    vi.spyOn(app.publishedPages, 'get'),
    vi.spyOn(app.pages, 'getPublishedJson'),
    vi.spyOn(app.pages, 'getPublishedPointer'),
    vi.spyOn(app.pages, 'getPublishedVersionId'),
  ];
}
const readsOf = (spies: ReturnType<typeof storeReads>) =>
  spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

const random = () => `x${Math.random().toString(36).slice(2, 10)}`;

describe('unknown page codes', () => {
  it('never reach the store or the renderer: made up, other letter case, `;`, a space', async () => {
    const from = freshAddress();
    // The shared answers of both route shapes exist once the first of each was asked.
    for (const warm of ['/h5-page/h5/warm-up', '/pc-page/pc/warm-up', '/h5-page/jjfz-x']) {
      expect((await visit(warm, from)).statusCode).toBe(404);
    }
    const spies = storeReads();
    const renders = app.renders.started;
    for (const url of [
      `/h5-page/h5/${random()}`,
      '/h5-page/h5/Demo',
      '/h5-page/h5/DEMO',
      '/h5-page/h5/demo;x',
      '/h5-page/h5/demo%20x',
      '/h5-page/h5/invitefriends',
      `/pc-page/pc/${random()}`,
      '/pc-page/pc/Demo',
    ]) {
      const answer = await visit(url, from);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('<title>页面不存在</title>');
    }
    expect(readsOf(spies)).toBe(0);
    expect(app.renders.started).toBe(renders);
    // The real page is still read and shown: codes are compared exactly, as the store does.
    const demo = await visit('/h5-page/h5/demo', from);
    expect(demo.statusCode).toBe(200);
    expect(readsOf(spies)).toBeGreaterThan(0);
  });

  it('share one answer: the same bytes for every unknown code, per coding, headers as before', async () => {
    const from = freshAddress();
    for (const coding of [undefined, 'gzip', 'br']) {
      const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
      const answers = await Promise.all(
        ['/h5-page/h5/made-up-one', '/h5-page/h5/Demo', `/h5-page/h5/${random()}`].map((url) =>
          visit(url, from, headers),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
        expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      const payload = answers[0]!.rawPayload;
      const html = (
        coding === 'br'
          ? brotliDecompressSync(payload)
          : coding === 'gzip'
            ? gunzipSync(payload)
            : payload
      ).toString('utf8');
      expect(html).toContain('<title>页面不存在</title>');
      // The not-found state itself, as hydration will find it (not the loading one).
      expect(html).toContain('<h1 class="h5-state-title">页面不存在</h1>');
      expect(html).not.toContain('h5-state-spinner"');
      // It names no code, and says the page is missing whatever the address asked.
      const data = JSON.parse(/<script id="__H5_DATA__"[^>]*>([^<]*)<\/script>/.exec(html)![1]!);
      expect(data).toMatchObject({ page: null, code: null, missing: true, preview: false });
    }
    // The desktop frame has its own answer, shared the same way.
    const pc = await Promise.all(['/pc-page/pc/a1', '/pc-page/pc/b2'].map((u) => visit(u, from)));
    expect(pc[0]!.rawPayload.equals(pc[1]!.rawPayload)).toBe(true);
    expect(pc[0]!.body).toContain('h5-pc-frame');
  });

  it('a page published now shows at once; removed, it is gone at once and costs no read again', async () => {
    const from = freshAddress();
    const code = `fresh-${random()}`;
    expect((await visit(`/h5-page/h5/${code}`, from)).statusCode).toBe(404);
    await publish(code, '刚发布的活动');
    const shown = await visit(`/h5-page/h5/${code}`, from);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('刚发布的活动');
    expect((await visit(`/pc-page/pc/${code}`, from)).statusCode).toBe(200);

    // A published page's records are kept, so only sample content goes this way (the demo's
    // removal): what it takes off must leave every cache at once all the same.
    expect(await app.pages.removeWithRecords(code)).toBe(true);
    expect((await visit(`/h5-page/h5/${code}`, from)).statusCode).toBe(404);
    // Once the removal is settled in memory, its address is answered without the store.
    const spies = storeReads();
    await expect
      .poll(async () => {
        const before = readsOf(spies);
        await visit(`/h5-page/h5/${code}`, from);
        return readsOf(spies) - before;
      })
      .toBe(0);
  });

  it('a page whose first version waits for its start says when it starts (scheduled pages count)', async () => {
    const from = freshAddress();
    const code = `later-${random()}`;
    expect((await visit(`/h5-page/h5/${code}`, from)).statusCode).toBe(404);
    const start = Date.now() + 7 * 24 * 60 * 60 * 1000;
    await publish(code, '下周的活动', { starts_at: start });
    const notice = await visit(`/h5-page/h5/${code}`, from);
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toContain('活动将于');
  });

  it('a draft never published stays not found, from memory', async () => {
    const from = freshAddress();
    const code = `draft-${random()}`;
    const saved = await admin('PUT', `/pages/${code}`, testPage(code));
    expect(saved.statusCode).toBe(200);
    const spies = storeReads();
    expect((await visit(`/h5-page/h5/${code}`, from)).statusCode).toBe(404);
    expect(readsOf(spies)).toBe(0);
  });
});

describe('not-found answers per address', () => {
  it(`past ${LIMIT} a minute: 429 with the envelope; the same address still gets real pages`, async () => {
    const from = freshAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await visit(`/h5-page/h5/${random()}`, from)).statusCode).toBe(404);
    }
    for (const url of [`/h5-page/h5/${random()}`, '/h5-page/no-such-route', '/pc-page/pc/zz']) {
      const asked = performance.now();
      const refused = await visit(url, from);
      // Held before it is sent: a client looping on made-up codes gets one a second.
      expect(performance.now() - asked).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS * 0.9);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        code: 'NOT_FOUND_RATE_LIMITED',
        msg: expect.stringMatching(/^访问不存在的页面过于频繁，请 \d+ 秒后再试$/),
        response: null,
      });
    }
    // A visitor of a real page is never limited by it, nor is another address.
    for (const url of ['/h5-page/h5/demo', '/h5-page/jjfz', '/pc-page/pc/demo']) {
      const answer = await visit(url, from);
      expect(answer.statusCode, `${url} ${answer.body.slice(0, 300)}`).toBe(200);
    }
    expect((await visit(`/h5-page/h5/${random()}`, freshAddress())).statusCode).toBe(404);
  });

  it('an IPv6 client counts as its /64', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await visit(`/h5-page/h5/${random()}`, `2001:db8:77:1::${i + 1}`);
      expect(answer.statusCode).toBe(404);
    }
    expect((await visit(`/h5-page/h5/${random()}`, '2001:db8:77:1::ffff')).statusCode).toBe(429);
    expect((await visit(`/h5-page/h5/${random()}`, '2001:db8:77:2::1')).statusCode).toBe(404);
  });
});
