import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const field = (page: Page) => page.locator('.h5-address-field').first();
const picker = (page: Page) => page.getByRole('dialog', { name: '请选择所在地区' });
const tabs = (page: Page) => picker(page).locator('.h5-address-tab');
const option = (page: Page, name: string) =>
  picker(page).locator('.h5-address-option', { hasText: name }).first();

describe('the address picker in Chromium', () => {
  it('steps province, city, area; choosing an area closes it and shows the address', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      // The visitor scrolls down to the form (below the first screen it is not laid out).
      await field(page).scrollIntoViewIfNeeded();
      await expect.poll(() => field(page).innerText()).toContain('请选择');
      await field(page).click();
      await option(page, '广东省').waitFor();
      // Only the province tab until a province is chosen.
      expect(await tabs(page).allInnerTexts()).toEqual(['省份']);
      await option(page, '广东省').click();
      await option(page, '广州市').waitFor();
      expect(await tabs(page).allInnerTexts()).toEqual(['省份', '城市']);
      await option(page, '广州市').click();
      await option(page, '天河区').waitFor();
      expect(await tabs(page).allInnerTexts()).toEqual(['省份', '城市', '区县']);
      // Every city ends with the 其它区 filler.
      expect(await picker(page).locator('.h5-address-option').last().innerText()).toBe('其它区');
      await screenshot(page, { path: `${SCREENSHOTS}address-picker.png` });
      await option(page, '天河区').click();
      await expect.poll(() => picker(page).isVisible()).toBe(false);
      await expect.poll(() => field(page).innerText()).toContain('广东省 广州市 天河区');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closing without choosing an area returns empty and shows 请选择 again', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await field(page).click();
      await option(page, '北京市').click();
      await option(page, '北京市').waitFor();
      await picker(page).getByRole('button', { name: '关闭' }).click();
      await expect.poll(() => picker(page).isVisible()).toBe(false);
      await expect.poll(() => field(page).innerText()).toContain('请选择');
    } finally {
      await context.close();
    }
  });
});
