import { describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { DEFAULT_CLIENT_CONFIG } from '../inlined-data.ts';
import { DESKTOP_UA, PHONE_UA } from '#test/test-app.tsx';
import { APP_PAGES, DEFAULT_APP_PAGE_WEB_BASE, appPageWebUrl } from './app-pages.ts';
import { createEnvAdapter, DEFAULT_HOME_URL, loginUrlFor } from './env-adapter.ts';
import type { EnvAdapterOptions, EnvWindow } from './env-adapter.ts';
import { miniProgramLoginUrl } from './login-url.ts';
import { createNativeBridge } from './native-bridge.ts';
import { withQuery } from './with-query.ts';

const MINI_PROGRAM_UA = `${PHONE_UA} MicroMessenger/8.0.50 miniProgram`;

const config = {
  ...DEFAULT_CLIENT_CONFIG,
  loginUrls: {
    desktop: 'https://passport.example.com/login',
    mobile: 'https://m.passport.example.com/login?site=h5',
    test: 'https://passport-test.example.com/login',
  },
  miniProgramLoginPath: '/pages/login/login',
};

function fakeWindow(extra: Partial<EnvWindow> = {}): EnvWindow {
  return {
    location: { href: 'https://m.example.com/h5-page/h5/demo?a=1' },
    history: { length: 2, back: vi.fn() },
    ...extra,
  };
}

function adapter(ua: string, win: EnvWindow, options: Partial<EnvAdapterOptions> = {}) {
  return createEnvAdapter({
    config,
    environment: detectEnvironment(ua),
    bridge: createNativeBridge({}),
    win,
    log: vi.fn(),
    ...options,
  });
}

describe('login URL', () => {
  it('mobile: the mobile passport page with from = the current URL, and the type when given', () => {
    const win = fakeWindow();
    adapter(PHONE_UA, win).login(undefined, '2');
    expect(win.location.href).toBe(
      'https://m.passport.example.com/login?site=h5&from=https%3A%2F%2Fm.example.com%2Fh5-page%2Fh5%2Fdemo%3Fa%3D1&type=2',
    );
  });

  it('desktop: the desktop passport page; without a type there is no type parameter', () => {
    const win = fakeWindow();
    adapter(DESKTOP_UA, win).login('https://x.test/a');
    expect(win.location.href).toBe(
      'https://passport.example.com/login?from=https%3A%2F%2Fx.test%2Fa',
    );
  });

  it('test environment: the test passport page, on phones and desktops alike', () => {
    const test = { ...config, appEnv: 'test' as const };
    expect(loginUrlFor(test, { isMobile: true }, '/a')).toBe(
      'https://passport-test.example.com/login?from=%2Fa',
    );
    expect(loginUrlFor(test, { isMobile: false }, '/a', '5')).toBe(
      'https://passport-test.example.com/login?from=%2Fa&type=5',
    );
    expect(loginUrlFor(config, { isMobile: false }, '/a')).toBe(
      'https://passport.example.com/login?from=%2Fa',
    );
  });

  it('keeps a hash after the query and does not double a trailing ?', () => {
    expect(withQuery('/login?#top', { from: '/a' })).toBe('/login?from=%2Fa#top');
    expect(withQuery('/login', { from: '', type: undefined })).toBe('/login');
  });

  it('mini program: navigates to the mini program login page with from (and type)', () => {
    const navigateTo = vi.fn();
    const win = fakeWindow({ wx: { miniProgram: { navigateTo } } });
    const env = adapter(MINI_PROGRAM_UA, win);
    env.login('https://m.example.com/h5-page/h5/demo');
    env.login('/b', '3');
    expect(navigateTo.mock.calls).toEqual([
      [{ url: '/pages/login/login?from=https%3A%2F%2Fm.example.com%2Fh5-page%2Fh5%2Fdemo' }],
      [{ url: '/pages/login/login?from=%2Fb&type=3' }],
    ]);
    expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
    expect(miniProgramLoginUrl(config, '/c')).toBe('/pages/login/login?from=%2Fc');
  });

  it('mini program without wx.miniProgram: falls back to the passport page', () => {
    const win = fakeWindow();
    adapter(MINI_PROGRAM_UA, win).login('/x');
    expect(win.location.href).toBe('https://m.passport.example.com/login?site=h5&from=%2Fx');
  });
});

describe('app pages outside the app', () => {
  it('a browser opens the web page under appPageWebBase, with the params in the query', () => {
    const win = fakeWindow();
    const env = adapter(PHONE_UA, win, {
      config: { ...config, appPageWebBase: 'https://www.example.com/m' },
    });
    expect(env.openAppPage('fundDetail', { fundCode: '000001', from: '春节 活动' })).toBe(true);
    expect(win.location.href).toBe(
      'https://www.example.com/m/fund/detail?fundCode=000001&from=%E6%98%A5%E8%8A%82%20%E6%B4%BB%E5%8A%A8',
    );
  });

  it('without appPageWebBase the default base is used', () => {
    const win = fakeWindow();
    adapter(DESKTOP_UA, win).openAppPage('coupons');
    expect(win.location.href).toBe('/h5-page/app/coupons');
    expect(DEFAULT_APP_PAGE_WEB_BASE).toBe('/h5-page/app/');
    expect(appPageWebUrl('https://a.test/x/', '/y')).toBe('https://a.test/x/y');
  });

  it('every app page has a web page and a mini program page; the app-only ones have neither', () => {
    for (const [name, entry] of Object.entries(APP_PAGES)) {
      const appOnly = name === 'treasuryReverseRepo' || name === 'closeWebView';
      expect(entry.web === null, name).toBe(appOnly);
      expect(entry.miniProgram === null, name).toBe(appOnly);
    }
  });

  it('the mini program navigates to its own page, with the params', () => {
    const navigateTo = vi.fn();
    const win = fakeWindow({ wx: { miniProgram: { navigateTo } } });
    const env = adapter(MINI_PROGRAM_UA, win);
    expect(env.openAppPage('courseList', { tab: 'live' })).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/course/list?tab=live' });
    expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
  });

  it('an app-only page or an unknown name cannot be opened (false), and nothing moves', () => {
    const log = vi.fn();
    const win = fakeWindow();
    const env = adapter(PHONE_UA, win, { log });
    expect(env.openAppPage('treasuryReverseRepo')).toBe(false);
    expect(env.openAppPage('nosuchpage')).toBe(false);
    expect(env.openAppPage('__proto__')).toBe(false);
    expect(log).toHaveBeenCalledWith('[h5-page] unknown app page "nosuchpage"');
    expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
  });

  it('opening a mini program: only within the mini program (to its path) or the app', () => {
    const navigateTo = vi.fn();
    const mini = adapter(MINI_PROGRAM_UA, fakeWindow({ wx: { miniProgram: { navigateTo } } }));
    expect(mini.openMiniProgram({ userName: 'gh_1', path: '/pages/a/index' })).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/a/index' });
    expect(adapter(PHONE_UA, fakeWindow()).openMiniProgram({ userName: 'gh_1' })).toBe(false);
  });
});

describe('open, back', () => {
  it('opens URLs in the page', () => {
    const win = fakeWindow();
    adapter(DESKTOP_UA, win).openUrl('https://example.com/next');
    expect(win.location.href).toBe('https://example.com/next');
  });

  it('goes back in history when there is history', () => {
    const win = fakeWindow();
    adapter(PHONE_UA, win).back();
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });

  it('without history: a browser goes to the home page (config.homeUrl, else the demo page)', () => {
    const win = fakeWindow({ history: { length: 1, back: vi.fn() } });
    adapter(PHONE_UA, win).back();
    expect(win.location.href).toBe(DEFAULT_HOME_URL);
    expect(DEFAULT_HOME_URL).toBe('/h5-page/h5/demo');
    adapter(PHONE_UA, win, { config: { ...config, homeUrl: '/h5-page/h5/home' } }).back();
    expect(win.location.href).toBe('/h5-page/h5/home');
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('without history: the mini program goes back a page', () => {
    const navigateBack = vi.fn();
    const win = fakeWindow({
      history: { length: 1, back: vi.fn() },
      wx: { miniProgram: { navigateBack } },
    });
    adapter(MINI_PROGRAM_UA, win).back();
    expect(navigateBack).toHaveBeenCalledTimes(1);
    expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
  });

  it('closing the web view is for the app only', () => {
    expect(adapter(PHONE_UA, fakeWindow()).closeWebView()).toBe(false);
  });

  it('reports the environment it was made for', () => {
    const env = adapter(`${PHONE_UA} n8Web/6.43.1`, fakeWindow());
    expect([env.isApp, env.isMobile, env.isWeChat, env.isMiniProgram, env.appVersion]).toEqual([
      true,
      true,
      false,
      false,
      '6.43.1',
    ]);
    const wechat = adapter(MINI_PROGRAM_UA, fakeWindow());
    expect([wechat.isApp, wechat.isWeChat, wechat.isMiniProgram]).toEqual([false, true, true]);
  });
});

describe('app pages in the WeChat browser: the mini program through a URL link', () => {
  const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.50`;

  it('asks for a URL link to the mini program page (name, page, query) and goes there', async () => {
    const win = fakeWindow();
    const urlLink = vi.fn(async () => 'https://wxaurl.cn/abc');
    const env = adapter(WECHAT_UA, win, { urlLink });
    expect(env.openAppPage('courseList', { tab: 'live', from: '春' })).toBe(true);
    expect(urlLink).toHaveBeenCalledWith({
      name: 'courseList',
      page: '/pages/course/list',
      query: 'tab=live&from=%E6%98%A5',
    });
    await vi.waitFor(() => expect(win.location.href).toBe('https://wxaurl.cn/abc'));
  });

  it('no link (or a failed call): the web page', async () => {
    const win = fakeWindow();
    adapter(WECHAT_UA, win, { urlLink: async () => null }).openAppPage('coupons');
    await vi.waitFor(() => expect(win.location.href).toBe('/h5-page/app/coupons'));
    const other = fakeWindow();
    adapter(WECHAT_UA, other, {
      urlLink: async () => Promise.reject(new Error('502')),
    }).openAppPage('coupons', { a: '1' });
    await vi.waitFor(() => expect(other.location.href).toBe('/h5-page/app/coupons?a=1'));
  });

  it('other browsers and the mini program itself never ask for a link; app-only pages stay app-only', () => {
    const urlLink = vi.fn(async () => 'https://wxaurl.cn/x');
    const browser = fakeWindow();
    adapter(PHONE_UA, browser, { urlLink }).openAppPage('coupons');
    expect(browser.location.href).toBe('/h5-page/app/coupons');
    const navigateTo = vi.fn();
    adapter(MINI_PROGRAM_UA, fakeWindow({ wx: { miniProgram: { navigateTo } } }), {
      urlLink,
    }).openAppPage('coupons');
    expect(navigateTo).toHaveBeenCalled();
    expect(adapter(WECHAT_UA, fakeWindow(), { urlLink }).openAppPage('treasuryReverseRepo')).toBe(
      false,
    );
    expect(urlLink).not.toHaveBeenCalled();
  });
});

describe('openInApp (the continue-in-the-app page)', () => {
  const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.50`;

  it('in a phone browser: goes to the app scheme with the page and its query', () => {
    const win = fakeWindow();
    expect(adapter(PHONE_UA, win).openInApp('course/list', '?tab=live')).toBe(true);
    expect(win.location.href).toBe('niu8://open?page=course%2Flist&tab=live');
  });

  it('a configured universal link is used as given', () => {
    const win = fakeWindow();
    const linked = adapter(PHONE_UA, win, {
      config: { ...config, appOpenUrl: 'https://app.example.com/open?src=h5' },
    });
    expect(linked.openInApp('coupons')).toBe(true);
    expect(win.location.href).toBe('https://app.example.com/open?src=h5&page=coupons');
  });

  it('in WeChat and the mini program: opens nothing (WeChat blocks app links)', () => {
    for (const ua of [WECHAT_UA, MINI_PROGRAM_UA]) {
      const win = fakeWindow();
      expect(adapter(ua, win).openInApp('coupons')).toBe(false);
      expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
    }
  });
});
