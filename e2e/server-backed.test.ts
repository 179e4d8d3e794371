import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { ActivityPage } from '@h5-page/schema';
import { API_PATHS, MESSAGES, NOTICE_SWIPE_INTERVAL_MS } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { assessedBoldest, confirmPurchase } from './support/suitability.ts';
import { screenshot } from './support/screenshots.ts';

// Browser tests of the server-backed blocks and actions against a real server with the campaign
// seed data: the join-group button's three states, the pay throttle, the notice ticker, the QR
// block's error tooltip, the QR popup, and the visit beacon on hide and on leave.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const CODE = 'e2e-server';
const PAGE_PATH = `/h5-page/h5/${CODE}`;
const JOIN_IMAGE = '/seed-assets/demo.svg';
const JOINED_IMAGE = '/seed-assets/course.svg';

let server: TestServer;
let browser: Browser;

const block = (name: string, value: Record<string, unknown>, children: unknown[] = []) => ({
  name,
  value,
  children: children as ActivityPage['page_schema'],
});

const importPage = (page: Parameters<TestServer['importPage']>[0]) => server.importPage(page);

const ADMIN_PASSWORD = 'server-backed-e2e-password';
/** The session cookie of the first account, for reading the campaign admin API. */
async function adminCookie(): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { user: 'admin', password: ADMIN_PASSWORD },
  });
  const session = response.cookies.find((c) => c.name === 'h5_admin_session');
  return `h5_admin_session=${session?.value ?? ''}`;
}

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development', adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
  await importPage({
    code: CODE,
    title: '私享社群 · 新春理财节',
    meta: { keywords: '', description: '' },
    background: '#fff7f2',
    is_auto_fit: 0,
    extra: { pageID: 4242 },
    page_schema: [
      block('notice', { id: '1' }),
      block('number', { id: '1', prefixText: '新春开户礼包已有', suffixText: '人领取' }),
      block('progress', { id: '1', prefixText: '投顾策略体验名额仅剩', suffixText: '个' }),
      block('button', {
        type: 'image',
        image: { join: JOIN_IMAGE, joined: JOINED_IMAGE, alt: '加入私享社群' },
        width: 600,
        action: { type: 13, groupId: 3201, activeType: 'sqsjGroup' },
      }),
      block('payButton', { mark: 'dbzs', text: '¥998 开通打板助手年度会员' }),
      block('button', {
        type: 'text',
        text: '添加老师微信',
        action: { type: 2, codeId: '1' },
      }),
      block('qrcode', { type: 'code', codeId: '1', title: '长按识别二维码，添加老师微信' }),
      block('qrcode', { type: 'code', codeId: 'no-such-code', title: '已下线的二维码' }),
    ],
  });
  await importPage({
    code: `${CODE}-next`,
    title: '下一页',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 4243 },
    page_schema: [block('number', { id: '2', prefixText: '已有', suffixText: '人预约' })],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let nextUid = 7001;

/** Logs a fresh user in: the server's own token in the token cookie. */
async function login(context: BrowserContext): Promise<number> {
  const uid = nextUid++;
  const token = await server.app.tokens.sign(uid);
  await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
  return uid;
}

/** Waits until React has hydrated the page's buttons. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const body = document.querySelector('.h5-button-body');
      return !!body && Object.keys(body).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits until `ms` more of the page's own time has passed (performance.now). */
async function visibleFor(page: Page, ms: number) {
  const start = await page.evaluate(() => performance.now());
  await page.waitForFunction((until) => performance.now() >= until, start + ms);
}

async function open({ loggedIn = false } = {}) {
  const phone = await openPhonePage(browser);
  const uid = loggedIn ? await login(phone.context) : null;
  // The page view (pv.gif) is sent once the services chunk has loaded.
  const pageView = phone.page.waitForRequest((request) => request.url().includes('/pv.gif'));
  // Logged in, the join button checks the visitor's groups once mounted.
  const joinCheck = loggedIn
    ? phone.page.waitForResponse((response) => response.url().includes(API_PATHS.CHECK_CAN_JOIN))
    : null;
  await phone.page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
  await hydrated(phone.page);
  await pageView;
  return { ...phone, uid, joinCheck };
}

const joinPicture = (page: Page) =>
  page.getByAltText('加入私享社群').evaluate((img) => img.getAttribute('src'));

describe('join-group button (spec section 4)', () => {
  it('not joined → join image; join → toast and joined image; joined click → community customer service', async () => {
    const { page, context, errors, joinCheck } = await open({ loggedIn: true });
    try {
      // Not joined: the join image (the check says the user is in no group).
      const check = await joinCheck!;
      expect(await check.json()).toMatchObject({
        code: 1,
        response: { can_join: true, groups: [] },
      });
      expect(await joinPicture(page)).toBe(JOIN_IMAGE);
      await screenshot(page, { path: `${SCREENSHOTS}server-backed.png` });

      // Join: the success toast, then (re-checked) the joined image.
      await page.getByRole('button', { name: '加入私享社群' }).click();
      await page.getByText(MESSAGES.JOIN_GROUP_SUCCESS).waitFor();
      await expect.poll(() => joinPicture(page)).toBe(JOINED_IMAGE);
      await screenshot(page, { path: `${SCREENSHOTS}server-backed-joined.png` });

      // A reload knows it too: joined from the first check.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      await expect.poll(() => joinPicture(page)).toBe(JOINED_IMAGE);

      // Joined: a click goes to the community customer service page.
      await page.getByRole('button', { name: '加入私享社群' }).click();
      await page.waitForURL((url) => url.pathname === '/h5-page/app/community/service');
      // The only failures: the QR block's unknown code (404), shown in its tooltip.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without a token the join image stays and a click goes to login', async () => {
    const { page, context } = await open();
    try {
      expect(await joinPicture(page)).toBe(JOIN_IMAGE);
      await page.getByRole('button', { name: '加入私享社群' }).click();
      await page.waitForURL((url) => url.pathname !== PAGE_PATH);
      expect(new URL(page.url()).searchParams.get('from')).toBe(`${server.origin}${PAGE_PATH}`);
    } finally {
      await context.close();
    }
  });
});

describe('pay button', () => {
  it('two presses within 1 s create one order, then the cashier page of its pid', async () => {
    const { page, context, uid } = await open({ loggedIn: true });
    await assessedBoldest(server.app, await server.app.tokens.sign(uid!));
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API_PATHS.CREATE_ORDER)) creates.push(request.url());
    });
    try {
      // Two presses in the same instant: only the first goes through.
      await page
        .getByRole('button', { name: '¥998 开通打板助手年度会员' })
        .evaluate((button: HTMLElement) => {
          button.click();
          button.click();
        });
      await confirmPurchase(page);
      await page.waitForURL((url) => url.pathname === '/dev/cashier');
      const pid = new URL(page.url()).searchParams.get('pid');
      expect(pid).toMatch(/^P\d{8}[0-9A-F]{12}$/);
      expect(creates).toHaveLength(1);
      expect(new URL(creates[0]!).searchParams.get('shop_product_id')).toBe('1191');
      // The order is stored with its state.
      const listed = await server.app.inject({
        method: 'GET',
        url: `/admin/api/campaign/orders?softuser_id=${uid}`,
        headers: { cookie: await adminCookie() },
      });
      const body = listed.json() as { response?: { rows?: unknown[] }; rows?: unknown[] };
      const rows = (body.response?.rows ?? body.rows ?? []) as { pid: string; state: string }[];
      expect(rows.map((row) => [row.pid, row.state])).toEqual([[pid, 'created']]);
    } finally {
      await context.close();
    }
  });
});

