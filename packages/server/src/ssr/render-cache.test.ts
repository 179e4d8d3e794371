import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';

// A client that busts the cache with junk query strings or previews cannot force a render per
// request: the render cache is keyed by what changes the HTML, and renders are bounded.

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:', renderConcurrency: 2 } });
});
afterAll(async () => {
  await app.close();
});

async function rendersFor(urls: string[]): Promise<{ renders: number; statuses: Set<number> }> {
  const before = app.renders.started;
  const statuses = new Set<number>();
  for (const url of urls) statuses.add((await app.inject(url)).statusCode);
  return { renders: app.renders.started - before, statuses };
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
