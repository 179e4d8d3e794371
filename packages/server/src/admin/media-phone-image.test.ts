import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adminApp, body, signIn } from '../test-support/admin.ts';

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await adminApp();
  ({ cookie } = await signIn(app));
});
afterAll(async () => {
  await app.close();
});

/** A 1500 × 720 picture with smooth colour fields and fine detail, like a campaign photo. */
function photoLikePng(): Promise<Buffer> {
  const width = 1500;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 128 + 100 * Math.sin(x / 90) * Math.cos(y / 70);
      pixels[i + 1] = 128 + 90 * Math.sin((x + y) / 120);
      pixels[i + 2] = 128 + 60 * Math.cos(x / 40) + ((x * 7 + y * 13) % 9);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(data: Buffer): Promise<string> {
  const boundary = '----h5pagephone';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/admin/api/media',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return body<{ url: string }>(response).response.url;
}

describe('uploaded pictures on phones', () => {
  it('go out at phone width as AVIF or WebP by Accept, at most a fifth of the original bytes', async () => {
    const original = await photoLikePng();
    const url = await upload(original);

    for (const [accept, type] of [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(String(response.headers.vary)).toMatch(/accept/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThanOrEqual(original.length * 0.2);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(750);
      expect(meta.height).toBe(360);
    }
  });

  it('go out at the narrower phone widths a srcset names, each its own answer', async () => {
    const original = await photoLikePng();
    const url = await upload(original);
    const accept = 'image/avif,image/webp,*/*';
    const sizes: number[] = [];
    for (const width of [240, 480]) {
      const response = await app.inject({ url: `${url}?w=${width}`, headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/avif');
      expect(response.headers.etag).toMatch(new RegExp(`-avif-${width}"$`));
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 360) / 750)]);
      sizes.push(response.rawPayload.length);
    }
    const full = await app.inject({ url, headers: { accept } });
    expect(sizes[0]!).toBeLessThan(sizes[1]!);
    expect(sizes[1]!).toBeLessThan(full.rawPayload.length);
  });

  it('refuse a width no srcset names, saying which are served', async () => {
    const url = await upload(await photoLikePng());
    for (const bad of ['300', '0', 'wide', '750.5']) {
      const response = await app.inject({ url: `${url}?w=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(body<{ msg: string }>(response).msg).toContain('w 只能是 240、480、750 之一');
    }
  });

  it('go out as uploaded to a browser that takes neither format', async () => {
    const original = await photoLikePng();
    const url = await upload(original);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'image/png' } });
    expect(response.headers['content-type']).toBe('image/png');
    expect(String(response.headers.vary)).toMatch(/accept/i);
    expect(response.rawPayload.equals(original)).toBe(true);
  });
});
