import type { ClientConfig } from '@h5-page/schema/client-config';
import { NATIVE_MESSAGE_TYPE } from '@h5-page/schema/constants';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { RuntimeEnv } from '@h5-page/blocks/runtime';
import type { NativeBridge } from './native-bridge.ts';

interface MiniProgramApi {
  navigateTo?(options: { url: string }): void;
  navigateBack?(): void;
}

/** What the adapter needs from the window (a stand-in in tests). */
export interface EnvWindow {
  location: { href: string };
  history: { length: number; back(): void };
  wx?: { miniProgram?: MiniProgramApi };
}

export interface EnvAdapterOptions {
  config: Pick<ClientConfig, 'appEnv' | 'loginUrls' | 'miniProgramLoginPath'>;
  environment: Environment;
  bridge: NativeBridge;
  win: EnvWindow;
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const [beforeHash = '', hash] = base.split('#', 2);
  const search = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  if (!search) return base;
  const joiner = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  return `${beforeHash}${joiner}${search}${hash === undefined ? '' : `#${hash}`}`;
}

/** The passport login page for this environment: test, mobile or desktop. */
export function loginUrlFor(
  config: Pick<ClientConfig, 'appEnv' | 'loginUrls'>,
  environment: Pick<Environment, 'isMobile'>,
  from: string,
  type?: string,
): string {
  const base =
    config.appEnv === 'test'
      ? config.loginUrls.test
      : environment.isMobile
        ? config.loginUrls.mobile
        : config.loginUrls.desktop;
  return withQuery(base, { from, type });
}

/**
 * The environment adapter: a block says what to do (open a URL, an app page, log in, go back) and
 * this decides how here (browser, app web view through the native bridge, mini program).
 */
export function createEnvAdapter({
  config,
  environment,
  bridge,
  win,
}: EnvAdapterOptions): RuntimeEnv {
  return {
    isApp: environment.isApp,
    isWeChat: environment.isWeChat,
    isMiniProgram: environment.isMiniProgram,
    isMobile: environment.isMobile,
    appVersion: environment.appVersion,
    openUrl(url) {
      win.location.href = url;
    },
    openAppPage(pageName, params = {}) {
      if (!environment.isApp) return;
      bridge.post({ type: NATIVE_MESSAGE_TYPE.PAGE_JUMP, pageName, params });
    },
    login(from = win.location.href, type) {
      const miniProgram = win.wx?.miniProgram;
      if (environment.isMiniProgram && miniProgram?.navigateTo && config.miniProgramLoginPath) {
        miniProgram.navigateTo({ url: withQuery(config.miniProgramLoginPath, { from, type }) });
        return;
      }
      if (
        environment.isApp &&
        bridge.post({ type: NATIVE_MESSAGE_TYPE.LOGIN, from, loginType: type })
      ) {
        return;
      }
      win.location.href = loginUrlFor(config, environment, from, type);
    },
    back() {
      if (win.history.length > 1) {
        win.history.back();
        return;
      }
      if (environment.isMiniProgram && win.wx?.miniProgram?.navigateBack) {
        win.wx.miniProgram.navigateBack();
      }
    },
  };
}
