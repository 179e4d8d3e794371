import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { DEFAULT_CLIENT_CONFIG } from '../inlined-data.ts';
import { createEnvAdapter } from './env-adapter.ts';
import type { EnvWindow } from './env-adapter.ts';
import { createNativeBridge, DEFAULT_BRIDGE_NAMES } from './native-bridge.ts';

// The app's user agents: the n8Web mark with the client version after it. 6.43.1 is above the
// compare version 6.42.99 (newer message format); 6.42.99 itself is not (older format).
const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const NEW = '6.43.1';
const OLD = '6.42.99';

const config = {
  ...DEFAULT_CLIENT_CONFIG,
  loginUrls: { desktop: '/login/pc', mobile: '/login/m', test: '/login/test' },
  miniProgramLoginPath: '/pages/login/index',
};

function fakeWindow(historyLength = 1): EnvWindow {
  return {
    location: { href: 'https://m.example.com/h5-page/h5/demo' },
    history: { length: historyLength, back: vi.fn() },
  };
}

/** The app on iOS: a fake `webkit.messageHandlers.n8Bridge`; `sent` are the message objects. */
function iosApp(version: string | null, historyLength = 1) {
  const sent: unknown[] = [];
  const bridgeWindow = {
    webkit: { messageHandlers: { n8Bridge: { postMessage: (m: unknown) => sent.push(m) } } },
  };
  const win = fakeWindow(historyLength);
  const ua = version ? `${IOS_UA} n8Web/${version}` : `${IOS_UA} n8Web`;
  const warn = vi.fn();
  const env = createEnvAdapter({
    config,
    environment: detectEnvironment(ua),
    bridge: createNativeBridge(bridgeWindow, { prefer: 'ios' }),
    win,
    log: warn,
  });
  return { env, sent, win, warn };
}

/** The app on Android: a fake `window.n8Bridge.postMessage(json)`; `sent` are the JSON strings. */
function androidApp(version: string) {
  const sent: string[] = [];
  const bridgeWindow = { n8Bridge: { postMessage: (json: string) => sent.push(json) } };
  const win = fakeWindow();
  const env = createEnvAdapter({
    config,
    environment: detectEnvironment(`${ANDROID_UA} n8Web/${version}`),
    bridge: createNativeBridge(bridgeWindow, { prefer: 'android' }),
    win,
  });
  return { env, sent, win };
}

// The exact message of each app page (env/app-pages.ts), newer clients: type 29 generic jump.
const NEW_FORMAT: [string, Record<string, string>, unknown][] = [
  ['coupons', {}, { type: 29, data: { jumpType: 1, pageName: 'coupons', pageId: 14, params: {} } }],
  [
    'walletTopUp',
    {},
    { type: 29, data: { jumpType: 1, pageName: 'walletTopUp', pageId: 15, params: {} } },
  ],
  [
    'walletSpendingRecord',
    {},
    { type: 29, data: { jumpType: 1, pageName: 'walletSpendingRecord', pageId: 16, params: {} } },
  ],
  [
    'personalCenter',
    {},
    { type: 29, data: { jumpType: 29, pageName: 'personalCenter', params: {} } },
  ],
  [
    'courseList',
    {},
    { type: 29, data: { jumpType: 4, pageName: 'courseList', pageId: 870, params: {} } },
  ],
  [
    'strategyList',
    {},
    { type: 29, data: { jumpType: 4, pageName: 'strategyList', pageId: 82, params: {} } },
  ],
  ['topicList', {}, { type: 29, data: { jumpType: 29, pageName: 'topicList', params: {} } }],
  [
    'fundDetail',
    { fundCode: '000001' },
    { type: 29, data: { jumpType: 29, pageName: 'fundDetail', params: { fundCode: '000001' } } },
  ],
  [
    'orderPayment',
    { orderId: '8848' },
    { type: 29, data: { jumpType: 8, pageName: 'orderPayment', params: { orderId: '8848' } } },
  ],
  [
    'communityService',
    {},
    { type: 29, data: { jumpType: 5, pageName: 'communityService', communityId: 1, params: {} } },
  ],
];

