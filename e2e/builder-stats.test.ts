import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addStatsDays, statsDateOf, statsDayStart } from '@h5-page/schema/stats-period';
import { launchBrowser } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SHOTS = 'test-results/builder-stats';
const PASSWORD = 'builder-stats-e2e-password';
const HOUR = 60 * 60 * 1000;

let server: TestServer;
let browser: Browser;

/** What was sent, to compare with what the screen shows. */
const sent = { pageViews: 0, visitors: new Set<string>(), clicks: 0, leads: 0 };

/**
 * A week of visits to one page through the real collector (the last hours of today included),
 * back-dated through the store: the collector stamps events with the time they arrive.
 */
async function seedWeek(): Promise<void> {
  const now = Date.now();
  const today = statsDateOf(now);
  const events: Parameters<TestServer['app']['events']['insertMany']>[0] = [];
  for (let d = 0; d < 7; d += 1) {
    const start = statsDayStart(addStatsDays(today, -d)).getTime();
    for (let h = 0; h < 24; h += 1) {
      const at = start + h * HOUR;
      if (at > now - 60_000) break;
      const visits = 3 + ((d * 7 + h * 3) % 9);
      for (let v = 0; v < visits; v += 1) {
        const sid = `d${d}h${h}v${v}`;
        const env = ['wechat', 'app', 'mobile', 'miniprogram', 'desktop'][v % 5];
        const cpsId = v % 3 === 0 ? 'wx-ad-01' : v % 3 === 1 ? 'douyin-02' : null;
        sent.pageViews += 1;
        sent.visitors.add(sid);
        events.push({
          kind: 'pv',
          pageCode: 'e2e-stats',
          sessionId: sid,
          env,
          cpsId,
          createdAt: new Date(at + v * 1000),
        });
        events.push({
          kind: 'beacon',
          pageCode: 'e2e-stats',
          sessionId: sid,
          durationMs: 8_000 + v * 4_000,
          env,
          cpsId,
          createdAt: new Date(at + v * 1000 + 30_000),
        });
        // Some come back to the page: more views than visitors.
        if (v % 4 === 1) {
          sent.pageViews += 1;
          events.push({
            kind: 'pv',
            pageCode: 'e2e-stats',
            sessionId: sid,
            env,
            cpsId,
            createdAt: new Date(at + v * 1000 + 60_000),
          });
        }
        if (v % 2 === 0) {
          sent.clicks += 1;
          events.push({
            kind: 'click',
            pageCode: 'e2e-stats',
            sessionId: sid,
            env,
            cpsId,
            data:
              v % 4 === 0
                ? { block: 'button', path: 'page_schema[1]', name: '立即领取新春礼包' }
                : { block: 'leadForm', path: 'page_schema[3]', name: '获取验证码' },
            createdAt: new Date(at + v * 1000 + 10_000),
          });
        }
      }
      if (h % 4 === 0) {
        sent.leads += 1;
        await server.app.accounts.leads.insert({
          pageCode: 'e2e-stats',
          handset: `1381234${String(d * 100 + h).padStart(4, '0')}`,
          nickName: ['张三', '李四', '王五', '赵六'][(d + h / 4) % 4]!,
          cpsId: h % 8 === 0 ? 'wx-ad-01' : '',
          versionId: 276,
          isSendResult: 0,
          createdAt: new Date(at + 20_000),
        });
      }
    }
  }
  await server.app.events.insertMany(events);
}

/** Every antd loading state over and faded back in (tables fade as they stop loading). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.ant-spin-spinning').length === 0 &&
      [...document.querySelectorAll('.ant-spin-container')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
  );
}

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  await server.importPage({ code: 'e2e-stats', title: '新春开户礼', page_schema: [] });
  await seedWeek();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('builder stats', () => {
  it('signs in, opens a page’s stats from the list and sees its figures, then all pages', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: '新建页面' }).waitFor();

    const row = page.locator('tr', { hasText: 'e2e-stats' });
    await row.getByRole('button', { name: '数据' }).click();
    await page.waitForURL(/\/admin\/pages\/e2e-stats\/stats$/);

    const cards = page.locator('.stats-card');
    await expect
      .poll(() => cards.first().textContent())
      .toBe(`浏览量（PV）${sent.pageViews.toLocaleString('zh-CN')}\u00a0`);
    await expect
      .poll(() => cards.nth(1).textContent())
      .toBe(`访客数（UV）${sent.visitors.size.toLocaleString('zh-CN')}\u00a0`);
    // Found by its name: the cards grew (分享 stands before it).
    await expect
      .poll(() => cards.filter({ hasText: /^留资数\d/ }).textContent())
      .toBe(`留资数${sent.leads}\u00a0`);
    // echarts loaded and drew the trend; the funnel and the leads list are there.
    const trend = page.getByRole('img', { name: '趋势图', exact: true });
    await trend.locator('svg').waitFor();
    await expect.poll(() => trend.locator('svg path').count()).toBeGreaterThan(10);
    await page.getByText('立即领取新春礼包').waitFor();
    await page
      .locator('.ant-table-cell', { hasText: /^138\*\*\*\*\d{4}$/ })
      .first()
      .waitFor();
    await settled(page);
    await screenshot(page, { path: `${SHOTS}/page-stats.png`, fullPage: false });
    await screenshot(page, { path: `${SHOTS}/page-stats-full.png`, fullPage: true });

    // One day: the chart goes by hour.
    await page.getByText('今天', { exact: true }).click();
    await page.getByText(/^按小时/).waitFor();

    await page.getByRole('button', { name: '全部页面数据' }).click();
    await page.waitForURL(/\/admin\/stats$/);
    const first = page.locator('.ant-table-tbody tr').first();
    await expect.poll(() => first.textContent()).toContain('新春开户礼');
    expect(await first.textContent()).toContain(sent.pageViews.toLocaleString('zh-CN'));
    await settled(page);
    await screenshot(page, { path: `${SHOTS}/all-pages.png` });
    await context.close();
  });
});
