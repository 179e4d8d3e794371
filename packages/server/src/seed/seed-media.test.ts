import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { build } from '../app.ts';
import { media } from '../media/media-tables.ts';
import { DEMO_PAGE } from './demo-page.ts';
import {
  SEED_BANNER_HEIGHT,
  SEED_BANNER_WIDTH,
  SEED_PICTURES,
  seedMediaIfMissing,
} from './seed-media.ts';
import { appForAll } from '#test/support/app-for-all.ts';

const PHONE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

let app: FastifyInstance;
appForAll(async () => (app = await build({ config: { dataDir: ':memory:' }, ssr: false })));

/** Every string of the demo page's blocks. */
function demoUrls(): string[] {
  const urls: string[] = [];
  JSON.stringify(DEMO_PAGE.page_schema, (_key, value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/')) urls.push(value);
    return value;
  });
  return urls;
}

describe('the demo pictures', () => {
  it('are PNG exports at twice the design width, each its own picture', async () => {
    expect(new Set(SEED_PICTURES.map((picture) => picture.hash)).size).toBe(SEED_PICTURES.length);
    for (const picture of SEED_PICTURES) {
      const meta = await sharp(picture.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'png',
        SEED_BANNER_WIDTH,
        SEED_BANNER_HEIGHT,
      ]);
    }
  });

  it('are what the demo shows, in place of the server-drawn banners', () => {
    const urls = demoUrls();
    for (const picture of SEED_PICTURES) {
      expect(urls, picture.drawing).not.toContain(picture.drawing);
    }
    const shown = urls.filter((url) => url.startsWith('/media/'));
    expect(shown.length).toBeGreaterThan(10);
    for (const url of shown) expect(SEED_PICTURES.map((p) => p.url)).toContain(url);
  });

  it('are in the media library once, and go to phones at phone width, at most a fifth of the bytes', async () => {
    // Already stored by the seed: a second pass stores nothing.
    expect(await seedMediaIfMissing(app.database.db)).toBe(0);
    for (const picture of SEED_PICTURES) {
      const original = await app.inject({ url: picture.url });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.rawPayload.equals(picture.data)).toBe(true);

      const phone = await app.inject({ url: picture.url, headers: { accept: PHONE_ACCEPT } });
      expect(phone.statusCode).toBe(200);
      expect(phone.headers['content-type']).toBe('image/avif');
      expect(phone.headers.vary).toMatch(/accept/i);
      const meta = await sharp(phone.rawPayload).metadata();
      expect(meta.width).toBe(750);
      expect(phone.rawPayload.length).toBeLessThanOrEqual(0.2 * picture.data.length);
    }
  });

  it('come back when missing, as in a store from before they were uploads', async () => {
    const [first] = SEED_PICTURES;
    await app.database.db.delete(media).where(eq(media.hash, first!.hash));
    expect((await app.inject({ url: first!.url })).statusCode).toBe(404);
    expect(await seedMediaIfMissing(app.database.db)).toBe(1);
    expect((await app.inject({ url: first!.url })).statusCode).toBe(200);
  });
});
