import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

const PASSWORD = 'builder-exports-e2e-password';
const PAGE = 'e2e-exports';
const HANDSET = '13812340077';
/** Another site's page, answered by the browser itself (no request leaves this machine). */
const EVIL = 'http://evil.test';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  await server.importPage({ code: PAGE, title: '导出演练', page_schema: [] });
  await server.app.accounts.leads.insert({
    pageCode: PAGE,
    handset: HANDSET,
    nickName: '张三',
    cpsId: '',
    versionId: 1,
    isSendResult: 0,
    createdAt: new Date(),
  });
  browser = await launchBrowser();
  context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await page.goto(`${server.origin}/admin/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: '新建页面' }).waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Clicks the screen's 导出 CSV and reads the file the browser saved. */
async function exported(): Promise<string> {
  const link = page.getByRole('link', { name: /导出 CSV/ });
  await link.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** How many exports and whole reads the release log holds. */
async function releases(): Promise<number> {
  const answer = await context.request.get(`${server.origin}/admin/api/lead-exports?limit=500`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { response: { exports: unknown[] } }).response.exports.length;
}

describe('builder exports', () => {
  it('downloads the leads and the audit trail from their screens', async () => {
    await page.goto(`${server.origin}/admin/pages/${PAGE}/stats`);
    const leads = await exported();
    expect(leads).toContain(`${HANDSET},张三`);

    await page.goto(`${server.origin}/admin/audit`);
    const audit = await exported();
    expect(audit.split('\r\n')[0]).toContain('序号,时间,操作人,操作');
    expect(audit).toContain('session.sign_in');
  });

  it('refuses the leads CSV to a link on another site, and records nothing', async () => {
    const before = await releases();
    const target = `${server.origin}/admin/api/pages/${PAGE}/leads.csv`;
    await context.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><a id="prize" href="${target}">领取奖品</a>`,
      }),
    );
    await page.goto(`${EVIL}/prize`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().startsWith(target)),
      page.click('#prize'),
    ]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'ADMIN_CROSS_SITE_READ' });
    expect(await releases()).toBe(before);
  });
});
