import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Consent to the personal-information statement on the seeded demo page's lead form, at 375x812:
// the line is in the server's HTML, sending without ticking it is refused with the message and
// texts nothing, the statement opens and closes, and a ticked form leaves a lead with the
// statement's version.

const DEMO_PATH = '/h5-page/h5/demo';
const CONSENT = '我已阅读并同意《个人信息保护声明》';
const SCREENSHOT = process.env.LEAD_CONSENT_SCREENSHOT ?? '/tmp/lead-consent.png';

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

async function outbox(handset: string): Promise<{ code: string }[]> {
  const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
  const body = (await response.json()) as { response: { messages: { code: string }[] } };
  return body.response.messages;
}

async function expectToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 5000 })
    .toBeGreaterThan(0);
}

describe('consent on the lead form', () => {
  it('is in the server-rendered HTML, before any script runs', async () => {
    const html = await (await fetch(`${server.origin}${DEMO_PATH}`)).text();
    expect(html).toContain('class="h5-consent-box"');
    expect(html).toContain(`aria-label="${CONSENT}"`);
    expect(html).toContain('《个人信息保护声明》</button>');
  });

  it('refuses to send without it, shows the statement, and takes the lead once ticked', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const handset = '13912340101';
    try {
      await page.goto(`${server.origin}${DEMO_PATH}`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
      await form.scrollIntoViewIfNeeded();
      const consent = form.getByRole('checkbox', { name: CONSENT });
      expect(await consent.isVisible()).toBe(true);
      expect(await consent.isChecked()).toBe(false);
      expect(await form.getByText('我已阅读并同意', { exact: true }).isVisible()).toBe(true);

      await form.getByRole('textbox', { name: '姓名' }).fill('张三');
      await form.getByRole('textbox', { name: '手机号' }).fill(handset);
      // The form with its consent line, as a 375x812 phone shows it.
      await page.evaluate(() =>
        document.querySelector('.h5-lead-form')?.scrollIntoView({ block: 'center' }),
      );
      await screenshot(page, { path: SCREENSHOT });

      await form.getByRole('button', { name: '立即激活' }).click();
      await expectToast(page, PRIVACY_TEXT.CONSENT_REQUIRED);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await outbox(handset)).toEqual([]);

      // The statement, from the server, over the page; it scrolls and closes.
      await form.getByRole('button', { name: '《个人信息保护声明》' }).click();
      const statement = page.getByRole('dialog', { name: '个人信息保护声明' });
      await statement.getByText('三、保存期限').waitFor();
      const scroller = statement.locator('.h5-privacy-text');
      const box = await scroller.evaluate((el) => ({
        scroll: el.scrollHeight,
        client: el.clientHeight,
      }));
      expect(box.scroll).toBeGreaterThan(box.client);
      await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await statement.getByText('七、声明的更新').waitFor();
      const card = await statement.boundingBox();
      expect(card!.y).toBeGreaterThanOrEqual(0);
      expect(card!.y + card!.height).toBeLessThanOrEqual(812);
      await statement.getByRole('button', { name: '返回填写' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await consent.isChecked()).toBe(false);

      await consent.check();
      await form.getByRole('button', { name: '立即激活' }).click();
      const codeDialog = page.getByRole('dialog', { name: '短信验证' });
      await codeDialog.waitFor();
      await expect.poll(async () => (await outbox(handset)).length, { timeout: 10_000 }).toBe(1);
      const [message] = await outbox(handset);
      await codeDialog.getByRole('textbox', { name: '验证码' }).fill(message!.code);
      await codeDialog.getByRole('button', { name: '激活' }).click();
      await page.getByRole('dialog', { name: '激活成功' }).waitFor();

      const current = await server.app.accounts.privacyStatements.current();
      expect(await server.app.accounts.leads.find(handset, 'demo')).toMatchObject({
        nickName: '张三',
        consentVersion: current.version,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
