import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// The headquarters open day page on a real server: register for a session once.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('headquarters open day', () => {
  it('register for a session: the seats drop and the registration shows', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const token = await server.app.tokens.sign(9401);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.goto(`${server.origin}/h5-page/wealthOpenWeek`, { waitUntil: 'networkidle' });
      await page.getByText('余 40 席').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}route-wealthOpenWeek.png` });
      await page.getByRole('radio').first().check();
      await page.getByPlaceholder('请输入您的姓名').fill('陈女士');
      await page.getByPlaceholder('请输入您的手机号').fill('13600136000');
      await page.getByRole('button', { name: '立即报名' }).click();
      await page.getByText('报名成功，请于活动当天提前 15 分钟签到').waitFor();
      const ticket = page.getByTestId('open-day-ticket');
      await expect.poll(() => ticket.textContent()).toContain('陈女士 · 136****6000');
      expect(await page.getByText('余 39 席').count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOTS}route-wealthOpenWeek-registered.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
