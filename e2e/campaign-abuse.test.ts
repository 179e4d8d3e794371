import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// A coupon grab past the page's daily cap per address: the coupon card shows the server's
// Chinese refusal in the toast every failed call shows, and nothing is received.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({
    appEnv: 'development',
    abuseCapsPerDay: { address: 1, device: 0, handset: 0 },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('a second visitor from the same address past the cap is told why, in Chinese', async () => {
  for (const [uid, answer] of [
    [9401, '领取成功，已放入您的卡券包'],
    [9402, '当前网络今日参与次数已达上限，请明天再试'],
  ] as const) {
    const { page, context } = await openPhonePage(browser);
    try {
      const token = await server.app.tokens.sign(uid);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.goto(`${server.origin}/h5-page/nationalDayCarnival`, { waitUntil: 'networkidle' });
      const card = page.locator('[data-batch="national-course"]');
      await card.getByRole('button', { name: '立即领取' }).tap();
      await page.getByText(answer).waitFor();
      if (uid === 9402) {
        await screenshot(page, { path: `${SCREENSHOTS}campaign-abuse-refused.png` });
        expect(await card.locator('button').textContent()).toBe('立即领取');
      }
    } finally {
      await context.close();
    }
  }
  const refused = await server.app.abuse.refusals(
    'nationalDayCarnival',
    '2000-01-01',
    '2999-12-31',
  );
  expect(refused.address).toBe(1);
});
