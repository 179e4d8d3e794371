import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LEAD_FORM_VERSION_ID, MESSAGES } from '@h5-page/schema/constants';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { CONSENT } from './support/consent.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// The lead form on the seeded demo page, end to end: a fresh server with the development
// providers (captcha tickets from /dev/captcha/ticket, SMS codes in /dev/sms-outbox), the built
// visitor app, Chromium at 375x812. Then a login through the passport page.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const DEMO_PATH = '/h5-page/h5/demo';

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

interface OutboxMessage {
  handset: string;
  code: string;
  text: string;
  sent_at: string;
}

/** The codes texted to `handset` so far, oldest first (the development outbox). */
async function outbox(handset: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: number; response: { messages: OutboxMessage[] } };
  expect(body.code).toBe(1);
  return body.response.messages;
}

/** Waits for the `count`-th code texted to `handset` and returns it. */
async function nthCode(handset: string, count: number): Promise<string> {
  await expect.poll(async () => (await outbox(handset)).length, { timeout: 10_000 }).toBe(count);
  const messages = await outbox(handset);
  const code = messages[count - 1]?.code ?? '';
  expect(code).toMatch(/^\d{4,6}$/);
  return code;
}

/** A toast with exactly this text shows. */
async function expectToast(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 5000 })
    .toBeGreaterThan(0);
}

/** On the demo page, a visitor leaves a lead as `name` and `handset`: the success popup. */
async function leaveLead(page: Page, name: string, handset: string) {
  await page.goto(`${server.origin}${DEMO_PATH}`, { waitUntil: 'networkidle' });
  await blocksHydrated(page);
  const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: '姓名' }).fill(name);
  await form.getByRole('textbox', { name: '手机号' }).fill(handset);
  await form.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }).check();
  await form.getByRole('button', { name: '获取验证码' }).click();
  const codeDialog = page.getByRole('dialog', { name: '短信验证' });
  await codeDialog.waitFor();
  await codeDialog.getByRole('textbox', { name: '验证码' }).fill(await nthCode(handset, 1));
  await codeDialog.getByRole('button', { name: '激活' }).click();
  const done = page.getByRole('dialog', { name: '激活成功' });
  await done.waitFor();
  return done;
}

