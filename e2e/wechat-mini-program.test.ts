import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ActivityPage } from '@h5-page/schema';
import { PHONE_USER_AGENT, launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// Visitors inside a WeChat mini program: the page loads WeChat's JS-SDK (here a fake, served on
// 127.0.0.1, so no test ever fetches the real one), and login and app pages open the mini
// program's own pages through wx.miniProgram instead of the web stand-ins.

/** What the fake SDK provides: wx.miniProgram, recording each call. */
const FAKE_SDK = `window.__wxCalls = [];
window.wx = { miniProgram: {
  navigateTo: function (options) { window.__wxCalls.push(['navigateTo', options.url]); },
  navigateBack: function () { window.__wxCalls.push(['navigateBack']); },
} };`;
const MINI_PROGRAM_USER_AGENT = `${PHONE_USER_AGENT} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890`;
const PAGE_PATH = '/h5-page/h5/e2e-mini-program';

let sdkServer: Server;
let sdkRequests = 0;
let server: TestServer;
let browser: Browser;

const block = (name: string, value: Record<string, unknown>) => ({
  name,
  value,
  children: [] as ActivityPage['page_schema'],
});

beforeAll(async () => {
  sdkServer = createServer((_request, response) => {
    sdkRequests += 1;
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(FAKE_SDK);
  });
  await new Promise<void>((resolve) => sdkServer.listen(0, '127.0.0.1', resolve));
  const { port } = sdkServer.address() as AddressInfo;
  server = await startTestServer({
    appEnv: 'development',
    wechatJsSdkUrl: `http://127.0.0.1:${port}/jweixin.js`,
    miniProgramLoginPath: '/pages/login/index',
  });
  browser = await launchBrowser();
  await server.importPage({
    code: 'e2e-mini-program',
    title: '小程序内的活动页',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 90 },
    page_schema: [
      block('button', {
        type: 'text',
        text: '立即领取新春礼包',
        action: { type: 1, pageName: 'coupons' },
        isNeedLogin: true,
      }),
      block('button', {
        type: 'text',
        text: '名师投资课',
        action: { type: 1, pageName: 'courseList', pageParam: 'tab=live' },
      }),
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => sdkServer?.close(resolve));
});

const wxCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxCalls?: unknown[] }).__wxCalls ?? null);

async function openIn(userAgent: string) {
  const phone = await openPhonePage(browser, { userAgent });
  await phone.page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
  await blocksHydrated(phone.page);
  return phone;
}

describe('in a WeChat mini program web view', () => {
  it('login opens the mini program login page with from', async () => {
    const { page, context, errors } = await openIn(MINI_PROGRAM_USER_AGENT);
    try {
      await page.waitForFunction(() => 'wx' in window);
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await expect.poll(() => wxCalls(page)).toHaveLength(1);
      const [call] = (await wxCalls(page)) as [string, string][];
      expect(call?.[0]).toBe('navigateTo');
      const target = new URL(call?.[1] ?? '', 'https://mini.program');
      expect(target.pathname).toBe('/pages/login/index');
      expect(target.searchParams.get('from')).toBe(`${server.origin}${PAGE_PATH}`);
      // The visitor stays on the page: no web login page.
      expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('app pages open the mini program pages, with their parameters', async () => {
    const { page, context } = await openIn(MINI_PROGRAM_USER_AGENT);
    try {
      await page.waitForFunction(() => 'wx' in window);
      await page.getByRole('button', { name: '名师投资课' }).click();
      await expect
        .poll(() => wxCalls(page))
        .toEqual([['navigateTo', '/pages/course/list?tab=live']]);
      expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
    } finally {
      await context.close();
    }
  });
});

describe('outside WeChat', () => {
  it('never loads the SDK, and app pages open the web pages', async () => {
    const before = sdkRequests;
    const { page, context } = await openIn(PHONE_USER_AGENT);
    try {
      expect(await wxCalls(page)).toBeNull();
      await page.getByRole('button', { name: '名师投资课' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/app/course/list');
      expect(sdkRequests).toBe(before);
    } finally {
      await context.close();
    }
  });
});
