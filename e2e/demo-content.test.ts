import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// The demo in the builder: its pages are tagged 演示 in the page list, and the 移除演示内容
// button removes them (and the demo data) after a confirmation. Screenshots at 1440×900.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/builder/';
const PASSWORD = 'demo-e2e-password';

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

describe('demo content in the builder', () => {
  // The test's own bound holds its longest wait (the removal's answer) with the steps around it.
  it('is tagged 演示 and removed with one button', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.origin}/admin/`);
      await page.getByLabel('用户名').fill('admin');
      await page.getByLabel('密码').fill(PASSWORD);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByRole('button', { name: '新建页面' }).waitFor();
      const tags = page.locator('.ant-table-row .ant-tag', { hasText: '演示' });
      await expect.poll(() => tags.count()).toBeGreaterThan(5);
      await screenshot(page, { path: `${SHOTS}commerce-builder-demo-tags.png` });

      await page.getByRole('button', { name: '移除演示内容' }).click();
      // The confirmation's own button: before the dialog shows, the header's is the only one.
      await page.getByRole('dialog').getByRole('button', { name: '移除演示内容' }).click();
      // Removing the demo deletes its pages, catalogue, events and players in one transaction:
      // on a busy machine that takes a while. Whatever the builder then says is what is checked.
      const said = page
        .getByText(/已移除 \d+ 个演示页面/)
        .or(page.locator('.ant-message-error'))
        .first();
      await said.waitFor({ timeout: 120_000 });
      expect(await said.innerText()).toMatch(/已移除 \d+ 个演示页面/);
      await page.getByText('还没有页面，点击“新建页面”开始').waitFor();
      await expect.poll(() => page.getByRole('button', { name: '移除演示内容' }).count()).toBe(0);
      await screenshot(page, { path: `${SHOTS}commerce-builder-demo-removed.png` });
      expect(await server.app.pages.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
