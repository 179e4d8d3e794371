import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTO_FIT_SCRIPT } from '@h5-page/schema/auto-fit-script';
import { MOBILE_PATTERN } from '@h5-page/schema/detect-environment';
import { build } from '../app.ts';
import { inlineScriptHashes } from '../core/script-hashes.ts';
import { loadVisitorBundle } from './visitor-bundle.ts';
import { ADMIN_PASSWORD } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { previewLinkToken } from '#test/support/preview-link.ts';

// A published page is one answer per URL, whoever asks (CONTRACT section 8): a shared cache may
// keep it, browsers revalidate it by its ETag, and what depends on the device is decided in the
// browser (the auto-fit redirect here; the root class in the template).

const USER_AGENTS = {
  none: undefined,
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 n8Web/6.43.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 miniProgram',
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({
    config: {
      dataDir: ':memory:',
      adminPassword: ADMIN_PASSWORD,
      reviewRequired: false,
      sharedCache: { sMaxAge: 300, staleWhileRevalidate: 40, staleIfError: 7200 },
    },
    seed: false,
  });
  await app.pages.saveDraft(testPage('kept', { title: '缓存页一版' }));
  await app.pages.publish('kept');
  await app.pages.saveDraft(testPage('fits', { title: '自适应', is_auto_fit: 1 }));
  await app.pages.publish('fits');
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string | undefined> = {}) =>
  app.inject({
    url,
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)),
  });

describe('a published page for a shared cache', () => {
  it('lets shared caches keep it while browsers revalidate, varying by encoding alone', async () => {
    const page = await get('/h5-page/h5/kept', { 'user-agent': USER_AGENTS.iphone });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=40, stale-if-error=7200',
    );
    expect(String(page.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding']);
    expect(page.headers.etag).toMatch(/^"v\d+-[\w-]+-identity"$/);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('sends the same bytes and policy to every user agent', async () => {
    // Asked at once, so that all share one rendering (a rendering a second later has a newer
    // clock in its data, for every visitor alike).
    for (const url of ['/h5-page/h5/kept', '/h5-page/h5/fits', '/pc-page/pc/fits']) {
      const answers = await Promise.all(
        Object.values(USER_AGENTS).map((agent) => get(url, { 'user-agent': agent })),
      );
      for (const answer of answers) {
        expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(200);
        expect(answer.body).toBe(answers[0]!.body);
        expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
        expect(answer.headers['content-security-policy']).toBe(
          answers[0]!.headers['content-security-policy'],
        );
      }
    }
  });

  it('answers If-None-Match with 304 and no body, per version and per encoding', async () => {
    const plain = await get('/h5-page/h5/kept');
    const brotli = await get('/h5-page/h5/kept', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);

    const again = await get('/h5-page/h5/kept', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
    // A brotli copy's tag does not validate the plain copy.
    const crossed = await get('/h5-page/h5/kept', { 'if-none-match': String(brotli.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(
      (
        await get('/h5-page/h5/kept', {
          'accept-encoding': 'br',
          'if-none-match': `"other", W/${String(brotli.headers.etag)}`,
        })
      ).statusCode,
    ).toBe(304);

    await app.pages.saveDraft(testPage('kept', { title: '缓存页二版' }));
    await app.pages.publish('kept');
    const changed = await get('/h5-page/h5/kept', { 'if-none-match': String(plain.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('缓存页二版');
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
  });

  it('decides the auto-fit redirect in the browser, with a script the policy names', async () => {
    const desktop = await get('/h5-page/h5/fits', { 'user-agent': USER_AGENTS.desktop });
    expect(desktop.statusCode).toBe(200);
    const head = desktop.body.slice(0, desktop.body.indexOf('</head>'));
    expect(head).toContain(`<script data-to="/pc-page/pc/fits">${AUTO_FIT_SCRIPT}</script>`);
    // Before the page's own head: the visitor leaves before styles or pictures load.
    const leaves = head.indexOf('data-to=');
    for (const later of ['<title', 'rel="stylesheet"', 'rel="preload"', 'rel="modulepreload"']) {
      if (head.includes(later)) expect(leaves).toBeLessThan(head.indexOf(later));
    }
    expect(head).toContain('rel="stylesheet"');
    const [hash] = inlineScriptHashes(`<script>${AUTO_FIT_SCRIPT}</script>`);
    expect(desktop.headers['content-security-policy']).toContain(hash);
    // The desktop rendering and a page that is not auto-fit carry none.
    expect((await get('/pc-page/pc/fits')).body).not.toContain('data-to=');
    expect((await get('/h5-page/h5/kept')).body).not.toContain('data-to=');
  });

  it('uses the one mobile rule of the schema in the inline scripts', async () => {
    expect(AUTO_FIT_SCRIPT).toContain(MOBILE_PATTERN.toString());
    // The template's root-class script tests the same pattern.
    const { template } = await loadVisitorBundle();
    expect(template).toContain(MOBILE_PATTERN.source);
  });

  it('keeps previews, drafts, not-found pages and schedule notices out of shared caches', async () => {
    await app.pages.saveDraft(testPage('draft-only'));
    const missing = await get('/h5-page/h5/draft-only');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.etag).toBeUndefined();

    const token = await previewLinkToken(app, 'draft-only');
    const preview = await get(`/h5-page/h5/draft-only?isPreview=1&preview_token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers.etag).toBeUndefined();

    await app.pages.saveDraft(testPage('later'));
    await app.pages.publish('later', '', { startsAt: new Date(Date.now() + 86_400_000) });
    const notice = await get('/h5-page/h5/later');
    expect(notice.headers['cache-control']).toBe('no-cache');
    expect(notice.headers.etag).toBeUndefined();
  });
});
