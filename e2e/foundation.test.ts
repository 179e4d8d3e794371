import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP_USER_AGENT, launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const ADMIN_PASSWORD = 'foundation-e2e-password';
const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

const importPage = (page: Parameters<TestServer['importPage']>[0]) => server.importPage(page);

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development', adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
  await importPage({
    code: 'e2e-mixed',
    title: '混合页面',
    meta: { keywords: 'k1,k2', description: '描述文本' },
    background: '#fff0e0',
    is_auto_fit: 0,
    extra: { pageID: 42 },
    page_schema: [
      { name: 'empty', value: { height: 20 }, children: [] },
      { name: 'notABlock', value: {}, children: [] },
      {
        name: 'image',
        value: { url: '/seed-assets/demo.svg', alt: '第二个区块', width: 750, height: 360 },
        children: [],
      },
    ],
  });
  await importPage({
    code: 'e2e-autofit',
    title: '自适应页面',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 1,
    extra: { pageID: 43 },
    page_schema: [{ name: 'empty', value: { height: 20 }, children: [] }],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the visitor page in Chromium', () => {
  it('is server-rendered: with JavaScript disabled the blocks are in the markup', async () => {
    const { page, context } = await openPhonePage(browser, { javaScriptEnabled: false });
    try {
      const response = await page.goto(`${server.origin}/h5-page/h5/demo`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('牛8 · 新春理财节');
      const images = await page.locator('#root img').count();
      expect(images).toBeGreaterThan(0);
      expect(await page.locator('#root .h5-empty').count()).toBeGreaterThan(0);
      await screenshot(page, { path: `${SCREENSHOTS}demo-no-js.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('hydrates with no console error and reports a page view', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const before = await server.app.events.count({ pageCode: 'demo', kind: 'pv' });
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      expect(errors).toEqual([]);
      const pageViews = async () => {
        await server.app.events.flush();
        return server.app.events.count({ pageCode: 'demo', kind: 'pv' });
      };
      await expect.poll(pageViews).toBe(before + 1);
      await screenshot(page, { path: `${SCREENSHOTS}demo.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('skips an unknown block with a console warning and renders the rest', async () => {
    const { page, context, errors, warnings } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-mixed`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('img[alt="第二个区块"]').count()).toBe(1);
      await expect
        .poll(() => warnings.some((w) => w.includes('unknown block "notABlock"')))
        .toBe(true);
      expect(errors).toEqual([]);
      expect(await page.title()).toBe('混合页面');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        '描述文本',
      );
      const background = await page
        .locator('.h5-page')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe('rgb(255, 240, 224)');
    } finally {
      await context.close();
    }
  });

  it('gives the root element its class by width and device', async () => {
    const cases = [
      { viewport: { width: 375, height: 812 }, userAgent: undefined, expected: 'app' },
      {
        viewport: { width: 1024, height: 800 },
        userAgent: DESKTOP_USER_AGENT,
        expected: 'pc-1200',
      },
      {
        viewport: { width: 1440, height: 900 },
        userAgent: DESKTOP_USER_AGENT,
        expected: 'pc-1800',
      },
    ];
    for (const { viewport, userAgent, expected } of cases) {
      const { page, context } = await openPhonePage(browser, {
        viewport,
        ...(userAgent ? { userAgent } : {}),
      });
      try {
        await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
        expect(await page.locator('#root').getAttribute('class')).toBe(expected);
      } finally {
        await context.close();
      }
      // Before any of the app's code runs: the page's own inline script set it.
      const early = await openPhonePage(browser, {
        viewport,
        ...(userAgent ? { userAgent } : {}),
      });
      try {
        await early.page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
        await early.page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'load' });
        expect(await early.page.locator('#root').getAttribute('class')).toBe(expected);
      } finally {
        await early.context.close();
      }
    }
  });

  it('sends desktop visitors of an auto-fit page to /pc-page/pc/{code}, keeping the query', async () => {
    const { page, context } = await openPhonePage(browser, {
      userAgent: DESKTOP_USER_AGENT,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-autofit?from=ad&x=1`, {
        waitUntil: 'networkidle',
      });
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/pc-page/pc/e2e-autofit?from=ad&x=1',
      );
      expect(await page.title()).toBe('自适应页面');
      await screenshot(page, { path: `${SCREENSHOTS}pc-page.png` });
    } finally {
      await context.close();
    }
    // Phones stay on the visitor page.
    const phone = await openPhonePage(browser);
    try {
      await phone.page.goto(`${server.origin}/h5-page/h5/e2e-autofit?from=ad`, {
        waitUntil: 'networkidle',
      });
      expect(new URL(phone.page.url()).pathname).toBe('/h5-page/h5/e2e-autofit');
    } finally {
      await phone.context.close();
    }
  });

  it('shows the preview back bar with the title for isPreview=1 with a signed preview link', async () => {
    // Drafts need an editor session or a signed link: the builder makes one.
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'admin', password: ADMIN_PASSWORD },
    });
    const session = signIn.cookies.find((c) => c.name === 'h5_admin_session');
    const link = await server.app.inject({
      method: 'POST',
      url: '/admin/api/pages/demo/preview-link',
      headers: { cookie: `h5_admin_session=${session?.value ?? ''}` },
    });
    const { url } = (link.json() as { response: { url: string } }).response;
    const { page, context } = await openPhonePage(browser);
    try {
      const refused = await page.goto(`${server.origin}/h5-page/h5/demo?isPreview=1`);
      expect(refused?.status()).toBe(403);
      await page.goto(`${server.origin}${url}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByText('牛8 · 新春理财节').count()).toBeGreaterThan(0);
      await screenshot(page, { path: `${SCREENSHOTS}demo-preview.png` });
    } finally {
      await context.close();
    }
  });

  it('renders every campaign route as a real page, and unknown paths as a not-found page', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      for (const path of [
        '/h5-page/stockCompetition',
        '/h5-page/simulateTrading/leaderboard',
        '/h5-page/cpmj/details/dragon-head',
      ]) {
        const response = await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        expect((await page.locator('#root').innerText()).trim().length, path).toBeGreaterThan(0);
      }
      // A browser visitor who presses an app-page button lands on its web stand-in, not a 404.
      const appPage = await page.goto(`${server.origin}/h5-page/app/coupons`, {
        waitUntil: 'networkidle',
      });
      expect(appPage?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { name: '我的优惠券', exact: true }).count())
        .toBe(1);
      await expect.poll(() => page.getByText('“我的优惠券”需在牛8 App 中使用').count()).toBe(1);
      expect(await page.getByRole('link', { name: '下载牛8 App' }).count()).toBe(1);
      const missing = await page.goto(`${server.origin}/h5-page/no-such-route`);
      expect(missing?.status()).toBe(404);
      expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a retry prompt, not a blank page, when a chunk fails to load', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      // Fail every lazily loaded chunk except the entry and React.
      await page.route(/\/packages\/h5-page\/dist\/assets\/.*\.js$/, async (route) => {
        const url = route.request().url();
        if (/\/(index|react)-[^/]+\.js$/.test(url)) return route.continue();
        return route.fulfill({ status: 404, body: 'missing' });
      });
      await page.goto(`${server.origin}/h5-page/h5/demo`);
      await expect
        .poll(() => page.getByText('重试').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await screenshot(page, { path: `${SCREENSHOTS}chunk-failure.png` });
    } finally {
      await context.close();
    }
  });

  it('shows the floating 测试 button only in the test environment', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      expect(await page.getByText('测试', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
    const testEnv = await startTestServer({ appEnv: 'test' });
    const phone = await openPhonePage(browser);
    try {
      await phone.page.goto(`${testEnv.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await expect.poll(() => phone.page.getByText('测试', { exact: true }).count()).toBe(1);
    } finally {
      await phone.context.close();
      await testEnv.close();
    }
  });
});
