import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { API_PATHS, DXW_PRODUCT_ID } from '@h5-page/schema/constants';
import { chinaDate } from '@h5-page/schema/china-time';
import { RISK_QUESTIONS, RISK_TEST_PATH } from '@h5-page/schema/suitability';
import { orders } from '../../packages/server/src/campaigns/store/tables.ts';
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
// comes back to it in use. Before either pays, the suitability gate (《证券期货投资者适当性管理办法》):
// an unassessed visitor is sent from the pay tap to the questionnaire, answers it and comes back to
// confirm the match; a conservative visitor (C1) is warned off an R3 product and no order is made.
// The set-up a visitor cannot do (being a subscriber, the sale's window) is done on the store, as
// the renewal tests do.

const RENEWAL_PAGE = '/h5-page/duanxianwangxufei818';
/** The training camp's sales page (`seed/pages/product-offers.ts`: buy-slzf-camp, ¥199). */
const CAMP_PAGE = '/h5-page/h5/buy-slzf-camp';
/** An R3 product's sales page (机构调研 · 纪要精选, ¥168). */
const NOTES_PAGE = '/h5-page/h5/buy-jgdy-notes';
/** The last option of every question: the highest score, tier C5. */
const BOLDEST = RISK_QUESTIONS.map((question) => question.options.length - 1);
/** The first option of every question: the lowest score, tier C1. */
const MOST_CAUTIOUS = RISK_QUESTIONS.map(() => 0);
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

/** A control the page names, a link or a button (the questionnaire's 返回继续购买 is a link). */
const control = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

/**
 * After a pay tap of a visitor without a tier: the 风险测评 dialog, 去测评, the questionnaire
 * (`answers`, the option chosen for each question), 提交测评, 返回继续购买, and back on `path`,
 * hydrated. Returns the dialog's text.
 */
async function assessFromTheGate(page: Page, path: string, answers: readonly number[]) {
  const dialog = page.getByRole('dialog', { name: '风险测评' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: '去测评' }).tap();
  await page.waitForURL((url) => url.pathname === RISK_TEST_PATH);
  expect(new URL(page.url()).searchParams.get('from')).toContain(path);
  for (const [index, question] of RISK_QUESTIONS.entries()) {
    const group = page.getByRole('group', { name: `${index + 1}. ${question.text}` });
    const option = question.options[answers[index]!]!;
    await group.getByRole('radio', { name: option.label, exact: true }).check();
  }
  await page.getByRole('button', { name: '提交测评' }).tap();
  await control(page, '返回继续购买').tap();
  await page.waitForURL((url) => url.pathname === path);
  await blocksHydrated(page, LIMIT_MS);
  return text;
}

/** The 适当性匹配确认 dialog after a pay tap: its text, then 确认购买. */
async function confirmMatch(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: '适当性匹配确认' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: '确认购买' }).tap();
  return text;
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

      // Suitability first: no tier yet, so the questionnaire, then back to confirm the match.
      const pay = page.getByRole('button', { name: '立即续费 ¥1098' });
      await pay.tap();
      await assessFromTheGate(page, RENEWAL_PAGE, BOLDEST);
      await poll(() => title.textContent()).toContain('2 张可用');
      await pay.tap();
      const confirmed = await confirmMatch(page);
      expect(confirmed).toContain('C5（激进型）');
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
        `money walk · renewal: 2 coupons claimed, assessed C5 at the gate and the match ` +
          `confirmed, renewed at ¥1098 with 短线王续费专享券, ` +
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
      const pay = page.getByRole('button', { name: '¥199 立即开通' });
      await pay.tap();
      const warned = await assessFromTheGate(page, CAMP_PAGE, BOLDEST);
      expect(warned).toContain('风险承受能力测评');
      await pay.tap();
      const confirmed = await confirmMatch(page);
      expect(confirmed).toContain('R4（中高风险）');
      expect(confirmed).toContain('C5（激进型）');
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
        `money walk · purchase: assessed C5 at the gate, the R4 match confirmed, ` +
          `神龙战法·七日实战训练营 paid ¥199 at the cashier, ` +
          `in use until ${info.response.expires_at}`,
      );
    } finally {
      await context.close();
    }
  });

  it('suitability: a conservative visitor (C1) is warned off an R3 product, and no order is made', async () => {
    const handset = '13800138101';
    const { context, page, errors, elsewhere } = await phoneOf(handset);
    try {
      const orderCalls = new Set<string>();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === API_PATHS.CREATE_ORDER) orderCalls.add(request.url());
      });
      await open(page, NOTES_PAGE);
      const pay = page.getByRole('button', { name: /立即开通/ });
      await pay.tap();
      await assessFromTheGate(page, NOTES_PAGE, MOST_CAUTIOUS);

      // Paying now: 风险不匹配警示, with the product's level and the visitor's tier.
      await pay.tap();
      const warning = page.getByRole('dialog', { name: '风险不匹配警示' });
      await warning.waitFor();
      const text = (await warning.textContent()) ?? '';
      expect(text).toContain('R3（中风险）');
      expect(text).toContain('C1（保守型）');
      expect(text).toContain('超出您的风险承受能力');
      expect(await warning.getByRole('button', { name: '确认购买' }).count()).toBe(0);
      // On the narrowest phone: the card inside the screen, every button at least 44 px high,
      // and the whole text readable (scrolled inside the card when it is longer).
      await page.setViewportSize({ width: 320, height: 568 });
      // Measured once the card has finished opening (it zooms in from a little smaller).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) =>
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
            )
            .map((animation) => animation.finished.catch(() => null)),
        ),
      );
      const layout = await warning.evaluate((card) => {
        const body = card.querySelector<HTMLElement>('.h5-suitability-body')!;
        body.scrollTop = body.scrollHeight;
        const text = card.querySelector('.h5-suitability-text')!.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return {
          inside: box.left >= 0 && box.right <= 320 && box.top >= 0 && box.bottom <= 568,
          textEndVisible: text.bottom <= body.getBoundingClientRect().bottom + 1,
          textWithinWidth: text.right <= box.right,
          buttons: [...card.querySelectorAll('button')].map(
            (b) => b.getBoundingClientRect().height,
          ),
        };
      });
      expect(layout.inside).toBe(true);
      expect(layout.textEndVisible).toBe(true);
      expect(layout.textWithinWidth).toBe(true);
      for (const height of layout.buttons) expect(height).toBeGreaterThanOrEqual(44);
      await warning.getByRole('button', { name: '暂不购买' }).tap();
      await warning.waitFor({ state: 'hidden' });

      // Again, 重新测评 leads back to the questionnaire; still no order anywhere.
      await pay.tap();
      await warning.waitFor();
      await warning.getByRole('button', { name: '重新测评' }).tap();
      await page.waitForURL((url) => url.pathname === RISK_TEST_PATH);
      await control(page, '重新测评').waitFor();
      expect([...orderCalls]).toEqual([]);
      const made = await server.app.database.db
        .select({ pid: orders.pid })
        .from(orders)
        .where(eq(orders.softuserId, await uidOf(handset)));
      expect(made).toEqual([]);

      expect(errors).toEqual([]);
      expect(elsewhere).toEqual([]);
      lines.push(
        `money walk · suitability: a C1 visitor warned off 机构调研 · 纪要精选 (R3) with ` +
          `风险不匹配警示, no order created`,
      );
    } finally {
      await context.close();
    }
  });
});
