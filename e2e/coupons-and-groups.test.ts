import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// The national-day coupon page and the group pages on a real server: receive a coupon once;
// screenshots of each route at 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

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

describe('coupons', () => {
  it('receive a coupon once: the card says so, the server refuses a second', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const token = await server.app.tokens.sign(9301);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.goto(`${server.origin}/h5-page/nationalDayCarnival`, { waitUntil: 'networkidle' });
      const card = page.locator('[data-batch="national-course"]');
      await expect.poll(() => card.locator('.h5-coupon-left').textContent()).toBe('剩余 1000 张');
      await screenshot(page, { path: `${SCREENSHOTS}route-nationalDayCarnival.png` });
      await card.getByRole('button', { name: '立即领取' }).click();
      await page.getByText('领取成功，已放入您的卡券包').waitFor();
      await expect.poll(() => card.locator('button').textContent()).toBe('已领取');
      expect(await card.locator('.h5-coupon-left').textContent()).toBe('剩余 999 张');
      expect(await card.locator('button').isDisabled()).toBe(true);

      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => card.locator('button').textContent()).toBe('已领取');
      expect(errors).toEqual([]);
      // Asked again by hand: refused (the browser logs the 409 itself).
      const again = await page.evaluate(async (path) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ batch: 'national-course' }),
        });
        return { status: response.status, msg: ((await response.json()) as { msg: string }).msg };
      }, API_PATHS.COUPON_GIVE);
      expect(again).toEqual({ status: 409, msg: '您已领取过该优惠券' });
      await screenshot(page, { path: `${SCREENSHOTS}route-nationalDayCarnival-received.png` });
    } finally {
      await context.close();
    }
  });
});

describe('group pages', () => {
  it.each(['/sqsjGroup', '/sqsjGroup2', '/sqsjGroup3', '/revitalizationGroup', '/ztlsGroup'])(
    '%s explains the group above the join button',
    async (route) => {
      const { page, context, errors } = await openPhonePage(browser);
      try {
        await page.goto(`${server.origin}/h5-page${route}`, { waitUntil: 'networkidle' });
        await page.getByText('入群你将获得').waitFor();
        await page.getByRole('button', { name: '申请加入私享群' }).waitFor();
        await screenshot(page, { path: `${SCREENSHOTS}route${route.replace('/', '-')}.png` });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
