import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { launchBrowser } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/builder-signups';
const PASSWORD = 'builder-signups-e2e-password';

let server: TestServer;
let browser: Browser;

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

/** The visitor page's comment ids of a tour, through the visitor call. */
async function visitorCommentIds(tour: string): Promise<number[]> {
  const answer = await fetch(`${server.origin}${API_PATHS.TOUR_COMMENT_LIST}?tour=${tour}`);
  const json = (await answer.json()) as { response: { list: { id: number }[] } };
  return json.response.list.map((comment) => comment.id);
}

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  const db = server.app.database.db;
  const names = ['张三丰', '李晓明', '王芳', '陈建国', '刘洋', '赵敏'];
  const holdings = ['贵州茅台 100 股', '宁德时代 300 股，比亚迪 200 股', '招商银行 1000 股'];
  for (let n = 0; n < 23; n += 1) {
    await db.execute(sql`INSERT INTO sim_stock_hold_requests
        (softuser_id, real_name, handset, holdings, note, created_at)
      VALUES (${1000 + n}, ${names[n % names.length]}, ${`1381234${String(5600 + n)}`},
        ${holdings[n % holdings.length]}, ${n % 4 === 0 ? '想了解是否该减仓' : ''},
        now() - ${`${n * 5} hours`}::interval)`);
  }
  for (const [n, content] of [
    '讲得很透彻，期待下一场',
    '广告：加微信领牛股',
    '广州场什么时候开始？',
  ].entries()) {
    await db.execute(sql`INSERT INTO tour_comments (tour, softuser_id, nick, content)
      VALUES ('jz2024xunjiang', ${2000 + n}, ${`139****${String(1000 + n)}`}, ${content})`);
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('builder sign-up screens', () => {
  it('lists a campaign’s sign-ups masked, filters them, and hides a tour comment from visitors', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: '报名数据' }).click();
    await page.waitForURL(/\/admin\/signups$/);

    // The first table: stock-hold applications, newest first, names and phones masked.
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByText('共 23 条').waitFor();
    expect(await rows.first().textContent()).toContain('张**');
    expect(await rows.first().textContent()).toContain('138****5600');
    expect(await page.locator('.ant-table-tbody').textContent()).not.toMatch(/1\d{10}/);
    await settled(page);
    await screenshot(page, { path: `${SHOTS}/operators-signups.png` });

    await page.getByPlaceholder('搜索姓名、手机号或内容').fill('减仓');
    await page.getByPlaceholder('搜索姓名、手机号或内容').press('Enter');
    await page.getByText('共 6 条').waitFor();

    // Tour comments: hide one, and it leaves the visitor page's list at once.
    await page.getByRole('menuitem', { name: '巡讲留言' }).click();
    await page.waitForURL(/\/admin\/signups\/tour_comments$/);
    const spam = page.locator('tr', { hasText: '广告：加微信领牛股' });
    await spam.waitFor();
    const before = await visitorCommentIds('jz2024xunjiang');
    expect(before).toHaveLength(3);
    await spam.getByRole('button', { name: /^隐\s*藏$/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^隐\s*藏$/ })
      .click();
    await spam.getByText('已隐藏').waitFor();
    const after = await visitorCommentIds('jz2024xunjiang');
    expect(after).toHaveLength(2);
    await settled(page);
    await screenshot(page, { path: `${SHOTS}/operators-tour-comments.png` });
    await spam.getByRole('button', { name: '恢复显示' }).click();
    await spam.getByText('显示中').waitFor();
    expect(await visitorCommentIds('jz2024xunjiang')).toHaveLength(3);
    await context.close();
  });
});
