import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { CONSENT } from './support/consent.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// The headquarters open day page on a real server: register for a session once, under the phone
// the login verified and after agreeing to the personal-information statement.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('headquarters open day', () => {
  it('register for a session under the login’s phone, with consent: the seats drop and the registration shows', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const { user } = await server.app.accounts.users.loginOrRegister({
        handset: '13600136000',
        now: new Date(),
      });
      const token = await server.app.tokens.sign(user.softuserId);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      await page.goto(`${server.origin}/h5-page/wealthOpenWeek`, { waitUntil: 'networkidle' });
      await page.getByText('余 40 席').first().waitFor();
      // No phone to type: the one the login verified, masked.
      await page.getByText('136****6000').waitFor();
      expect(await page.getByPlaceholder('请输入您的手机号').count()).toBe(0);
      await screenshot(page, { path: `${SCREENSHOTS}route-wealthOpenWeek.png` });
      await page.getByRole('radio').first().check();
      await page.getByPlaceholder('请输入您的姓名').fill('陈女士');

      // Not without consent to the personal-information statement, which opens over the page.
      const consent = page.getByRole('checkbox', { name: CONSENT });
      expect(await consent.isChecked()).toBe(false);
      await page.getByRole('button', { name: '立即报名' }).click();
      await page.getByText(PRIVACY_TEXT.CONSENT_REQUIRED).waitFor();
      expect(await server.app.campaigns.openDay.registrationOf(user.softuserId)).toBeNull();
      await page.getByRole('button', { name: PRIVACY_TEXT.CONSENT_NAME }).click();
      const statement = page.getByRole('dialog', { name: PRIVACY_TEXT.TITLE });
      await statement.getByText('一、我们收集哪些信息').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}route-wealthOpenWeek-statement.png` });
      await statement.getByRole('button', { name: PRIVACY_TEXT.DIALOG_CLOSE }).click();
      await statement.waitFor({ state: 'detached' });

      await consent.check();
      await page.getByRole('button', { name: '立即报名' }).click();
      await page.getByText('报名成功，请于活动当天提前 15 分钟签到').waitFor();
      const ticket = page.getByTestId('open-day-ticket');
      await expect.poll(() => ticket.textContent()).toContain('陈女士 · 136****6000');
      expect(await page.getByText('余 39 席').count()).toBe(1);
      const { version } = await server.app.accounts.privacyStatements.current();
      expect(await server.app.campaigns.openDay.registrationOf(user.softuserId)).toMatchObject({
        handset: '13600136000',
        consentVersion: version,
      });
      await screenshot(page, { path: `${SCREENSHOTS}route-wealthOpenWeek-registered.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