// Older clients (6.42.99 and below): 35 by page id, 33 with parameters, else 25; params flat.
const OLD_FORMAT: [string, Record<string, string>, unknown][] = [
  ['coupons', {}, { type: 35, data: { jumpType: 1, pageName: 'coupons', pageId: 14 } }],
  ['walletTopUp', {}, { type: 35, data: { jumpType: 1, pageName: 'walletTopUp', pageId: 15 } }],
  [
    'walletSpendingRecord',
    {},
    { type: 35, data: { jumpType: 1, pageName: 'walletSpendingRecord', pageId: 16 } },
  ],
  ['personalCenter', {}, { type: 25, data: { jumpType: 29, pageName: 'personalCenter' } }],
  [
    'courseList',
    { courseId: '12' },
    { type: 35, data: { courseId: '12', jumpType: 4, pageName: 'courseList', pageId: 870 } },
  ],
  ['strategyList', {}, { type: 35, data: { jumpType: 4, pageName: 'strategyList', pageId: 82 } }],
  ['topicList', {}, { type: 25, data: { jumpType: 29, pageName: 'topicList' } }],
  [
    'fundDetail',
    { fundCode: '000001' },
    { type: 33, data: { fundCode: '000001', jumpType: 29, pageName: 'fundDetail' } },
  ],
  [
    'orderPayment',
    { orderId: '8848', jumpType: '99' },
    { type: 33, data: { orderId: '8848', jumpType: 8, pageName: 'orderPayment' } },
  ],
  [
    'communityService',
    {},
    { type: 25, data: { jumpType: 5, pageName: 'communityService', communityId: 1 } },
  ],
];

describe('app pages over the bridge: iOS webkit handler', () => {
  it.each(NEW_FORMAT)(
    '%s, newer client (above 6.42.99): type 29 generic jump',
    (page, params, message) => {
      const { env, sent, win } = iosApp(NEW);
      expect(env.openAppPage(page, params)).toBe(true);
      expect(sent).toEqual([message]);
      expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo');
    },
  );

  it.each(OLD_FORMAT)(
    '%s, older client (6.42.99): the dedicated jump type',
    (page, params, message) => {
      const { env, sent } = iosApp(OLD);
      expect(env.openAppPage(page, params)).toBe(true);
      expect(sent).toEqual([message]);
    },
  );

  it('sends appPageParam-style native params to the app and keeps the web params for the web', () => {
    const { env, sent } = iosApp(NEW);
    env.openAppPage('fundDetail', { fundCode: '1' }, { fundCode: '1', tab: 'nav' });
    expect(sent).toEqual([
      {
        type: 29,
        data: { jumpType: 29, pageName: 'fundDetail', params: { fundCode: '1', tab: 'nav' } },
      },
    ]);
  });

  it('an app without a readable version gets the older format, and the parse failure is logged', () => {
    const { env, sent, warn } = iosApp(null);
    env.openAppPage('coupons');
    expect(sent).toEqual([{ type: 35, data: { jumpType: 1, pageName: 'coupons', pageId: 14 } }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot parse version'));
  });
});

describe('app pages over the bridge: Android JS interface', () => {
  it.each(NEW_FORMAT)(
    '%s, newer client: the JSON of the type 29 message',
    (page, params, message) => {
      const { env, sent } = androidApp(NEW);
      env.openAppPage(page, params);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]!)).toEqual(message);
    },
  );

  it.each(OLD_FORMAT)(
    '%s, older client: the JSON of the dedicated message',
    (page, params, message) => {
      const { env, sent } = androidApp(OLD);
      env.openAppPage(page, params);
      expect(JSON.parse(sent[0]!)).toEqual(message);
    },
  );

  it('writes the JSON with the type first and data after', () => {
    const { env, sent } = androidApp(OLD);
    env.openAppPage('coupons');
    expect(sent).toEqual(['{"type":35,"data":{"jumpType":1,"pageName":"coupons","pageId":14}}']);
  });
});

