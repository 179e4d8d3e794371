import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, ssr: false, seed: false })),
);

describe('seed assets', () => {
  it('draws the seed banners as SVG', async () => {
    const response = await app.inject({ url: '/seed-assets/demo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('<svg');
  });

  it('serves the demo video with range requests, so phones can seek and play it inline', async () => {
    const response = await app.inject({
      url: '/seed-assets/course-intro.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
  });

  it('answers 404 with a readable msg for anything else', async () => {
    for (const url of [
      '/seed-assets/nope.mp4',
      '/seed-assets/..%2Fpackage.json',
      '/seed-assets/demo.svg.bak',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().msg, url).toBe('图片不存在');
    }
  });
});
