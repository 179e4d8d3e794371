import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ActivityPage } from '@h5-page/schema';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { PHONE_USER_AGENT, launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// A visitor page in WeChat's browser sets its share card through WeChat's JS-SDK (here a fake,
// served on 127.0.0.1: no test fetches the real one), signed by the server's development WeChat
// client, and the visitor's shares reach the page's stats.

/** The fake SDK: records each call; `ready` runs once configured, as WeChat's does. */
const FAKE_SDK = `window.__wxCalls = [];
window.__shareSuccess = {};
(function () {
  var record = function (name) { return function (data) { window.__wxCalls.push([name, data]); }; };
  window.wx = {
    config: record('config'),
    ready: function (callback) { setTimeout(callback, 0); },
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    onMenuShareAppMessage: function (data) { window.__shareSuccess.friend = data.success; },
    onMenuShareTimeline: function (data) { window.__shareSuccess.timeline = data.success; },
  };
})();`;
const WECHAT_USER_AGENT = `${PHONE_USER_AGENT} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;
const CODE = 'e2e-share';
const ADMIN_PASSWORD = 'e2e-share-admin-password';

let sdkServer: Server;
let sdkRequests = 0;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  sdkServer = createServer((_request, response) => {
    sdkRequests += 1;
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(FAKE_SDK);
  });
  await new Promise<void>((resolve) => sdkServer.listen(0, '127.0.0.1', resolve));
  const { port } = sdkServer.address() as AddressInfo;
  server = await startTestServer({
    appEnv: 'development',
    adminPassword: ADMIN_PASSWORD,
    wechatJsSdkUrl: `http://127.0.0.1:${port}/jweixin.js`,
  });
  browser = await launchBrowser();
  await server.importPage({
    code: CODE,
    title: '牛8 · 新春理财节',
    meta: { keywords: '', description: '新用户开户即领新春礼包' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 91 },
    share: { title: '送你一份开年礼', desc: '', image: '/media/card.png' },
    page_schema: [
      {
        name: 'text',
        value: { html: '<p><strong>名师直播课</strong>免费看</p>' },
        children: [] as ActivityPage['page_schema'],
      },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => sdkServer?.close(resolve));
});

const wxCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __wxCalls?: [string, Record<string, unknown>][] }).__wxCalls,
  );

async function shares(): Promise<number> {
  const session = await server.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { user: 'admin', password: ADMIN_PASSWORD },
  });
  const cookie = session.cookies.find((c) => c.name === 'h5_admin_session');
  const today = statsDateOf(Date.now());
  const stats = await server.app.inject({
    url: `/admin/api/pages/${CODE}/stats?from=${today}&to=${today}`,
    headers: { cookie: `h5_admin_session=${cookie?.value ?? ''}` },
  });
  return (stats.json() as { response: { shares: number } }).response.shares;
}

describe("a page in WeChat's browser", () => {
  it('sets its share card through the JS-SDK after hydration and counts a share', async () => {
    const html = await (await fetch(`${server.origin}/h5-page/h5/${CODE}`)).text();
    // The server's HTML neither loads nor preloads the SDK (only the configuration names it):
    // it costs the first paint nothing.
    expect(html).not.toMatch(/<(?:script|link)[^>]+jweixin/);
    expect(html).toContain(`<meta property="og:image" content="${server.origin}/media/card.png">`);

    const { page, context, errors } = await openPhonePage(browser, {
      userAgent: WECHAT_USER_AGENT,
    });
    try {
      await page.goto(`${server.origin}/h5-page/h5/${CODE}`);
      await blocksHydrated(page);
      await expect.poll(() => wxCalls(page).then((calls) => calls?.length ?? 0)).toBe(3);
      const calls = (await wxCalls(page))!;
      const [config, friend, timeline] = calls;
      expect(config?.[0]).toBe('config');
      expect(config?.[1]).toMatchObject({
        debug: false,
        appId: 'dev',
        jsApiList: expect.arrayContaining([
          'updateAppMessageShareData',
          'updateTimelineShareData',
        ]) as unknown,
      });
      expect(config?.[1].signature).toMatch(/^[0-9a-f]{40}$/);
      const link = `${server.origin}/h5-page/h5/${CODE}`;
      expect(friend).toEqual([
        'updateAppMessageShareData',
        {
          title: '送你一份开年礼',
          desc: '新用户开户即领新春礼包',
          link,
          imgUrl: `${server.origin}/media/card.png`,
        },
      ]);
      expect(timeline).toEqual([
        'updateTimelineShareData',
        { title: '送你一份开年礼', link, imgUrl: `${server.origin}/media/card.png` },
      ]);
      expect(sdkRequests).toBe(1);

      // The visitor shares to a friend: the page's stats count it.
      await page.evaluate(() =>
        (window as unknown as { __shareSuccess: { friend: () => void } }).__shareSuccess.friend(),
      );
      await expect.poll(shares, { timeout: 15_000 }).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('outside WeChat the SDK is never fetched', async () => {
    const before = sdkRequests;
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/${CODE}`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      expect(await wxCalls(page)).toBeUndefined();
      expect(sdkRequests).toBe(before);
    } finally {
      await context.close();
    }
  });
});
