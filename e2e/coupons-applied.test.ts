import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { DBZS_PRODUCT_ID } from '@h5-page/schema/constants';
import { orders } from '../packages/server/src/campaigns/store/tables.ts';
import { userCoupons } from '../packages/server/src/campaigns/store/tables-coupon.ts';
import { renewalOrders } from '../packages/server/src/campaigns/store/tables-renewal.ts';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { holdDuanxianwang, openRenewalSale } from './support/renewal-sale.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { assessedBoldest, confirmPurchase } from './support/suitability.ts';

// Coupons a visitor claims are offered where they can be spent, on a real server: claimed on the
// renewal page, the renewal panel offers them at once and renews at the price after the best one;
// claimed on the national-day page, the demo's pay button for the product they were made for
// offers the coupon before paying, and paying at the cashier uses it.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  await openRenewalSale(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A visitor with an account (as logging in by SMS makes one): its id. */
async function visitor(handset: string): Promise<number> {
  const { user } = await server.app.accounts.users.loginOrRegister({ handset, now: new Date() });
  await assessedBoldest(server.app, await server.app.tokens.sign(user.softuserId));
  return user.softuserId;
}

async function openAs(page: Page, uid: number, path: string) {
  await page
    .context()
    .addCookies([{ name: 'token', value: await server.app.tokens.sign(uid), url: server.origin }]);
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  await blocksHydrated(page);
}

async function claim(page: Page, batch: string) {
  const card = page.locator(`[data-batch="${batch}"]`);
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect.poll(() => card.locator('button').textContent()).toBe('已领取');
}

describe('coupons claimed are offered and applied', () => {
  it('claimed on the renewal page, the panel offers both at once and renews at ¥1098', async () => {
    const uid = await visitor('13800139901');
    await holdDuanxianwang(server, uid);
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await openAs(page, uid, '/h5-page/duanxianwangxufei818');
      const title = page.locator('.h5-renewal-panel-coupons-title');
      await expect.poll(() => title.textContent()).toContain('暂无可用优惠券');

      await claim(page, 'dxw818');
      await claim(page, 'dxw818-loyal');
      await expect.poll(() => title.textContent()).toContain('2 张可用');
      const best = page.getByRole('radio', { name: /短线王续费专享券/ });
      expect(await best.getAttribute('aria-checked')).toBe('true');
      expect(await page.locator('.h5-renewal-panel-final').textContent()).toBe('¥1098');
      const pay = page.getByRole('button', { name: '立即续费 ¥1098' });
      await pay.scrollIntoViewIfNeeded();

      await pay.click();
      await confirmPurchase(page);
      await page.waitForURL((url) => url.pathname === '/dev/cashier');
      await page.getByText('¥1098.00').waitFor();
      const pid = new URL(page.url()).searchParams.get('pid')!;
      const db = server.app.database.db;
      const [order] = await db.select().from(orders).where(eq(orders.pid, pid));
      expect(order).toMatchObject({ softuserId: uid, amountCents: 109_800 });
      const [renewal] = await db.select().from(renewalOrders).where(eq(renewalOrders.pid, pid));
      expect(renewal).toMatchObject({ plan: 'year', discountCents: 20_000 });
      expect(renewal!.couponId).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('国庆策略服务券 claimed on nationalDayCarnival pays ¥798 at the demo’s 打板助手 button', async () => {
    const uid = await visitor('13800139902');
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await openAs(page, uid, '/h5-page/nationalDayCarnival');
      await claim(page, 'national-strategy');

      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await page.getByRole('button', { name: '¥998 开通打板助手年度会员' }).click();
      const picker = page.getByRole('dialog', { name: '选择优惠券' });
      await picker.waitFor();
      expect(
        await picker.getByRole('radio', { name: /国庆策略服务券/ }).getAttribute('aria-checked'),
      ).toBe('true');
      await picker.getByRole('button', { name: '确认支付 ¥798' }).click();
      await confirmPurchase(page);

      await page.waitForURL((url) => url.pathname === '/dev/cashier');
      await page.getByText('¥798.00').waitFor();
      await page.getByRole('button', { name: '确认支付（模拟）' }).click();
      await page.getByText('已支付').waitFor();

      const pid = new URL(page.url()).searchParams.get('pid')!;
      const db = server.app.database.db;
      const [order] = await db.select().from(orders).where(eq(orders.pid, pid));
      expect(order).toMatchObject({
        softuserId: uid,
        shopProductId: DBZS_PRODUCT_ID,
        state: 'paid',
        amountCents: 79_800,
      });
      const [coupon] = await db
        .select()
        .from(userCoupons)
        .where(eq(userCoupons.id, order!.couponId!));
      expect(coupon).toMatchObject({ batch: 'national-strategy', softuserId: uid });
      expect(coupon!.usedAt).toBeInstanceOf(Date);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
