import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
let cookie: string;
appForAll(async () => {
  app = await adminApp();
  ({ cookie } = await signIn(app));
  return app;
});

/** What a browser sends besides the cookie, by who made it open the address. */
const BROWSER = {
  /** Chromium, Firefox, Safari 16.4+: the builder's own link. */
  builderLink: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
  /** The address typed, bookmarked, or opened from a mail program. */
  typed: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
  /** A link or redirect on another site's page. */
  crossSite: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  /** A page of a sibling subdomain (visitor pages on h5.example beside admin.example). */
  sameSite: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
  /** A browser without Fetch Metadata following the builder's link. */
  oldBuilderLink: { referer: 'https://admin.example/admin/pages/demo/stats' },
  /** The same browser following another site's link. */
  oldCrossSite: { referer: 'https://evil.example/prize', 'upgrade-insecure-requests': '1' },
  /** The same browser, another site's page withholding its Referer (`referrerpolicy`). */
  oldNoReferrer: { 'upgrade-insecure-requests': '1' },
  /** A script (curl, a scheduled job) with the session cookie: no browser header at all. */
  script: {},
} as const;

type Opener = keyof typeof BROWSER;
const ALLOWED: Opener[] = ['builderLink', 'typed', 'oldBuilderLink', 'script'];
const REFUSED: Opener[] = ['crossSite', 'sameSite', 'oldCrossSite', 'oldNoReferrer'];

const open = (url: string, by: Opener) =>
  app.inject({ url, headers: { host: 'admin.example', cookie, ...BROWSER[by] } });

/** Every export and whole read recorded, newest first. */
const releases = async () =>
  body<{ exports: unknown[] }>(await open('/admin/api/lead-exports?limit=500', 'script')).response
    .exports.length;

const EXPORTS = [
  '/admin/api/pages/demo/leads.csv',
  '/admin/api/signups/stock_hold.csv',
  '/admin/api/audit.csv',
];

describe('admin exports opened by another site', () => {
  it('hands every CSV to the builder, the typed address and scripts only', async () => {
    for (const url of EXPORTS) {
      for (const by of ALLOWED) {
        const answer = await open(url, by);
        expect(answer.statusCode, `${url} ${by}: ${answer.body}`).toBe(200);
        expect(answer.headers['content-disposition'], url).toMatch(/^attachment;/);
      }
      for (const by of REFUSED) {
        const answer = await open(url, by);
        expect(answer.statusCode, `${url} ${by}`).toBe(403);
        expect(answer.headers['content-disposition']).toBeUndefined();
        expect(body(answer)).toEqual({
          code: 'ADMIN_CROSS_SITE_READ',
          msg: '拒绝其他站点打开的后台链接：请在后台页面中点击导出或查看',
          response: null,
        });
      }
    }
  });

  it('records no export or whole read in the editor’s name for a refused one', async () => {
    const before = await releases();
    for (const by of REFUSED) {
      expect((await open('/admin/api/pages/demo/leads.csv', by)).statusCode).toBe(403);
      expect((await open('/admin/api/signups/stock_hold?whole=1', by)).statusCode).toBe(403);
      expect((await open('/admin/api/pages/demo/leads?whole=1', by)).statusCode).toBe(403);
    }
    expect(await releases()).toBe(before);
    const auditExports = async () =>
      body<{ entries: unknown[] }>(await open('/admin/api/audit?action=audit.export', 'script'))
        .response.entries.length;
    const exportsBefore = await auditExports();
    for (const by of REFUSED) await open('/admin/api/audit.csv', by);
    expect(await auditExports()).toBe(exportsBefore);
    // The builder's own link is recorded as ever.
    expect((await open('/admin/api/pages/demo/leads.csv', 'builderLink')).statusCode).toBe(200);
    expect(await releases()).toBe(before + 1);
  });

  it('refuses the other admin reads too; writes keep their Origin rule', async () => {
    for (const url of ['/admin/api/session', '/admin/api/pages', '/admin/api/campaign']) {
      expect((await open(url, 'builderLink')).statusCode, url).toBe(200);
      expect((await open(url, 'crossSite')).statusCode, url).toBe(403);
    }
    // Writes keep their own rule (Origin, else Referer): the builder's fetch is same-origin.
    const save = await app.inject({
      method: 'PUT',
      url: '/admin/api/privacy-statement',
      headers: {
        host: 'admin.example',
        cookie,
        origin: 'https://admin.example',
        'sec-fetch-site': 'same-origin',
      },
      payload: { text: '我们仅为回访使用您的手机号。' },
    });
    expect(save.statusCode, save.body).toBe(200);
  });
});
