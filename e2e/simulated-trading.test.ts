import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { users } from '@h5-page/server/accounts/store/tables';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Simulated trading and the stock competition in a phone browser, on the seeded route pages:
// sign up and find yourself on the leaderboard; place a simulated trade and see the position and
// the rebalancing record; a screenshot of every route at 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A phone logged in as user `uid`, who exists with a phone of their own, as a login makes them:
 * the holdings check-up shows that phone.
 */
async function loggedIn(uid: number) {
  await server.app.database.db
    .insert(users)
    .values({ softuserId: uid, handset: `139${String(uid).padStart(8, '0')}` })
    .onConflictDoNothing();
  const phone = await openPhonePage(browser);
  const token = await server.app.tokens.sign(uid);
  await phone.context.addCookies([{ name: 'token', value: token, url: server.origin }]);
  return phone;
}

describe('simulated trading in a phone browser', () => {
  it('signs up for the competition and finds the entrant on the leaderboard', async () => {
    const { page, context, errors } = await loggedIn(7001);
    try {
      await page.goto(`${server.origin}/h5-page/stockCompetition`);
      await blocksHydrated(page);
      await page.getByLabel('参赛昵称').fill('浦江新兵');
      await page.getByRole('button', { name: '立即报名参赛' }).click();
      await page.getByTestId('competition-signed').waitFor();
      expect(await page.getByTestId('competition-signed').textContent()).toContain('浦江新兵');
      await page.getByRole('tab', { name: '总榜' }).click();
      const mine = page.locator('.h5-sim-mine');
      await mine.waitFor();
      expect(await mine.textContent()).toContain('浦江新兵（我）');
      await screenshot(page, { path: `${SCREENSHOTS}stockCompetition-signed.png`, fullPage: true });
      expect(errors).toEqual([]);
      // Once only: a second sign-up is refused by the server (the browser logs the 409).
      const again = await page.evaluate(async () => {
        const response = await fetch('/n8sf/api/simulate/v1/competition/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return response.status;
      });
      expect(again).toBe(409);
    } finally {
      await context.close();
    }
  });

  it('places a simulated trade and shows the position and the rebalancing record', async () => {
    const { page, context, errors } = await loggedIn(7002);
    try {
      await page.goto(`${server.origin}/h5-page/simulateTrading/position`);
      await blocksHydrated(page);
      await page.getByRole('option', { name: /招商银行/ }).click();
      await page.getByRole('button', { name: '增加一手' }).click();
      await page.getByRole('button', { name: '模拟买入' }).click();
      const positions = page.getByTestId('sim-positions');
      await positions.waitFor();
      expect(await positions.textContent()).toContain('招商银行');
      expect(await positions.textContent()).toContain('200股');
      const records = page.getByTestId('sim-records');
      await records.waitFor();
      expect(await records.locator('li').first().textContent()).toMatch(
        /买入招商银行600036.*× 200股/,
      );
      await screenshot(page, {
        path: `${SCREENSHOTS}simulateTrading-position-traded.png`,
        fullPage: true,
      });
      const stored = await server.app.inject({
        url: '/n8sf/api/simulate/v1/trading/rebalancing',
        headers: { authorization: `Bearer ${await server.app.tokens.sign(7002)}` },
      });
      expect(stored.json().response.list).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a strategy article from the list and reads it; an unknown one answers 404 with a way back', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/simulateTrading/article`);
      await blocksHydrated(page);
      const first = page.locator('.h5-sim-articles a').first();
      await first.waitFor();
      const title = (await first.locator('h4').textContent())!;
      await first.click();
      await page.waitForURL(/\/simulateTrading\/article\/details\/\d+$/);
      const article = page.getByTestId('sim-article');
      await article.waitFor();
      expect(await article.locator('h2').textContent()).toBe(title);
      expect(await article.locator('p').count()).toBeGreaterThanOrEqual(4);
      await screenshot(page, { path: `${SCREENSHOTS}simulateTrading-article-details.png` });

      const unknown = await page.goto(
        `${server.origin}/h5-page/simulateTrading/article/details/999999`,
      );
      expect(unknown?.status()).toBe(404);
      await page.getByTestId('sim-article-not-found').waitFor();
      await page.getByRole('button', { name: '返回文章列表' }).click();
      await page.waitForURL(/\/simulateTrading\/article$/);
      // The 404 of the unknown article is the one console error a browser logs.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the detail page draws a portfolio with history: return curve, deepest fall, holdings', async () => {
    // A seeded player's portfolio (90 days of trades), handed to a user who can sign in.
    await server.app.database.db.execute(sql`
      UPDATE sim_portfolios SET softuser_id = 7100
      WHERE id = (SELECT p.id FROM sim_portfolios p
                  WHERE EXISTS (SELECT 1 FROM sim_positions s WHERE s.portfolio_id = p.id)
                  ORDER BY p.id LIMIT 1)`);
    const { page, context, errors } = await loggedIn(7100);
    try {
      await page.goto(`${server.origin}/h5-page/simulateTrading/detail`);
      await blocksHydrated(page);
      await page.getByTestId('sim-charts').waitFor();
      const charts = page.getByTestId('sim-charts').getByRole('img');
      expect(await charts.count()).toBe(3);
      const labels = await charts.evaluateAll((all) =>
        all.map((c) => c.getAttribute('aria-label')),
      );
      expect(labels[0]).toMatch(/^收益曲线：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}，累计收益率 /);
      expect(labels[1]).toMatch(/^最大回撤 -\d+\.\d{2}%（\d{4}-\d{2}-\d{2} 至 /);
      expect(labels[2]).toMatch(/^持仓分布（模拟）：.+ \d+\.\d%，现金 \d+\.\d%$/);
      // The curve has a point per trading day: drawn, not a placeholder.
      const points = await page
        .locator('.h5-sim-chart-line')
        .evaluate((line) => (line.getAttribute('d') ?? '').split('L').length);
      expect(points).toBeGreaterThan(40);
      await screenshot(page, {
        path: `${SCREENSHOTS}simulateTrading-detail-charts.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders every simulated trading route; screenshots at 375x812', async () => {
    const { page, context, errors } = await loggedIn(7001);
    try {
      for (const route of [
        'stockCompetition',
        'stockHold',
        'simulateTrading',
        'simulateTrading/detail',
        'simulateTrading/position',
        'simulateTrading/rebalancing',
        'simulateTrading/article',
        'simulateTrading/marquee',
        'simulateTrading/leaderboard',
      ]) {
        await page.goto(`${server.origin}/h5-page/${route}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('.h5-sim').count(), route).toBeGreaterThan(0);
        await screenshot(page, { path: `${SCREENSHOTS}${route.replace('/', '-')}.png` });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
