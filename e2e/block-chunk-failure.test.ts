import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// One block's code does not arrive (its chunk request fails): the server-rendered page stays,
// that block alone shows a retry, and the ChunkLoadError is raised and reported.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a block chunk that fails to load', () => {
  it('leaves the page in place and shows a retry where the block was', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.route(/\/couponCard-[^/]*\.js$/, (route) => route.abort('failed'));
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      // A block below the first screen loads its code once the visitor scrolls near it.
      const toCoupon = () =>
        page.evaluate(() => document.querySelector('.h5-coupon')?.scrollIntoView());
      await toCoupon();
      const retry = page.getByRole('button', { name: '点击重试' });
      await retry.first().waitFor({ timeout: 30_000 });
      expect(await page.getByText('页面加载失败', { exact: false }).count()).toBe(0);
      // The rest of the page is still there: the lead form and the risk disclosure.
      expect(await page.getByRole('form', { name: '免费领取投顾策略体验' }).count()).toBe(1);
      expect(await page.locator('.h5-copyright').count()).toBeGreaterThan(0);
      expect(
        errors.some(
          (error) => error.includes('ChunkLoadError') || error.includes('could not load'),
        ),
      ).toBe(true);
      // The network is back: a tap brings the block (in place, or by loading the page again
      // where the browser keeps the failed import).
      await page.unroute(/\/couponCard-[^/]*\.js$/);
      await retry.first().click();
      await toCoupon();
      await page.locator('.h5-coupon').first().waitFor({ state: 'attached', timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});

describe('React DOM that fails to load', () => {
  it('leaves the server page in place, styled whole', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.route(/\/react-dom-[^/]*\.js$/, (route) => route.abort('failed'));
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'load' });
      // The sheets the server held back for the blocks further down are applied all the same.
      await page.waitForFunction((id) => document.getElementById(id) === null, LATER_STYLES_ID, {
        timeout: 30_000,
      });
      await page.waitForFunction(
        () =>
          [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
          ].some((link) => link.sheet !== null && link.href.includes('/sheets/')),
        null,
        { timeout: 30_000 },
      );
      expect(await page.getByRole('form', { name: '免费领取投顾策略体验' }).count()).toBe(1);
      expect(await page.locator('.h5-copyright').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