describe('lead form on the demo page', () => {
  it('sends the code, activates, shows the download-and-callback popup and stores the lead; then logs in', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const handset = '13912340001';
    try {
      const response = await page.goto(`${server.origin}${DEMO_PATH}?cps_id=e2e-wx-01`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(200);
      const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
      await form.scrollIntoViewIfNeeded();
      const name = form.getByRole('textbox', { name: '姓名' });
      const phone = form.getByRole('textbox', { name: '手机号' });
      expect(await name.getAttribute('maxlength')).toBe('12');
      expect(await phone.getAttribute('maxlength')).toBe('11');
      expect(await phone.getAttribute('inputmode')).toBe('numeric');

      // The form laid out in the page column: inputs and the button as wide as the card.
      const card = await page.locator('.h5-lead-form-panel').boundingBox();
      const submit = await form.getByRole('button', { name: '立即激活' }).boundingBox();
      expect(card!.width).toBeGreaterThan(330);
      expect(Math.abs(submit!.width - (card!.width - 36))).toBeLessThan(2);
      await screenshot(page, { path: `${SCREENSHOTS}lead-form.png` });

      // Empty fields: the validation message, and nothing is sent.
      await form.getByRole('button', { name: '获取验证码' }).click();
      await expectToast(page, MESSAGES.INVALID_NAME_OR_PHONE);
      expect(await outbox(handset)).toEqual([]);

      await name.fill('张三');
      await phone.fill(handset);
      await form.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }).check();
      await form.getByRole('button', { name: '获取验证码' }).click();

      // The development captcha runs by itself; the code popup opens with the countdown.
      const codeDialog = page.getByRole('dialog', { name: '短信验证' });
      await codeDialog.waitFor();
      await expect
        .poll(() => codeDialog.getByRole('button', { name: /\d+s后重新发送/ }).isDisabled())
        .toBe(true);
      expect(await codeDialog.getByText('验证码已发送至 139****0001').count()).toBe(1);
      const code = await nthCode(handset, 1);

      // An empty code first: 请输入验证码.
      await codeDialog.getByRole('button', { name: '激活' }).click();
      await expectToast(page, MESSAGES.CODE_REQUIRED);
      await expect
        .poll(() => page.getByText(MESSAGES.CODE_REQUIRED, { exact: true }).count(), {
          timeout: 5000,
        })
        .toBe(0);
      await screenshot(page, { path: `${SCREENSHOTS}lead-form-code.png` });

      await codeDialog.getByRole('textbox', { name: '验证码' }).fill(code);
      await codeDialog.getByRole('button', { name: '激活' }).click();

      const done = page.getByRole('dialog', { name: '激活成功' });
      await done.waitFor();
      await expect.poll(() => page.getByRole('dialog', { name: '短信验证' }).count()).toBe(0);
      expect(await done.locator('.h5-lead-form-service').textContent()).toBe(
        `客服热线：${SEED_COMPANY.hotline}`,
      );
      expect(await done.locator('.h5-lead-form-note').textContent()).toBe(
        SEED_COMPANY.callbackNote,
      );
      expect(await done.getByRole('button', { name: '下载 App' }).count()).toBe(1);
      await page.waitForTimeout(300);
      await screenshot(page, { path: `${SCREENSHOTS}lead-form-done.png` });

      // The lead is in the database, with its page, channel and version.
      const lead = await server.app.accounts.leads.find(handset, 'demo');
      expect(lead).toMatchObject({
        pageCode: 'demo',
        handset,
        nickName: '张三',
        cpsId: 'e2e-wx-01',
        versionId: LEAD_FORM_VERSION_ID,
        isSendResult: 1,
      });

      await done.getByRole('button', { name: '我知道了' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('下载 App after a lead opens the app download page, not this page again', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const handset = '13912340007';
    try {
      const done = await leaveLead(page, '李四', handset);
      await expect.poll(() => page.getByRole('dialog', { name: '短信验证' }).count()).toBe(0);
      expect(await done.getByText('下载牛8 App，登录即可查看您的投顾策略体验权益').count()).toBe(1);
      await screenshot(page, { path: `${SCREENSHOTS}lead-form-done-download.png` });

      await done.getByRole('button', { name: '下载 App' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/app/download');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('one SMS: after the lead, a button that needs a login goes on without asking for another', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const handset = '13912340008';
    try {
      const done = await leaveLead(page, '王五', handset);
      await done.getByRole('button', { name: '我知道了' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Logged in as the phone the code proved.
      const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
      expect(token?.value).toBeTruthy();
      const user = await server.app.accounts.users.findByHandset(handset);
      expect(await server.app.tokens.verify(token!.value)).toEqual({ uid: user!.softuserId });

      // 开通 needs a login: it goes straight to the purchase's first step, no passport page.
      const pay = page.getByRole('button', { name: '¥998 开通打板助手年度会员' });
      await pay.scrollIntoViewIfNeeded();
      await pay.click();
      const gate = page.getByRole('dialog', { name: '风险测评' });
      await gate.waitFor();
      expect(new URL(page.url()).pathname).toBe(DEMO_PATH);
      await gate.getByRole('button', { name: '暂不购买' }).click();
      await gate.waitFor({ state: 'detached' });
      // Still one code texted to the phone.
      expect(await outbox(handset)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs in through the passport page and comes back with the token cookie', async () => {
    const { page, context } = await openPhonePage(browser);
    // Another phone: the same one could have a code again only after 60 s.
    const handset = '13912340002';
    try {
      await page.goto(`${server.origin}/passport/login?from=${encodeURIComponent(DEMO_PATH)}`, {
        waitUntil: 'networkidle',
      });
      await page.locator('#handset').fill(handset);
      await page.getByRole('checkbox', { name: CONSENT }).check();
      await page.locator('#send').click();
      const code = await nthCode(handset, 1);
      await page.locator('#code').fill(code);
      await page.locator('#submit').click();
      await page.waitForURL((url) => url.pathname === DEMO_PATH);
      const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
      expect(token?.value).toBeTruthy();
      expect(await server.app.accounts.users.findByHandset(handset)).not.toBeNull();
    } finally {
      await context.close();
    }
  });

  it('a server refusal shows its msg: a wrong code', async () => {
    const { page, context } = await openPhonePage(browser);
    const handset = '13912340003';
    try {
      await page.goto(`${server.origin}${DEMO_PATH}`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
      await form.getByRole('textbox', { name: '姓名' }).fill('李四');
      await form.getByRole('textbox', { name: '手机号' }).fill(handset);
      await form.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }).check();
      await form.getByRole('button', { name: '立即激活' }).click();
      const codeDialog = page.getByRole('dialog', { name: '短信验证' });
      await codeDialog.waitFor();
      const code = await nthCode(handset, 1);
      const wrong = code === '0000' ? '1111' : '0000';
      await codeDialog.getByRole('textbox', { name: '验证码' }).fill(wrong);
      await codeDialog.getByRole('button', { name: '激活' }).click();
      await expectToast(page, '验证码错误');
      expect(await codeDialog.count()).toBe(1);
      expect(await server.app.accounts.leads.find(handset, 'demo')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
