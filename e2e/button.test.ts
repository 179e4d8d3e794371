import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ActivityPage } from '@h5-page/schema';
import { PHONE_USER_AGENT, launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Browser tests of the button block, the action dispatcher, the environment adapter and the
// native bridge: a real server, the built visitor app, Chromium at 375x812. In the "app" the
// test injects fake iOS / Android bridge handlers before the page's scripts run.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

let server: TestServer;
let browser: Browser;

const importPage = (page: Parameters<TestServer['importPage']>[0]) => server.importPage(page);

const block = (name: string, value: Record<string, unknown>, children: unknown[] = []) => ({
  name,
  value,
  children: children as ActivityPage['page_schema'],
});

const button = (
  text: string,
  action: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => block('button', { type: 'text', text, align: 'center', action, ...extra });

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  await importPage({
    code: 'e2e-button',
    title: '按钮与动作',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 88 },
    page_schema: [
      block('image', { url: '/seed-assets/demo.svg', alt: '新春理财节', width: 750, height: 360 }),
      button(
        '查看活动规则',
        { type: 3, popupId: 'rules', actionName: '活动规则' },
        { animate: 'pulse' },
      ),
      button(
        '立即领取新春礼包',
        { type: 1, pageName: 'coupons', actionName: '领取礼包' },
        { isNeedLogin: true, baiduStatistics: true },
      ),
      block('button', {
        type: 'image',
        image: { url: '/seed-assets/course.svg', alt: '名师投资课' },
        width: 600,
        action: { type: 1, pageName: 'courseList', pageParam: 'tab=live' },
      }),
      button(
        '投顾策略详情',
        { type: 7, atext: '/h5-page/h5/e2e-button-target?from=button' },
        {
          align: 'left',
          width: 360,
          height: 76,
          background: '#ffe7a3',
          backgroundTo: '#ffc56b',
          color: '#8a2a00',
        },
      ),
      button('国债逆回购', { type: 12 }, { align: 'right', width: 300, animate: 'shake' }),
      button('加入私享群', { type: 13, groupId: 3 }, { animate: 'breath' }),
      button('返回', { type: 14 }),
      block('popup', { id: 'rules', position: 'center' }, [
        block('code', {
          html: '<p style="padding:1em;text-align:center">活动时间：2027年1月20日至2月20日</p>',
        }),
      ]),
    ],
  });
  await importPage({
    code: 'e2e-button-target',
    title: '投顾策略',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 89 },
    page_schema: [button('返回活动页', { type: 14 })],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PAGE_PATH = '/h5-page/h5/e2e-button';

/** Waits until React has hydrated the buttons (their props are attached to the DOM nodes). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const body = document.querySelector('.h5-button-body');
      return !!body && Object.keys(body).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

async function open(options: Parameters<typeof openPhonePage>[1] = {}, init?: string) {
  const phone = await openPhonePage(browser, options);
  if (init) await phone.context.addInitScript(init);
  await phone.page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
  await hydrated(phone.page);
  return phone;
}

/**
 * The page in a tab of its own (window.open), as a visitor arriving from a shared link: its
 * history has one entry, so "back" has nowhere to go.
 */
async function openInNewTab(page: Page): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => {
      window.open(url);
    }, `${server.origin}${PAGE_PATH}`),
  ]);
  await tab.waitForLoadState('networkidle');
  await hydrated(tab);
  expect(await tab.evaluate(() => history.length)).toBe(1);
  return tab;
}

/** The server's own token: a made-up one is refused (403/400003) and the app clears it. */
async function login(context: BrowserContext) {
  const token = await server.app.tokens.sign(7101);
  await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
}

