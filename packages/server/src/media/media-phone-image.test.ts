import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { body, signedInAdminApp } from '#test/support/admin.ts';
import { phoneImageWork } from './phone-image.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
let cookie: string;
appForAll(async () => ({ app, cookie } = await signedInAdminApp()).app);

/** A 1500 × 720 picture with smooth colour fields and fine detail, like a campaign photo. */
function photoLikePng(shade = 0): Promise<Buffer> {
  const width = 1500;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 128 + 100 * Math.sin(x / 90) * Math.cos(y / 70);
      pixels[i + 1] = 128 + 90 * Math.sin((x + y) / 120);
      pixels[i + 2] = 128 + 60 * Math.cos(x / 40) + ((x * 7 + y * 13) % 9) + shade;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function uploadRequest(data: Buffer) {
  const boundary = '----h5pagephone';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/admin/api/media',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
}

async function upload(data: Buffer): Promise<string> {
  const response = await uploadRequest(data);
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
      // A picture is a subresource: the document's headers would be bytes sent for nothing.
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
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

describe('pictures that unpack to too many pixels', () => {
  it('an upload over 40 megapixels is refused whatever its bytes, and nothing is kept', async () => {
    // 8000 × 6000 of one colour, interlaced: a few hundred kB that decode to 48 megapixels.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#d22' },
    })
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = body<{ items: unknown[] }>(
      await app.inject({ url: '/admin/api/media', headers: { cookie } }),
    ).response.items.length;
    const response = await uploadRequest(bomb);
    expect(response.statusCode).toBe(413);
    expect(body<{ code: string; msg: string }>(response)).toMatchObject({
      code: 'MEDIA_IMAGE_TOO_MANY_PIXELS',
      msg: expect.stringContaining('4000 万像素') as unknown as string,
    });
    expect(body<{ msg: string }>(response).msg).toContain('8000×6000');
    const after = body<{ items: unknown[] }>(
      await app.inject({ url: '/admin/api/media', headers: { cookie } }),
    ).response.items.length;
    expect(after).toBe(before);
  }, 120_000);

  it('a picture just under the limit is taken', async () => {
    const fits = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#2d2' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await uploadRequest(fits)).statusCode).toBe(200);
  }, 120_000);

  it('phone versions are made one at a time, once per picture, format and width', async () => {
    // Smaller than the others: twelve encodings queue one after another on a loaded machine.
    const small = async (shade: number) =>
      sharp(await photoLikePng(shade))
        .resize({ width: 800 })
        .png()
        .toBuffer();
    const urls = await Promise.all([upload(await small(3)), upload(await small(5))]);
    const made = phoneImageWork.made;
    const asks = [];
    for (let round = 0; round < 4; round++)
      for (const url of urls)
        for (const accept of ['image/avif,*/*', 'image/webp,*/*'])
          for (const width of ['', '?w=240', '?w=480'])
            asks.push(app.inject({ url: url + width, headers: { accept } }));
    const answers = await Promise.all(asks);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(phoneImageWork.made - made).toBe(12);
    expect(phoneImageWork.busiest).toBe(1);
    // Asked again: the same bytes, nothing made.
    await Promise.all(urls.map((url) => app.inject({ url, headers: { accept: 'image/avif' } })));
    expect(phoneImageWork.made - made).toBe(12);
  }, 180_000);
});
