import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { CONSENT } from './support/consent.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Invite friends on a real server with the development providers: the inviter's page, a friend
// registering through the invitation link with a real SMS code (read from the development
// outbox), the result page from the server, and the inviter's list and stage prize changing.

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

async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

async function smsCodes(handset: string): Promise<string[]> {
  const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
  const body = (await response.json()) as { response: { messages: { code: string }[] } };
  return body.response.messages.map((message) => message.code);
}

describe('invite friends', () => {
  it('a friend registers through the link with an SMS code; the inviter sees the friend and receives the stage prize', async () => {
    const { user } = await server.app.accounts.users.loginOrRegister({
      handset: '13900139001',
      now: new Date(),
    });
    const inviter = await openPhonePage(browser);
    await inviter.context.addCookies([
      { name: 'token', value: await server.app.tokens.sign(user.softuserId), url: server.origin },
    ]);
    const home = inviter.page;
    await home.goto(`${server.origin}/h5-page/InviteFriends`, { waitUntil: 'networkidle' });
    const codeCell = home.getByTestId('invite-share-code');
    await expect.poll(() => codeCell.textContent()).toMatch(/^[A-Z2-9]{8}$/);
    const shareCode = (await codeCell.textContent())!;
    expect(await home.getByTestId('invite-count').textContent()).toBe('0');
    expect(await home.locator('[data-stage="1"] button').textContent()).toBe('还差 1 人');
    await screenshot(home, { path: `${SCREENSHOTS}invite-home.png` });

    const friend = await openPhonePage(browser);
    const page = friend.page;
    await page.goto(`${server.origin}/h5-page/InviteFriends/register?share_code=${shareCode}`, {
      waitUntil: 'networkidle',
    });
    await hydrated(page, '.h5-invite-register-submit');
    await page.getByText(`邀请码 ${shareCode}`).waitFor();
    await screenshot(page, { path: `${SCREENSHOTS}invite-register.png` });
    const handset = '13700137123';
    await page.getByPlaceholder('请输入手机号').fill(handset);
    // The consent line: unticked, so no code is texted; its statement opens over the page.
    const consent = page.getByRole('checkbox', { name: CONSENT });
    expect(await consent.isChecked()).toBe(false);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(PRIVACY_TEXT.CONSENT_REQUIRED).waitFor();
    expect(await smsCodes(handset)).toEqual([]);
    await page.getByRole('button', { name: PRIVACY_TEXT.CONSENT_NAME }).click();
    const statement = page.getByRole('dialog', { name: PRIVACY_TEXT.TITLE });
    await statement.getByText('一、我们收集哪些信息').waitFor();
    await screenshot(page, { path: `${SCREENSHOTS}invite-register-statement.png` });
    await statement.getByRole('button', { name: PRIVACY_TEXT.DIALOG_BACK }).click();
    await statement.waitFor({ state: 'detached' });
    await consent.check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodes(handset), { timeout: 10_000 }).toHaveLength(1);
    const [code] = await smsCodes(handset);
    await page.getByPlaceholder('请输入短信验证码').fill(code!);
    await page.getByRole('button', { name: '注册并领取新人礼' }).click();
    await page.waitForURL(/\/h5-page\/InviteFriends\/success$/);
    // The account records the statement's version the friend agreed to.
    const { version } = await server.app.accounts.privacyStatements.current();
    expect((await server.app.accounts.users.findByHandset(handset))?.consentVersion).toBe(version);
    const state = page.getByTestId('invite-success-state');
    await expect.poll(() => state.textContent()).toContain('注册成功 · 奖励已到账');
    expect(await state.textContent()).toContain('139****9001');
    await screenshot(page, { path: `${SCREENSHOTS}invite-success.png` });
    expect(friend.errors).toEqual([]);
    await friend.context.close();

    // The inviter's page knows: one friend, stage 1 to receive, once.
    await home.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => home.getByTestId('invite-count').textContent()).toBe('1');
    await expect
      .poll(() => home.getByTestId('invite-friends').textContent())
      .toContain('137****7123');
    await home.locator('[data-stage="1"] button').click();
    await home.getByText('领取成功：7 天投顾策略体验卡').waitFor();
    await expect.poll(() => home.locator('[data-stage="1"] button').textContent()).toBe('已领取');
    await screenshot(home, { path: `${SCREENSHOTS}invite-home-after.png`, fullPage: true });
    expect(inviter.errors).toEqual([]);
    await inviter.context.close();
  });

  it('the result page without a registration says so', async () => {
    const { page, context } = await openPhonePage(browser);
    await page.goto(`${server.origin}/h5-page/InviteFriends/success`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByTestId('invite-success-state').textContent())
      .toContain('还没有完成邀请注册');
    await screenshot(page, { path: `${SCREENSHOTS}invite-success-none.png` });
    await context.close();
  });
});
