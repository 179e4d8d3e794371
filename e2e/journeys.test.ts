import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TOKEN_ISSUER } from '@h5-page/server/accounts/auth/tokens';
import { blocksHydrated } from './support/hydrated.ts';
import { CONSENT } from './support/consent.ts';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { assessedBoldest, confirmPurchase } from './support/suitability.ts';
import { screenshot } from './support/screenshots.ts';

// A visitor's journeys on a phone (Chromium, 375×812, iPhone user agent) on a real server with the
// development providers: the app pages outside the app, a group join in a browser, an expired
// login, and forms that send to login. Logins go through the passport page with a real SMS code
// read from the development outbox.

const SHOTS = '/work/shots/';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

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

/** The codes texted to `handset` so far (the development outbox). */
async function smsCodes(handset: string): Promise<string[]> {
  const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
  const body = (await response.json()) as { response: { messages: { code: string }[] } };
  return body.response.messages.map((message) => message.code);
}

/**
 * On the passport page: agrees to the statement, asks for a code, types it and logs in; back
 * where `from` said.
 */
async function logInOnPassportPage(page: Page, handset: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/passport/login');
  await page.locator('#handset').fill(handset);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.locator('#send').click();
  await expect.poll(() => smsCodes(handset), { timeout: 15_000 }).toHaveLength(1);
  const [code] = await smsCodes(handset);
  await page.locator('#code').fill(code!);
  await page.locator('#submit').click();
  await page.waitForURL((url) => url.pathname !== '/passport/login', { timeout: 15_000 });
}

/**
 * The element lies inside the viewport and points across its width and height (a cross through
 * its middle, clear of rounded corners) hit the element itself or something inside it.
 */
async function fullyTappable(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
      return false;
    const points = [
      [0.5, 0.5],
      [0.2, 0.5],
      [0.8, 0.5],
      [0.5, 0.2],
      [0.5, 0.8],
    ];
    return points.every(([fx, fy]) => {
      const hit = document.elementFromPoint(box.left + box.width * fx!, box.top + box.height * fy!);
      return !!hit && element.contains(hit);
    });
  });
}

const draftKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('h5-page:login-draft:')),
  );