describe('button in a phone browser', () => {
  it('renders every kind without errors; screenshot at 375x812', async () => {
    const { page, context, errors } = await open();
    try {
      expect(await page.locator('.h5-button-text').count()).toBe(6);
      expect(await page.locator('.h5-button-image img[alt="名师投资课"]').count()).toBe(1);
      const left = await page.locator('.h5-button-left .h5-button-body').boundingBox();
      const right = await page.locator('.h5-button-right .h5-button-body').boundingBox();
      expect(left!.x).toBeLessThan(40);
      expect(right!.x + right!.width).toBeGreaterThan(335);
      // 600 design px at 375 px wide is 300 px.
      const main = await page.getByRole('button', { name: '立即领取新春礼包' }).boundingBox();
      expect(Math.round(main!.width)).toBe(300);
      expect(
        await page
          .locator('.h5-button-animate-pulse')
          .evaluate((el) => getComputedStyle(el).animationName),
      ).toBe('h5-button-pulse');
      await screenshot(page, { path: `${SCREENSHOTS}button.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('type 3 opens the popup of its popupId', async () => {
    const { page, context } = await open();
    try {
      expect(await page.locator('[role="dialog"]').count()).toBe(0);
      // force: a pulsing button is never "stable" for Playwright's click; a finger does not care.
      await page.getByRole('button', { name: '查看活动规则' }).click({ force: true });
      await page.getByRole('dialog').getByText('活动时间：2027年1月20日至2月20日').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}button-popup.png` });
    } finally {
      await context.close();
    }
  });

  it('type 7 navigates to its link', async () => {
    const { page, context } = await open();
    try {
      await page.getByRole('button', { name: '投顾策略详情' }).click();
      await page.waitForURL('**/h5-page/h5/e2e-button-target?from=button');
      await expect.poll(() => page.title()).toBe('投顾策略');
    } finally {
      await context.close();
    }
  });

  it('isNeedLogin without a token goes to the passport login page with from', async () => {
    const { page, context } = await open();
    try {
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await page.waitForURL((url) => url.pathname === '/passport/login');
      expect(new URL(page.url()).searchParams.get('from')).toBe(`${server.origin}${PAGE_PATH}`);
    } finally {
      await context.close();
    }
  });

  it('type 1 with a token opens the app page as a web page (pageParam in the query)', async () => {
    const phone = await openPhonePage(browser);
    await login(phone.context);
    await phone.page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
    await hydrated(phone.page);
    try {
      await phone.page.getByRole('button', { name: '名师投资课' }).click();
      await phone.page.waitForURL((url) => url.pathname === '/h5-page/app/course/list');
      expect(new URL(phone.page.url()).search).toBe('?tab=live');
    } finally {
      await phone.context.close();
    }
  });

  it('treasury reverse repo says to use the app; join group without a token goes to login', async () => {
    const { page, context } = await open();
    try {
      await page.getByRole('button', { name: '国债逆回购' }).click();
      await page.getByText('请在牛8 App 中使用国债逆回购').waitFor();
      expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
      await page.getByRole('button', { name: '加入私享群' }).click();
      await page.waitForURL((url) => url.pathname === '/passport/login');
      expect(new URL(page.url()).searchParams.get('from')).toContain(PAGE_PATH);
    } finally {
      await context.close();
    }
  });

  it('back with no history goes to the home page', async () => {
    const { page, context } = await open();
    try {
      const tab = await openInNewTab(page);
      await tab.getByRole('button', { name: '返回', exact: true }).click();
      await tab.waitForURL((url) => url.pathname === '/h5-page/h5/demo');
    } finally {
      await context.close();
    }
  });
});

// The app web view: the fake handlers record what the page sends.
const IOS_BRIDGE = `window.__sent = [];
window.webkit = { messageHandlers: { n8Bridge: { postMessage: (m) => window.__sent.push(m) } } };`;
const ANDROID_BRIDGE = `window.__sent = [];
window.n8Bridge = { postMessage: (json) => window.__sent.push(json) };`;

const sent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);

describe('button in the app web view', () => {
  it('iOS, newer client: login and app pages are bridge messages; the page stays', async () => {
    const phone = await openPhonePage(browser, { userAgent: `${PHONE_USER_AGENT} n8Web/6.43.1` });
    await phone.context.addInitScript(IOS_BRIDGE);
    const { page, context } = phone;
    try {
      await page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await expect
        .poll(() => sent(page))
        .toEqual([{ type: 7, data: { from: `${server.origin}${PAGE_PATH}` } }]);
      await login(context);
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await page.getByRole('button', { name: '名师投资课' }).click();
      await page.getByRole('button', { name: '国债逆回购' }).click();
      await expect.poll(async () => (await sent(page)).length).toBe(4);
      expect((await sent(page)).slice(1)).toEqual([
        { type: 29, data: { jumpType: 1, pageName: 'coupons', pageId: 14, params: {} } },
        {
          type: 29,
          data: { jumpType: 4, pageName: 'courseList', pageId: 870, params: { tab: 'live' } },
        },
        { type: 29, data: { jumpType: 29, pageName: 'treasuryReverseRepo', params: {} } },
      ]);
      expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
      // Back with no history closes the web view.
      const tab = await openInNewTab(page);
      await tab.getByRole('button', { name: '返回', exact: true }).click();
      await expect
        .poll(() => sent(tab))
        .toEqual([{ type: 29, data: { jumpType: 29, pageName: 'closeWebView', params: {} } }]);
      expect(new URL(tab.url()).pathname).toBe(PAGE_PATH);
    } finally {
      await context.close();
    }
  });

  it('Android, older client: the JSON of the older message types', async () => {
    const phone = await openPhonePage(browser, { userAgent: `${ANDROID_USER_AGENT} n8Web/6.42.0` });
    await phone.context.addInitScript(ANDROID_BRIDGE);
    await login(phone.context);
    const { page, context } = phone;
    try {
      await page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await page.getByRole('button', { name: '名师投资课' }).click();
      await page.getByRole('button', { name: '国债逆回购' }).click();
      await expect.poll(async () => (await sent(page)).length).toBe(3);
      expect(await sent(page)).toEqual([
        '{"type":35,"data":{"jumpType":1,"pageName":"coupons","pageId":14}}',
        '{"type":35,"data":{"tab":"live","jumpType":4,"pageName":"courseList","pageId":870}}',
        '{"type":25,"data":{"jumpType":29,"pageName":"treasuryReverseRepo"}}',
      ]);
    } finally {
      await context.close();
    }
  });

  it('without a bridge in the app, falls back to the web page and warns', async () => {
    const phone = await openPhonePage(browser, { userAgent: `${PHONE_USER_AGENT} n8Web/6.43.1` });
    await login(phone.context);
    const { page, context, warnings } = phone;
    try {
      await page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('button', { name: '立即领取新春礼包' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/app/coupons');
      expect(warnings.some((w) => w.includes('no native bridge'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
