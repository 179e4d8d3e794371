import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { dragIn, select } from './support/puck.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SHOTS = 'test-results/builder';
const PASSWORD = 'builder-e2e-password';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function publish(page: Page, version: number): Promise<void> {
  await page
    .getByRole('button', { name: /^发\s*布$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '发布页面' });
  await dialog.getByRole('button', { name: /^发\s*布$/ }).click();
  // A publish renders the version for the archive and purges the caches: on a machine running
  // the other suites too it has taken over the default 30 s.
  await page.getByText(`已发布 v${version}`).waitFor({ timeout: 120_000 });
}

/**
 * Opens the visitor URL until the button named `text` is there: the server re-checks a cached
 * published page at most once a second, so a new version may take that long to show.
 */
async function seeLive(visitor: Page, url: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await visitor.goto(url);
        return visitor.getByRole('button', { name: text }).count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

describe('the builder, end to end', () => {
  // The whole journey (sign-in, composing, publishing, a visitor's phone, rollback) takes a busy
  // machine more than the minute a single step may.
  it('signs in, composes countdown + button + popup, publishes, and rolls back', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Sign in through the sign-in screen.
    await page.goto(`${server.origin}/admin/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: '新建页面' }).waitFor();

    // Create a page.
    await page.getByRole('button', { name: '新建页面' }).click();
    await page.getByLabel(/页面编码/).fill('e2e-gift');
    await page.getByLabel('页面标题').fill('新春礼包');
    await page.getByRole('button', { name: /创\s*建/ }).click();
    await page.waitForURL(/\/admin\/pages\/e2e-gift$/);
    const canvas = page.frameLocator('iframe').first();
    await canvas.locator('[data-puck-dropzone]').first().waitFor();

    // Countdown, button and popup from the palette.
    await dragIn(page, canvas, '倒计时');
    await dragIn(page, canvas, '按钮');
    await dragIn(page, canvas, '弹窗');
    await expect.poll(() => canvas.getByRole('timer').count()).toBeGreaterThan(0);

    // The popup gets an id; the new button has no action until one is chosen, by its words;
    // it opens the popup, chosen from the page's popups.
    await select(page, canvas, 'popup', 'id');
    const popupId = page.locator('[data-field="value.id"]:visible input');
    await popupId.fill('gift');
    await select(page, canvas, 'button', 'action');
    const action = page.locator('[data-field="value.action"]:visible');
    await action.scrollIntoViewIfNeeded();
    await expect.poll(() => action.getByText(/按钮还没有点击动作/).count()).toBeGreaterThan(0);
    await action.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option[title="打开弹窗"]').click();
    await action.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-item-option[title="弹窗 gift"]').click();
    await screenshot(page, { path: `${SHOTS}/action-form.png` });

    // A link action refuses javascript: next to the field.
    await action.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option[title="打开链接"]').click();
    await action.locator('input.ant-input').first().fill('javascript:alert(1)');
    await expect.poll(() => action.getByText(/链接不安全/).count()).toBeGreaterThan(0);
    await action.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option[title="打开弹窗"]').click();
    await action.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-item-option[title="弹窗 gift"]').click();
    await screenshot(page, { path: `${SHOTS}/canvas.png` });

    // Publish (v1), then the visitor sees the countdown and the button opens the popup.
    await publish(page, 1);
    const visitor = await openPhonePage(browser);
    const visitorUrl = `${server.origin}/h5-page/h5/e2e-gift`;
    await visitor.page.goto(visitorUrl);
    await visitor.page.getByRole('timer').first().waitFor();
    // The server-rendered button opens the popup once the page has hydrated.
    await blocksHydrated(visitor.page);
    await visitor.page.getByRole('button', { name: '立即领取' }).click();
    await visitor.page.getByRole('dialog').waitFor();

    // A second version with another button text goes live.
    await select(page, canvas, 'button', 'text');
    await page.locator('[data-field="value.text"]:visible input').fill('第二版按钮');
    await publish(page, 2);
    await seeLive(visitor.page, visitorUrl, '第二版按钮');

    // History: who and when, the diff, and a one-step roll back to v1.
    await page.getByRole('button', { name: '版本历史' }).click();
    const history = page.locator('.ant-drawer').filter({ hasText: '版本历史' });
    await history.getByText('v2', { exact: true }).first().waitFor();
    await history.getByText(/按钮文字/).waitFor();
    // The drawer slides in: the picture is taken once its animations have finished.
    await history.evaluate((drawer) =>
      Promise.all(drawer.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(page, { path: `${SHOTS}/history.png` });
    await history.getByRole('button', { name: '回滚到此版本' }).click();
    await page.getByRole('button', { name: /^回\s*滚$/ }).click();
    await page.getByText('已回滚到 v1').waitFor();

    await seeLive(visitor.page, visitorUrl, '立即领取');
    expect(await visitor.page.getByRole('button', { name: '第二版按钮' }).count()).toBe(0);

    // The list shows the page as live.
    await page.goto(`${server.origin}/admin/`);
    await page.getByRole('row').filter({ hasText: 'e2e-gift' }).getByText('已发布').waitFor();
    await screenshot(page, { path: `${SHOTS}/list.png` });

    expect(errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  }, 180_000);
});
