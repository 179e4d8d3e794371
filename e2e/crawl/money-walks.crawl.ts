import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID } from '@h5-page/schema/constants';
import { chinaDate } from '@h5-page/schema/china-time';
import { productSubscriptions } from '../../packages/server/src/campaigns/store/tables-renewal.ts';
import { launchBrowser } from '../support/browser.ts';
import { blocksHydrated } from '../support/hydrated.ts';
import { holdDuanxianwang, openRenewalSale } from '../support/renewal-sale.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';
import { crawlContext } from '../support/crawler/crawl-context.ts';
import { logInBySms } from '../support/crawler/sms-login.ts';

// Where the money goes, walked as a visitor on a phone: logged in through the development SMS
// flow, every step a tap on a control the visitor sees, named by its text, and every check what
// the page then shows. A 短线王 subscriber claims the renewal coupons, renews with the best one at
// the development cashier and comes back to the new expiry; a newcomer buys the training camp and
// comes back to it in use. The set-up a visitor cannot do (being a subscriber, the sale's window)
// is done on the store, as the renewal tests do.

const RENEWAL_PAGE = '/h5-page/duanxianwangxufei818';
/** The training camp's sales page (`seed/pages/product-offers.ts`: buy-slzf-camp, ¥199). */
const CAMP_PAGE = '/h5-page/h5/buy-slzf-camp';
const LIMIT_MS = 60_000;
const REPORT = new URL('../../.tmp/crawl-money-walks.json', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  await openRenewalSale(server);
});

afterAll(async () => {
  mkdirSync(new URL('.', `file://${REPORT}`).pathname, { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ lines }, null, 2));
  for (const line of lines) console.log(line);
  await browser?.close();
  await server?.close();
});

/** A phone logged in as `handset`, whose console errors and requests to other hosts are kept. */
async function phoneOf(handset: string) {
  const storage = await logInBySms(browser, server.origin, handset);
  const { context, elsewhere } = await crawlContext(browser, server.origin, storage);
  // Limits, not waits: a machine running the crawl beside other suites answers slowly.
  context.setDefaultTimeout(LIMIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, elsewhere };
}

async function open(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  await blocksHydrated(page, LIMIT_MS);
}

/** At the development cashier: the amount shown, the pay button tapped, the order paid. */
async function payAtCashier(page: Page, amount: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/dev/cashier');
  await page.getByText(amount).waitFor();
  await page.getByRole('button', { name: '确认支付（模拟）' }).tap();
  await page.getByText('已支付').waitFor();
  return new URL(page.url()).searchParams.get('pid')!;
}

/** Waits for what the page shows: the crawl's configuration leaves `expect.poll` at one second. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: LIMIT_MS });

async function uidOf(handset: string): Promise<number> {
  const user = await server.app.accounts.users.findByHandset(handset);
  if (!user) throw new Error(`${handset} has no account after logging in`);
  return user.softuserId;
}

describe('a visitor taps through where the money goes', () => {
  it('renewal: both coupons claimed, the best one offered at ¥1098, paid, the new expiry shown', async () => {
    const handset = '13800138818';
    const { context, page, errors, elsewhere } = await phoneOf(handset);
    try {
      const uid = await uidOf(handset);
      const held = await holdDuanxianwang(server, uid);
      await open(page, RENEWAL_PAGE);
      const expiry = page.locator('.h5-renewal-panel').getByText('您的短线王服务有效期至');
      await poll(() => expiry.textContent()).toContain(chinaDate(held.getTime()));

      // Both coupon cards, tapped by what they say: each says it is claimed.
      const toast = page.getByText('领取成功，已放入您的卡券包');
      for (const nth of ['first', 'second']) {
        const claimable = page.getByRole('button', { name: '立即领取' });
        expect(await claimable.count(), `${nth} claim`).toBeGreaterThan(0);
        await claimable.first().tap();
        await toast.waitFor();
        await toast.waitFor({ state: 'hidden' });
      }
      expect(await page.getByRole('button', { name: '立即领取' }).count()).toBe(0);
      await poll(() => page.getByRole('button', { name: '已领取' }).count()).toBe(2);

      // The panel offers them at once, the best chosen for the visitor.
      const title = page.locator('.h5-renewal-panel-coupons-title');
      await poll(() => title.textContent()).toContain('2 张可用');
      const best = page.getByRole('radio', { name: /短线王续费专享券/ });
      expect(await best.getAttribute('aria-checked')).toBe('true');
      expect(await page.locator('.h5-renewal-panel-final').textContent()).toBe('¥1098');

      await page.getByRole('button', { name: '立即续费 ¥1098' }).tap();
      await payAtCashier(page, '¥1098.00');

      // Back on the page, the service runs until the renewed end.
      const [renewed] = await server.app.database.db
        .select({ expiresAt: productSubscriptions.expiresAt })
        .from(productSubscriptions)
        .where(eq(productSubscriptions.softuserId, uid));
      const newEnd = chinaDate(renewed!.expiresAt.getTime());
      expect(newEnd).not.toBe(chinaDate(held.getTime()));
      expect(renewed!.expiresAt.getTime()).toBeGreaterThan(held.getTime());
      await open(page, RENEWAL_PAGE);
      await poll(() => expiry.textContent()).toContain(newEnd);

      expect(errors).toEqual([]);
      expect(elsewhere).toEqual([]);
      lines.push(
        `money walk · renewal: 2 coupons claimed, renewed at ¥1098 with 短线王续费专享券, ` +
          `短线王 until ${chinaDate(held.getTime())} → ${newEnd} (product ${DXW_PRODUCT_ID})`,
      );
    } finally {
      await context.close();
    }
  });

  it('purchase: a newcomer buys the ¥199 camp at the cashier and comes back to it in use', async () => {
    const handset = '13800138199';
    const { context, page, errors, elsewhere } = await phoneOf(handset);
    try {
      await open(page, CAMP_PAGE);
      await page.getByRole('button', { name: '¥199 立即开通' }).tap();
      await payAtCashier(page, '¥199.00');

      // Back on the sales page: bought and in use until its end, no longer offered.
      const owned = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === API_PATHS.FIND_USER_PAYFOR_PRODUCT && response.ok(),
      );
      await open(page, CAMP_PAGE);
      const answer = (await (await owned).json()) as { response: { is_payfor: boolean } };
      expect(answer.response.is_payfor).toBe(true);
      const info = (await (
        await context.request.get(
          `${server.origin}${API_PATHS.USER_PRODUCT_INFO}?product_code=slzf-camp`,
        )
      ).json()) as { response: { is_using: boolean; expires_at: string } };
      expect(info.response.is_using).toBe(true);
      await page.getByText(`已开通 · 有效期至 ${info.response.expires_at}`).waitFor();
      await page.getByRole('button', { name: '前往社群享受服务' }).waitFor();
      expect(await page.getByRole('button', { name: /立即开通/ }).count()).toBe(0);
      const using = (await (
        await context.request.get(`${server.origin}${API_PATHS.USING_PRODUCTS}`)
      ).json()) as { response: { list: { code: string; expires_at: string }[] } };
      expect(using.response.list).toEqual([
        expect.objectContaining({ code: 'slzf-camp', expires_at: info.response.expires_at }),
      ]);

      expect(errors).toEqual([]);
      expect(elsewhere).toEqual([]);
      lines.push(
        `money walk · purchase: 神龙战法·七日实战训练营 paid ¥199 at the cashier, ` +
          `in use until ${info.response.expires_at}`,
      );
    } finally {
      await context.close();
    }
  });
});
