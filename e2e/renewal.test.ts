import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID } from '@h5-page/schema/constants';
import { orders } from '../packages/server/src/campaigns/store/tables.ts';
import { renewalOrders } from '../packages/server/src/campaigns/store/tables-renewal.ts';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { holdDuanxianwang, openRenewalSale } from './support/renewal-sale.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { assessedBoldest, confirmPurchase } from './support/suitability.ts';
import { screenshot } from './support/screenshots.ts';

// The 短线王 818 renewal page on a real server: a subscriber with a coupon chooses a plan and the
// coupon, pays, and the order is stored; the same coupon is refused the second time.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const PAGE_PATH = '/h5-page/duanxianwangxufei818';
const UID = 9_818;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  await openRenewalSale(server);
  await holdDuanxianwang(server, UID);
  await assessedBoldest(server.app, await server.app.tokens.sign(UID));
  const given = await server.app.inject({
    method: 'POST',
    url: API_PATHS.COUPON_GIVE,
    headers: { authorization: `Bearer ${await server.app.tokens.sign(UID)}` },
    payload: { batch: 'dxw818' },
  });
  expect(given.statusCode).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openRenewal(page: Page) {
  await page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
  await blocksHydrated(page);
  await page.getByRole('radiogroup', { name: '续费套餐' }).waitFor();
}

describe('renewal page', () => {
  it('a subscriber renews with a coupon: the order is stored, the coupon is then refused', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await context.addCookies([
        { name: 'token', value: await server.app.tokens.sign(UID), url: server.origin },
      ]);
      // A second tab opened before paying still offers the coupon.
      const stale = await context.newPage();
      await openRenewal(stale);
      await openRenewal(page);

      const plans = page.getByRole('radiogroup', { name: '续费套餐' }).getByRole('radio');
      expect(await plans.count()).toBe(3);
      await page.getByRole('radio', { name: /季度版/ }).waitFor();
      await page.getByRole('radio', { name: /两年版/ }).waitFor();
      // Nobody has renewed yet: the panel says so (the seed invents no buyers).
      await expect
        .poll(() => page.locator('.h5-renewal-panel-ticker').textContent())
        .toBe('暂无续费记录，成为第一位续费的老用户');
      await page.getByText('您的短线王服务有效期至').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}route-duanxianwangxufei818.png` });
      await screenshot(page, {
        path: `${SCREENSHOTS}route-duanxianwangxufei818-full.png`,
        fullPage: true,
      });

      await page.getByRole('radio', { name: /年度版/ }).click();
      // The best coupon for the plan is chosen for the visitor.
      const final = page.locator('.h5-renewal-panel-final');
      await expect.poll(() => final.textContent()).toBe('¥1098');
      expect(
        await page.getByRole('radio', { name: /短线王续费专享券/ }).getAttribute('aria-checked'),
      ).toBe('true');
      await screenshot(page.locator('.h5-renewal-panel'), {
        path: `${SCREENSHOTS}route-duanxianwangxufei818-coupon.png`,
      });

      await page.getByRole('button', { name: /立即续费/ }).click();
      await confirmPurchase(page);
      await page.waitForURL((url) => url.pathname === '/dev/cashier');
      const pid = new URL(page.url()).searchParams.get('pid')!;
      expect(pid).toMatch(/^P\d{8}[0-9A-F]{12}$/);

      // The order is really on the server, at the price after the coupon.
      const db = server.app.database.db;
      const [order] = await db.select().from(orders).where(eq(orders.pid, pid));
      expect(order).toMatchObject({
        softuserId: UID,
        shopProductId: DXW_PRODUCT_ID,
        state: 'created',
        amountCents: 109_800,
      });
      const [renewal] = await db.select().from(renewalOrders).where(eq(renewalOrders.pid, pid));
      expect(renewal).toMatchObject({ plan: 'year', discountCents: 20_000 });
      expect(renewal!.couponId).not.toBeNull();

      // The stale tab tries the same coupon: refused, with the reason on screen.
      await stale.getByRole('radio', { name: /年度版/ }).click();
      await stale.getByRole('button', { name: '立即续费 ¥1098' }).click();
      await confirmPurchase(stale);
      await stale.getByText('该优惠券已使用，每张券仅限使用一次').waitFor();
      expect(new URL(stale.url()).pathname).toBe(PAGE_PATH);
      // Reloaded, the panel no longer offers it.
      await expect
        .poll(() => stale.locator('.h5-renewal-panel-coupons-title').textContent())
        .toContain('暂无可用优惠券');
      const mine = await db.select().from(orders).where(eq(orders.softuserId, UID));
      expect(mine).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor without a token sees the plans and goes to login to pay', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await openRenewal(page);
      await page.getByText('登录后查看您的服务有效期与可用优惠券').waitFor();
      await page.getByRole('button', { name: /立即续费/ }).click();
      await page.waitForURL((url) => url.pathname !== PAGE_PATH);
      expect(new URL(page.url()).searchParams.get('from')).toBe(`${server.origin}${PAGE_PATH}`);
    } finally {
      await context.close();
    }
  });
});