describe('live blocks', () => {
  it('the notice ticks to the next virtual user every 4 s; number and progress show live data', async () => {
    const { page, context } = await open();
    try {
      const shown = () =>
        page
          .locator('.h5-notice-item:not([aria-hidden="true"]) .h5-notice-text')
          .first()
          .textContent();
      await expect.poll(shown).toBe('138****6621 刚刚领取了新春礼包');
      await expect
        .poll(shown, { timeout: NOTICE_SWIPE_INTERVAL_MS + 3000 })
        .toBe('186****0937 刚刚预约了名师直播课');
      // Once the slide is over, the line in view is the one the track has moved to.
      const offset = async () => {
        const box = await page.locator('.h5-notice-window').boundingBox();
        const line = await page
          .locator('.h5-notice-item:not([aria-hidden="true"])')
          .first()
          .boundingBox();
        return Math.abs(line!.y - box!.y);
      };
      await expect.poll(offset).toBeLessThan(2);
      await expect.poll(() => page.locator('.h5-number-value').first().textContent()).toBe('386');
      await expect
        .poll(() => page.locator('.h5-progress-text').textContent())
        .toBe('投顾策略体验名额仅剩114个');
    } finally {
      await context.close();
    }
  });

  it('the QR block shows its code, or a tooltip with the error when the fetch fails', async () => {
    const { page, context, errors } = await open();
    try {
      await page.getByRole('alert').filter({ hasText: '二维码不存在' }).waitFor();
      const good = page.locator('.h5-qrcode').first().locator('img');
      await expect.poll(() => good.getAttribute('src')).toBe('/seed-assets/campaign/qr-code-1.svg');
      await page.locator('.h5-qrcode').last().scrollIntoViewIfNeeded();
      await screenshot(page, { path: `${SCREENSHOTS}server-backed-qrcode.png` });
      // Shown by the block, not toasted.
      expect(await page.locator('.adm-toast-mask').count()).toBe(0);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('action 2 shows the QR code in a popup', async () => {
    const { page, context } = await open();
    try {
      await page.getByRole('button', { name: '添加老师微信' }).click();
      const dialog = page.getByRole('dialog', { name: '添加老师微信' });
      await dialog.waitFor();
      expect(await dialog.locator('img').getAttribute('src')).toBe(
        '/seed-assets/campaign/qr-code-1.svg',
      );
      // The popup's entry animation (finite ones only: a marquee runs for ever).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      await screenshot(page, { path: `${SCREENSHOTS}server-backed-qr-popup.png` });
      await page.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

async function beaconCount(code: string): Promise<number> {
  const response = await fetch(`${server.origin}/dev/events/count?kind=beacon&page_code=${code}`);
  const body = (await response.json()) as { response: { count: number } };
  return body.response.count;
}

describe('visit beacon', () => {
  it('is sent when the page is hidden (page_id, sid, uid, duration) or left, stored once per page view', async () => {
    const { page, context, uid } = await open({ loggedIn: true });
    const visibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    const isBeacon = (request: Request) => request.url().includes('/beacon.gif');
    try {
      const before = await beaconCount(CODE);
      const sent = page.waitForRequest(isBeacon);
      // The beacon reports whole milliseconds of a visit, and none for a visit of 0 ms.
      await hydrated(page);
      await visibleFor(page, 2);
      await visibility('hidden');
      const request = await sent;
      const fields = JSON.parse(request.postData() ?? '{}') as Record<string, string>;
      expect(fields).toMatchObject({ page_id: '4242', page_code: CODE, uid: String(uid) });
      expect(fields.sid).toMatch(/^[0-9a-z]{12,}$/);
      expect(Number(fields.duration)).toBeGreaterThan(0);
      await expect.poll(() => beaconCount(CODE)).toBe(before + 1);

      // Shown again, then hidden again: one more, for the time since it came back, which the
      // collector answers without storing: it counts one stay per page view.
      await visibility('visible');
      await visibleFor(page, 2);
      const again = page.waitForEvent('requestfinished', isBeacon);
      await visibility('hidden');
      const repeated = await again;
      expect(JSON.parse(repeated.postData() ?? '{}')).toMatchObject({
        sid: fields.sid,
        vs: fields.vs,
      });
      expect((await repeated.response())?.status()).toBe(200);
      expect(await beaconCount(CODE)).toBe(before + 1);

      // Another page view of the page, left without being hidden: its stay is reported on leaving.
      const viewed = page.waitForRequest((sent) => sent.url().includes('/pv.gif'));
      await page.goto(`${server.origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
      await viewed;
      await hydrated(page);
      await visibleFor(page, 2);
      await page.goto(`${server.origin}/h5-page/h5/${CODE}-next`, { waitUntil: 'networkidle' });
      await expect.poll(() => beaconCount(CODE)).toBe(before + 2);
    } finally {
      await context.close();
    }
  });
});
