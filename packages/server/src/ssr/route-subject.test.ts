import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
});
afterAll(async () => {
  await app.close();
});

describe('a route whose path names an article', () => {
  it('answers 200 for an article that exists and 404 (the same styled page) for one that does not', async () => {
    const known = await app.inject('/h5-page/cpmj/details/dragon-head');
    expect(known.statusCode).toBe(200);
    const unknown = await app.inject('/h5-page/cpmj/details/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    // The page itself, which tells the visitor and leads back to the list once it runs.
    expect(unknown.body).toContain('id="root"');
    expect(unknown.body.length).toBeGreaterThan(1000);
  });

  it('a strategy article: 200 for one that exists, 404 for an unknown or malformed id', async () => {
    const { list } = (
      JSON.parse((await app.inject('/n8sf/api/simulate/v1/trading/articles?limit=1')).body) as {
        response: { list: { id: number }[] };
      }
    ).response;
    const known = await app.inject(`/h5-page/simulateTrading/article/details/${list[0]!.id}`);
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('id="root"');
    for (const id of ['999999', 'abc', '0', '99999999999'])
      expect(
        (await app.inject(`/h5-page/simulateTrading/article/details/${id}`)).statusCode,
        id,
      ).toBe(404);
  });

  it('renders once for every unknown name', async () => {
    await app.inject('/h5-page/cpmj/details/first-unknown');
    const before = app.renders.started;
    const startedAt = Date.now();
    for (let i = 0; i < 100; i++) {
      expect((await app.inject(`/h5-page/cpmj/details/made-up-${i}`)).statusCode).toBe(404);
    }
    // Without the shared rendering, 100 renders; with it, at most the refresh of a stale
    // rendering once a second, however long the machine took.
    expect(app.renders.started - before).toBeLessThanOrEqual(
      2 + Math.ceil((Date.now() - startedAt) / 1000),
    );
  });
});
