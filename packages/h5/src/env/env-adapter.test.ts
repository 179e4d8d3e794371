import { describe, expect, it, vi } from 'vitest';
import { NATIVE_MESSAGE_TYPE } from '@h5-page/schema/constants';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { DEFAULT_CLIENT_CONFIG } from '../inlined-data.ts';
import { DESKTOP_UA, PHONE_UA } from '../testing/test-app.tsx';
import { createEnvAdapter, loginUrlFor } from './env-adapter.ts';
import type { EnvWindow } from './env-adapter.ts';
import { createNativeBridge } from './native-bridge.ts';

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

describe('login', () => {
  it('goes to the mobile passport page with from = the current URL (and type)', () => {
    const win = fakeWindow();
    const env = createEnvAdapter({
      config,
      environment: detectEnvironment(PHONE_UA),
      bridge: createNativeBridge({}),
      win,
    });
    env.login(undefined, '2');
    expect(win.location.href).toBe(
      'https://m.passport.example.com/login?site=h5&from=https%3A%2F%2Fm.example.com%2Fh5-page%2Fh5%2Fdemo%3Fa%3D1&type=2',
    );
  });

  it('goes to the desktop passport page on a desktop, and to the test one in the test environment', () => {
    expect(loginUrlFor(config, { isMobile: false }, 'https://x.test/a')).toBe(
      'https://passport.example.com/login?from=https%3A%2F%2Fx.test%2Fa',
    );
    expect(loginUrlFor({ ...config, appEnv: 'test' }, { isMobile: true }, '/a')).toBe(
      'https://passport-test.example.com/login?from=%2Fa',
    );
  });

  it('inside the mini program navigates to the mini program login page', () => {
    const navigateTo = vi.fn();
    const win = fakeWindow({ wx: { miniProgram: { navigateTo } } });
    const env = createEnvAdapter({
      config,
      environment: { ...detectEnvironment(PHONE_UA), isMiniProgram: true },
      bridge: createNativeBridge({}),
      win,
    });
    env.login('https://m.example.com/h5-page/h5/demo');
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/login/login?from=https%3A%2F%2Fm.example.com%2Fh5-page%2Fh5%2Fdemo',
    });
    expect(win.location.href).toBe('https://m.example.com/h5-page/h5/demo?a=1');
  });

  it('inside the app asks the app to log in over the bridge', () => {
    const postMessage = vi.fn();
    const env = createEnvAdapter({
      config,
      environment: detectEnvironment(`${PHONE_UA} n8Web/6.43.1`),
      bridge: createNativeBridge({ webkit: { messageHandlers: { n8Bridge: { postMessage } } } }),
      win: fakeWindow(),
    });
    env.login('/back');
    expect(postMessage).toHaveBeenCalledWith({
      type: NATIVE_MESSAGE_TYPE.LOGIN,
      from: '/back',
      loginType: undefined,
    });
  });
});

describe('open, back', () => {
  it('opens URLs in the page and goes back in history', () => {
    const win = fakeWindow();
    const env = createEnvAdapter({
      config,
      environment: detectEnvironment(DESKTOP_UA),
      bridge: createNativeBridge({}),
      win,
    });
    env.openUrl('https://example.com/next');
    expect(win.location.href).toBe('https://example.com/next');
    env.back();
    expect(win.history.back).toHaveBeenCalled();
  });

  it('opens app pages only inside the app', () => {
    const call = vi.fn();
    const bridge = createNativeBridge({ n8Bridge: { postMessage: call } });
    createEnvAdapter({
      config,
      environment: detectEnvironment(PHONE_UA),
      bridge,
      win: fakeWindow(),
    }).openAppPage('coupons');
    expect(call).not.toHaveBeenCalled();
    createEnvAdapter({
      config,
      environment: detectEnvironment(`${PHONE_UA} n8Web/6.43.1`),
      bridge,
      win: fakeWindow(),
    }).openAppPage('coupons', { id: '1' });
    expect(JSON.parse(call.mock.calls[0]![0] as string)).toEqual({
      type: NATIVE_MESSAGE_TYPE.PAGE_JUMP,
      pageName: 'coupons',
      params: { id: '1' },
    });
  });
});

describe('native bridge', () => {
  it('posts to the iOS webkit handler, else to the Android interface as JSON, else reports false', () => {
    const ios = vi.fn();
    expect(
      createNativeBridge({ webkit: { messageHandlers: { n8Bridge: { postMessage: ios } } } }).post({
        type: 7,
      }),
    ).toBe(true);
    expect(ios).toHaveBeenCalledWith({ type: 7 });

    const android = {
      calls: [] as string[],
      postMessage(json: string) {
        this.calls.push(json);
      },
    };
    const bridge = createNativeBridge({ n8Bridge: android });
    expect(bridge.available()).toBe(true);
    expect(bridge.post({ type: 8, appId: 'wx1' })).toBe(true);
    expect(android.calls).toEqual(['{"type":8,"appId":"wx1"}']);

    const none = createNativeBridge({});
    expect(none.available()).toBe(false);
    expect(none.post({ type: 7 })).toBe(false);
  });
});