describe('an app page outside the app', () => {
  it('in a phone browser: a titled page that tries the app, downloads it and goes back', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/InviteFriends`, { waitUntil: 'networkidle' });
      const response = await page.goto(`${server.origin}/h5-page/app/coupons?from=invite`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('我的优惠券 · 牛8');
      await page.getByRole('heading', { level: 1, name: '我的优惠券' }).waitFor();
      await blocksHydrated(page).catch(() => {});
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('.h5-open-app-primary') ?? {}).some((key) =>
          key.startsWith('__reactProps$'),
        ),
      );
      const open = page.getByRole('link', { name: '打开牛8 App' });
      expect(await open.getAttribute('href')).toBe('niu8://open?page=coupons&from=invite');
      expect(await open.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(217, 38, 28)',
      );
      for (const control of ['.h5-open-app-primary', '.h5-open-app-secondary', '.h5-open-app-back'])
        expect(await fullyTappable(page, control)).toBe(true);
      await screenshot(page, { path: `${SHOTS}journeys-continue-phone.png` });

      const hydrated = () =>
        page.waitForFunction(() =>
          Object.keys(document.querySelector('.h5-open-app-back') ?? {}).some((key) =>
            key.startsWith('__reactProps$'),
          ),
        );

      // Download: this site's download page.
      await page.getByRole('link', { name: '下载牛8 App' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/app/download');
      await page.getByRole('heading', { level: 1, name: '下载牛8 App' }).waitFor();
      expect(await page.title()).toBe('下载牛8 App · 牛8');
      await screenshot(page, { path: `${SHOTS}journeys-download.png` });
      await page.goBack({ waitUntil: 'networkidle' });
      await hydrated();

      // Back: where the visitor came from.
      await page.getByRole('link', { name: '返回' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/InviteFriends');
      await page.goForward({ waitUntil: 'networkidle' });
      await hydrated();

      // Open the app (the last tap here: headless Chromium holds later link navigations once an
      // app link found no app): no app, so the page stays and says so.
      await page.getByRole('link', { name: '打开牛8 App' }).click();
      await page.getByRole('status').getByText('没有打开？').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/h5-page/app/coupons');
      await screenshot(page, { path: `${SHOTS}journeys-continue-phone-not-opened.png` });
      expect(errors.filter((error) => !error.includes('niu8://'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in WeChat: says to open it in the browser, with the overlay pointing at ···', async () => {
    const { page, context } = await openPhonePage(browser, { userAgent: WECHAT_UA });
    try {
      await page.goto(`${server.origin}/h5-page/app/strategy/list`, { waitUntil: 'networkidle' });
      expect(await page.title()).toBe('策略列表 · 牛8');
      await page.getByText('微信内无法打开 App：请点击右上角 ··· 选择“在浏览器打开”').waitFor();
      await screenshot(page, { path: `${SHOTS}journeys-continue-wechat.png` });
      await page.getByRole('link', { name: '打开牛8 App' }).click();
      const overlay = page.getByRole('dialog');
      await overlay.getByText('点击右上角 ···').waitFor();
      const box = await overlay.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
      expect(await fullyTappable(page, '.h5-open-app-overlay-close')).toBe(true);
      await screenshot(page, { path: `${SHOTS}journeys-continue-wechat-overlay.png` });
      expect(new URL(page.url()).pathname).toBe('/h5-page/app/strategy/list');
      await overlay.getByRole('button', { name: '我知道了' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('link', { name: '下载牛8 App' }).click();
      await page.getByRole('dialog').getByText('选择“在浏览器打开”').waitFor();
      expect(new URL(page.url()).pathname).toBe('/h5-page/app/strategy/list');
    } finally {
      await context.close();
    }
  });
});

describe('joining a group in a phone browser', () => {
  it('shows the group QR code to long-press, and closes', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/sqsjGroup`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await page.getByRole('button', { name: '申请加入私享群' }).click();
      await logInOnPassportPage(page, '13912345801');
      expect(new URL(page.url()).pathname).toBe('/h5-page/sqsjGroup');
      await blocksHydrated(page);
      await page.getByRole('button', { name: '申请加入私享群' }).click();
      const dialog = page.getByRole('dialog', { name: '私享社群 1 群' });
      await dialog.getByText('长按识别二维码加入').waitFor({ timeout: 15_000 });
      const picture = dialog.locator('img');
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await fullyTappable(page, '.h5-qr-popup-close')).toBe(true);
      await screenshot(page, { path: `${SHOTS}journeys-group-qr.png` });
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('buying an advisory product in a phone browser', () => {
  it('buy-jjfz-520001: logs in by SMS, pays at the cashier, comes back to the service in use', async () => {
    const buyPage = `${server.origin}/h5-page/h5/buy-jjfz-520001`;
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(buyPage, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await page.getByRole('button', { name: '¥99 立即开通' }).click();
      await logInOnPassportPage(page, '13912345811');
      expect(new URL(page.url()).pathname).toBe('/h5-page/h5/buy-jjfz-520001');
      await blocksHydrated(page);
      const token = (await context.cookies(server.origin)).find((c) => c.name === 'token')!.value;
      await assessedBoldest(server.app, token);
      await page.getByRole('button', { name: '¥99 立即开通' }).click();
      await confirmPurchase(page);
      await page.waitForURL('**/dev/cashier?pid=*');
      await page.getByRole('button', { name: '确认支付（模拟）' }).click();
      await page.locator('#state', { hasText: '已支付' }).waitFor();

      const info = await fetch(
        `${server.origin}/oabase/api/personal-app/v1/user-product-info?product_code=jjfz-520001`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const product = ((await info.json()) as { response: Record<string, unknown> }).response;
      expect(product).toMatchObject({ is_using: true, is_signed: true });
      expect(product.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await page.goto(buyPage, { waitUntil: 'networkidle' });
      await page.getByText(`已开通 · 有效期至 ${String(product.expires_at)}`).waitFor();
      await page.getByRole('button', { name: '前往社群享受服务' }).waitFor();
      expect(await page.getByRole('button', { name: '¥99 立即开通' }).count()).toBe(0);
      await page.getByText('已开通').scrollIntoViewIfNeeded();
      await screenshot(page, { path: `${SHOTS}journeys-product-bought.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('an expired login', () => {
  it('/InviteFriends says so and shows what a guest sees', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      const { user } = await server.app.accounts.users.loginOrRegister({
        handset: '13912345802',
        now: new Date(),
      });
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ uid: user.softuserId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .sign(new TextEncoder().encode(server.app.config.jwtSecret));
      await context.addCookies([{ name: 'token', value: expired, url: server.origin }]);
      await page.goto(`${server.origin}/h5-page/InviteFriends`, { waitUntil: 'networkidle' });
      await page.getByText('登录已过期，请重新登录', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '登录查看我的邀请' }).waitFor();
      expect(await page.getByTestId('invite-share-code').count()).toBe(0);
      expect(await page.getByText('--------').count()).toBe(0);
      // The records of a login that is gone show nothing either (not 我邀请的好友（0）).
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.h5-invite-records [role="tablist"]').count()).toBe(0);
      expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
      await screenshot(page, { path: `${SHOTS}journeys-expired-login.png` });
    } finally {
      await context.close();
    }
  });
});

describe('typed entries across a login', () => {
  it('/stockHold: the form comes back as typed after login, and is forgotten once sent', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/stockHold`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await page.getByLabel('姓名').fill('张三');
      await page.getByLabel('持仓股票').fill('贵州茅台 200 股');
      await page.getByLabel('想咨询的问题').fill('要不要减仓');
      await page.getByRole('button', { name: '免费预约持仓体检' }).click();
      await logInOnPassportPage(page, '13912345803');
      expect(new URL(page.url()).pathname).toBe('/h5-page/stockHold');
      await blocksHydrated(page);
      await expect.poll(() => page.getByLabel('姓名').inputValue()).toBe('张三');
      // The phone is the one the login verified, shown masked.
      await page.getByText('139****5803').waitFor();
      expect(await page.getByLabel('持仓股票').inputValue()).toBe('贵州茅台 200 股');
      expect(await page.getByLabel('想咨询的问题').inputValue()).toBe('要不要减仓');
      await screenshot(page, { path: `${SHOTS}journeys-stock-hold-restored.png` });
      await page.getByRole('checkbox', { name: CONSENT }).check();
      await page.getByRole('button', { name: '免费预约持仓体检' }).click();
      await page.getByText('预约成功').waitFor({ timeout: 15_000 });
      expect(await draftKeys(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/sxkh: the open-account request comes back as typed after login, never a code', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/sxkh`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      const form = page.locator('.h5-broker-form').first();
      await form.getByLabel('姓名').fill('王五');
      await form.getByLabel('意向营业部').fill('广州天河');
      await form.getByRole('button', { name: '提交开户预约' }).click();
      await logInOnPassportPage(page, '13912345804');
      expect(new URL(page.url()).pathname).toBe('/h5-page/sxkh');
      const kept = await page.evaluate(() =>
        Object.entries(sessionStorage)
          .filter(([key]) => key.startsWith('h5-page:login-draft:'))
          .map(([, value]) => value)
          .join(''),
      );
      expect(kept).toContain('王五');
      expect(kept).not.toMatch(/"code"/);
      await blocksHydrated(page);
      await expect.poll(() => form.getByLabel('姓名').inputValue()).toBe('王五');
      await form.getByText('139****5804').waitFor();
      expect(await form.getByLabel('意向营业部').inputValue()).toBe('广州天河');
      await form.getByRole('checkbox', { name: CONSENT }).check();
      await form.getByRole('button', { name: '提交开户预约' }).click();
      await page.getByTestId('brokerage-done').waitFor({ timeout: 15_000 });
      expect(await draftKeys(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
