import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { body } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInSuiteApp } from '#test/support/signed-in-suite-app.ts';

// Template thumbnails where the server renders visitor pages: the template photographed on a
// phone where Chromium is installed, the wireframe drawing where CHROMIUM_PATH names none.
let app: FastifyInstance;
let admin: { cookie: string };
let bare: FastifyInstance;
let bareAdmin: { cookie: string };
appForAll(async () => {
  ({ app, admin } = await signedInSuiteApp(null, { ssr: true }));
  return app;
});
appForAll(async () => {
  ({ app: bare, admin: bareAdmin } = await signedInSuiteApp(null, {
    ssr: true,
    config: { chromiumPath: '/nonexistent/chromium' },
  }));
  return bare;
});

const CODE = 'template-double11';

const thumbnailOf = async (on: FastifyInstance, who: { cookie: string }) => {
  const list = await on.inject({ method: 'GET', url: '/admin/api/templates', headers: who });
  const found = body<{ templates: { code: string; thumbnail: string }[] }>(
    list,
  ).response.templates.find((template) => template.code === CODE);
  expect(found).toBeDefined();
  return found!.thumbnail;
};

describe('template thumbnails', { timeout: 120_000 }, () => {
  it('photograph the template’s first screen on a 375-px phone, kept at the URL of its revision', async () => {
    const url = await thumbnailOf(app, admin);
    const first = await app.inject({ method: 'GET', url, headers: admin });
    expect(first.statusCode).toBe(200);
    if (!existsSync(app.config.chromiumPath)) {
      // This machine has no Chromium: the drawing stands in, as on any such machine.
      expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      return;
    }
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-\d+-phone"$/);
    const picture = sharp(first.rawPayload);
    expect(await picture.metadata()).toMatchObject({ format: 'jpeg', width: 375, height: 667 });
    // The banner at the top is the template's own picture, red to orange, not a blank page.
    const corner = await sharp(first.rawPayload)
      .extract({ left: 8, top: 8, width: 24, height: 24 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mean = (channel: number) => {
      let sum = 0;
      for (let i = channel; i < corner.data.length; i += corner.info.channels)
        sum += corner.data[i]!;
      return sum / (corner.data.length / corner.info.channels);
    };
    expect(mean(0)).toBeGreaterThan(mean(1) + 100);
    expect(mean(0)).toBeGreaterThan(mean(2) + 100);

    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...admin, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const cached = await app.inject({ method: 'GET', url, headers: admin });
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('are drawn as SVG where CHROMIUM_PATH names no Chromium', async () => {
    const url = await thumbnailOf(bare, bareAdmin);
    const drawn = await bare.inject({ method: 'GET', url, headers: bareAdmin });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(drawn.headers.etag).toMatch(/^"\d+-\d+"$/);
    expect(drawn.body).toContain('<title>双11 投顾节</title>');
  });
});