describe('login, mini program, treasury reverse repo, close', () => {
  it('login is message type 7 with from (and the type when given), on iOS and Android', () => {
    const ios = iosApp(NEW);
    ios.env.login('https://m.example.com/h5-page/h5/demo?x=1');
    ios.env.login('/back', '2');
    expect(ios.sent).toEqual([
      { type: 7, data: { from: 'https://m.example.com/h5-page/h5/demo?x=1' } },
      { type: 7, data: { from: '/back', loginType: '2' } },
    ]);
    const android = androidApp(OLD);
    android.env.login();
    expect(android.sent).toEqual([
      '{"type":7,"data":{"from":"https://m.example.com/h5-page/h5/demo"}}',
    ]);
    expect(android.win.location.href).toBe('https://m.example.com/h5-page/h5/demo');
  });

  it('opening a mini program is message type 8 with the launch fields', () => {
    const ios = iosApp(NEW);
    expect(
      ios.env.openMiniProgram({ userName: 'gh_abc123', path: 'pages/course/index?id=1' }),
    ).toBe(true);
    expect(ios.sent).toEqual([
      {
        type: 8,
        data: { userName: 'gh_abc123', path: 'pages/course/index?id=1', miniProgramType: 0 },
      },
    ]);
    const android = androidApp(NEW);
    android.env.openMiniProgram({ userName: 'gh_abc123', miniProgramType: 2 });
    expect(android.sent).toEqual([
      '{"type":8,"data":{"userName":"gh_abc123","path":"","miniProgramType":2}}',
    ]);
  });

  it('the treasury reverse repo page is a generic jump, in both formats', () => {
    const fresh = iosApp(NEW);
    expect(fresh.env.openAppPage('treasuryReverseRepo')).toBe(true);
    expect(fresh.sent).toEqual([
      { type: 29, data: { jumpType: 29, pageName: 'treasuryReverseRepo', params: {} } },
    ]);
    const old = androidApp(OLD);
    old.env.openAppPage('treasuryReverseRepo');
    expect(old.sent).toEqual([
      '{"type":25,"data":{"jumpType":29,"pageName":"treasuryReverseRepo"}}',
    ]);
  });

  it('back without history closes the web view (a generic jump to closeWebView)', () => {
    const ios = iosApp(NEW, 1);
    ios.env.back();
    expect(ios.sent).toEqual([
      { type: 29, data: { jumpType: 29, pageName: 'closeWebView', params: {} } },
    ]);
    expect(ios.win.history.back).not.toHaveBeenCalled();
    const old = androidApp(OLD);
    old.env.back();
    expect(old.sent).toEqual(['{"type":25,"data":{"jumpType":29,"pageName":"closeWebView"}}']);
  });

  it('back with history goes back and sends nothing', () => {
    const ios = iosApp(NEW, 3);
    ios.env.back();
    expect(ios.win.history.back).toHaveBeenCalledTimes(1);
    expect(ios.sent).toEqual([]);
  });
});

describe('bridge missing or failing in an app user agent', () => {
  it('falls back to the web page and warns, never throws', () => {
    const warn = vi.fn();
    const win = fakeWindow();
    const env = createEnvAdapter({
      config: { ...config, appPageWebBase: 'https://www.example.com/app/' },
      environment: detectEnvironment(`${IOS_UA} n8Web/${NEW}`),
      bridge: createNativeBridge({}),
      win,
      log: warn,
    });
    expect(env.openAppPage('coupons', { from: 'spring' })).toBe(true);
    expect(win.location.href).toBe('https://www.example.com/app/coupons?from=spring');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no native bridge'));
    // App-only pages have no web page: the caller is told (false).
    expect(env.openAppPage('treasuryReverseRepo')).toBe(false);
    // Login goes to the passport page instead.
    env.login('/here');
    expect(win.location.href).toBe('/login/m?from=%2Fhere');
    // Back without history and without a bridge goes home.
    env.back();
    expect(win.location.href).toBe('/h5-page/h5/demo');
  });

  it('a handler that throws is reported as not sent', () => {
    const log = vi.fn();
    const bridge = createNativeBridge(
      {
        webkit: {
          messageHandlers: {
            n8Bridge: {
              postMessage() {
                throw new Error('boom');
              },
            },
          },
        },
      },
      { log },
    );
    expect(bridge.available()).toBe(true);
    expect(bridge.post({ type: 7, data: {} })).toBe(false);
    expect(log).toHaveBeenCalledWith(
      '[h5-page] native bridge: message type 7 failed',
      expect.any(Error),
    );
    expect(createNativeBridge({}).available()).toBe(false);
    expect(createNativeBridge(undefined).post({ type: 7, data: {} })).toBe(false);
  });
});

describe('the real window', () => {
  afterEach(() => {
    delete (window as { webkit?: unknown }).webkit;
    delete (window as unknown as Record<string, unknown>)[DEFAULT_BRIDGE_NAMES.androidInterface];
  });

  it('finds handlers the app injects after the bridge was created', () => {
    const bridge = createNativeBridge(window);
    expect(bridge.available()).toBe(false);
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { n8Bridge: { postMessage } } };
    expect(bridge.post({ type: 7, data: { from: '/a' } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 7, data: { from: '/a' } });
  });

  it('prefers the Android interface on Android when both exist', () => {
    const ios = vi.fn();
    const android = vi.fn();
    (window as { webkit?: unknown }).webkit = {
      messageHandlers: { n8Bridge: { postMessage: ios } },
    };
    (window as unknown as Record<string, unknown>).n8Bridge = { postMessage: android };
    createNativeBridge(window, { prefer: 'android' }).post({ type: 8, data: {} });
    expect(android).toHaveBeenCalledWith('{"type":8,"data":{}}');
    expect(ios).not.toHaveBeenCalled();
  });
});
