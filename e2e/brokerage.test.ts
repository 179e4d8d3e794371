import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { CONSENT } from './support/consent.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Brokerage account opening in a phone browser, on the seeded pages: choosing a brokerage on
// /brokerRegister lands on its registration URL (never the same page), where the open-account
// request is stored; registering a fund account there credits the gift the page names. Screenshots
// of both routes at 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

interface Using {
  name: string;
  expires_at: string;
}

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

describe('brokerage account opening in a phone browser', () => {
  it('choosing a brokerage lands on its registration URL, not the same page; the request is stored', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const { user } = await server.app.accounts.users.loginOrRegister({
        handset: '13900139000',
        now: new Date(),
      });
      await context.addCookies([
        { name: 'token', value: await server.app.tokens.sign(user.softuserId), url: server.origin },
      ]);
      await page.goto(`${server.origin}/h5-page/brokerRegister`);
      const choose = page.getByRole('button', { name: '去开户：华鑫证券' });
      await choose.waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}brokerRegister.png` });
      await Promise.all([page.waitForURL('**/h5-page/sxkh?broker=huaxin'), choose.click()]);
      expect(new URL(page.url()).pathname).toBe('/h5-page/sxkh');
      const form = page.locator('[data-view="openAccount"]');
      await form.getByText('开户券商：华鑫证券').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}sxkh.png` });
      await form.getByLabel('姓名').fill('赵六');
      // The phone is the visitor's own, as their login verified it: shown masked, not typed.
      await form.getByText('139****9000').waitFor();
      // Nothing is sent before the visitor agreed to the personal-information statement.
      await form.getByRole('button', { name: '提交开户预约' }).click();
      await page.getByText(PRIVACY_TEXT.CONSENT_REQUIRED).waitFor();
      await form.getByRole('checkbox', { name: CONSENT }).check();
      await form.getByRole('button', { name: '提交开户预约' }).click();
      await page.getByTestId('brokerage-done').waitFor();
      const { version } = await server.app.accounts.privacyStatements.current();
      const stored = await server.app.campaigns.brokerage.requestsOf(user.softuserId);
      expect(
        stored.map((row) => [row.kind, row.openBrokerageType, row.fields, row.consentVersion]),
      ).toEqual([['open', 'huaxin', { real_name: '赵六', handset: '13900139000' }, version]]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('registering a fund account on /sxkh credits the gift the page names: listed in 我的奖励, both products in use', async () => {
    const { user } = await server.app.accounts.users.loginOrRegister({
      handset: '13900139001',
      now: new Date(),
    });
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await context.addCookies([
        {
          name: 'token',
          value: await server.app.tokens.sign(user.softuserId),
          url: server.origin,
        },
      ]);
      await page.goto(`${server.origin}/h5-page/sxkh?broker=caida`);
      await page
        .getByText('立即到账：投顾体验课「新手三讲」7 天 + 行情工具「神龙战法·龙头信号」7 天')
        .waitFor();
      const form = page.locator('[data-view="fundAccount"]');
      await form.getByText('开户券商：财达证券').waitFor();
      await form.getByLabel('姓名').fill('钱七');
      await form.getByLabel('资金账号').fill('600012345678');
      // The form may ask for consent to the personal-information statement: the visitor agrees.
      const consent = form.getByRole('checkbox');
      if ((await consent.count()) > 0) await consent.check();
      await form.getByRole('button', { name: '登记资金账号' }).click();
      await form.getByTestId('brokerage-done').getByText('资金账号已登记').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}sxkh-fund-registered.png` });

      // The prize is among the visitor's prizes, on the page that lists them.
      await page.goto(`${server.origin}/h5-page/InviteFriends`);
      await page.getByRole('tab', { name: '我的奖励（1）' }).click();
      await page
        .getByTestId('invite-prizes')
        .getByText('首享开户礼：投顾体验课 7 天 + 行情工具 7 天')
        .waitFor();

      // And both products are in use, until the same last day, for this visitor's login.
      const answer = await context.request.get(`${server.origin}${API_PATHS.USING_PRODUCTS}`);
      const list = ((await answer.json()) as { response: { list: Using[] } }).response.list;
      expect(list.map((product) => product.name)).toEqual([
        '神龙战法·龙头信号',
        '投顾体验课·新手三讲',
      ]);
      expect(new Set(list.map((product) => product.expires_at)).size).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
