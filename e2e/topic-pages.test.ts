import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { assessedBoldest, confirmPurchase } from './support/suitability.ts';
import { screenshot } from './support/screenshots.ts';

// The fund and ETF topic pages on a real server: product cards with simulated, labelled figures
// and the risk disclosure; a rule-gated block appears only for a user who matches; a card's
// button opens the sales page the server names. Screenshots at 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOTS;

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

describe('topic pages', () => {
  it.each([['slzf'], ['jjfz'], ['sddjEtf'], ['rmsdEtf'], ['jjzy'], ['lhtj'], ['jgdy']])(
    '/%s shows its product cards and the risk disclosure',
    async (code) => {
      const { page, context, errors } = await openPhonePage(browser);
      try {
        await page.goto(`${server.origin}/h5-page/${code}`, { waitUntil: 'networkidle' });
        const cards = page.locator('.h5-product-item');
        await expect.poll(() => cards.count()).toBeGreaterThan(0);
        expect(await page.locator('.h5-product-figure small').first().textContent()).toContain(
          '模拟',
        );
        expect(await page.locator('.h5-product-disclosure').first().textContent()).toContain(
          '风险提示',
        );
        await screenshot(page, { path: `${SCREENSHOTS}route-${code}.png`, fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('the rule-gated block: hidden for a visitor, shown to a matching user; cards open their sales page', async () => {
    await server.app.database.db.execute(
      sql`INSERT INTO user_portrait_tags (uid, tag) VALUES (9401, 'fund-fan')`,
    );
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/jjfz`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('.h5-product-item').count()).toBe(3);
      expect(await page.getByText('为偏好基金的您推荐').count()).toBe(0);

      const token = await server.app.tokens.sign(9401);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('为偏好基金的您推荐').waitFor();
      expect(await page.locator('.h5-product-item').count()).toBe(4);
      await screenshot(page, {
        path: `${SCREENSHOTS}route-jjfz-matching-user.png`,
        fullPage: true,
      });

      await page.getByRole('button', { name: '查看组合' }).click();
      await page.waitForURL('**/h5-page/h5/buy-jjzy-balance');
      await page.getByText('平衡组合 · 组合投顾服务（季度）').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('a product button opens that product’s sales page, whose pay button sells it through to paid', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/slzf`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '立即加入' }).first().click();
      await page.waitForURL('**/h5-page/h5/buy-slzf-camp');
      await page.getByText('适合谁').waitFor();
      const pay = page.getByRole('button', { name: '¥199 立即开通' });
      await pay.waitFor();
      await screenshot(page, { path: `${SHOTS}commerce-sales-page.png`, fullPage: true });

      const token = await server.app.tokens.sign(9402);
      await assessedBoldest(server.app, token);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.reload({ waitUntil: 'networkidle' });
      await pay.click();
      await confirmPurchase(page);
      await page.waitForURL('**/dev/cashier?pid=*');
      await page.getByRole('button', { name: '确认支付（模拟）' }).click();
      await page.locator('#state', { hasText: '已支付' }).waitFor();
      await screenshot(page, { path: `${SHOTS}commerce-sales-page-paid.png` });

      // Bought: the page says so, with the camp's service end, instead of selling it again.
      await page.goto(`${server.origin}/h5-page/h5/buy-slzf-camp`, { waitUntil: 'networkidle' });
      await page.getByText(/^已开通 · 有效期至 \d{4}-\d{2}-\d{2}$/).waitFor();
      expect(await pay.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
