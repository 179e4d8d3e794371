import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// Brokerage account opening in a phone browser, on the seeded pages: choosing a brokerage on
// /brokerRegister lands on its registration URL (never the same page), where the open-account
// request is stored; screenshots of both routes at 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startTestServer();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('brokerage account opening in a phone browser', () => {
  it('choosing a brokerage lands on its registration URL, not the same page; the request is stored', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await context.addCookies([
        { name: 'token', value: await server.app.tokens.sign(8001), url: server.origin },
      ]);
      await page.goto(`${server.origin}/h5-page/brokerRegister`);
      const choose = page.getByRole('button', { name: '去开户：华鑫证券' });
      await choose.waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}brokerRegister.png` });
      await Promise.all([page.waitForURL('**/h5-page/sxkh?broker=huaxin'), choose.click()]);
      expect(new URL(page.url()).pathname).toBe('/h5-page/sxkh');
      const form = page.locator('[data-view="openAccount"]');
      await form.getByText('开户券商：华鑫证券').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}sxkh.png` });
      await form.getByLabel('姓名').fill('赵六');
      await form.getByLabel('手机号').fill('13900139000');
      await form.getByRole('button', { name: '提交开户预约' }).click();
      await page.getByTestId('brokerage-done').waitFor();
      const stored = await server.app.campaigns.brokerage.requestsOf(8001);
      expect(stored.map((row) => [row.kind, row.openBrokerageType, row.fields])).toEqual([
        ['open', 'huaxin', { real_name: '赵六', handset: '13900139000' }],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
