import type { ClientConfig } from '@h5-page/schema/client-config';
import { PAGE_BASE } from '@h5-page/schema/constants';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { RuntimeEnv } from '@h5-page/blocks/runtime';
import { APP_ONLY_PAGE, appPageEntry, appPageWebUrl } from './app-pages.ts';
import { loginUrlFor, miniProgramLoginUrl } from './login-url.ts';
import type { NativeBridge } from './native-bridge.ts';
import { loginMessage, openMiniProgramMessage, pageJumpMessage } from './native-messages.ts';
import type { MiniProgramTarget } from './native-messages.ts';
import { withQuery } from './with-query.ts';
import { appOpenLink } from './app-open-link.ts';
import { environmentFlags } from './environment-flags.ts';

export { loginUrlFor } from './login-url.ts';

/** The mini program's JS-SDK side (`wx.miniProgram`), present inside a mini program web view. */
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
  config: Pick<
    ClientConfig,
    'appEnv' | 'loginUrls' | 'miniProgramLoginPath' | 'appPageWebBase' | 'homeUrl' | 'appOpenUrl'
  >;
  environment: Environment;
  bridge: NativeBridge;
  win: EnvWindow;
  log?: (message: string) => void;
  /**
   * A WeChat URL link (`url_link`) that opens a mini program page (`page`, with `query`), or null:
   * the generate-url-link call. With it, the WeChat browser (WeChat, not the mini program) opens an
   * app page in the mini program, the product's home inside WeChat; without it, or when it gives
   * none, the web page. Other browsers always get the web page (a URL link outside WeChat only
   * shows a page asking to open WeChat).
   */
  urlLink?(target: UrlLinkTarget): Promise<string | null>;
}

/** A mini program page to make a URL link to (the generate-url-link call's name, page, query). */
export interface UrlLinkTarget {
  /** The app page name (APP_PAGE), for the link's records. */
  name: string;
  /** The mini program page path (APP_PAGES[...].miniProgram). */
  page: string;
  /** Its query string, without the `?`. */
  query: string;
}

/** Where "back" goes in a browser with no history when `config.homeUrl` is absent. */
export const DEFAULT_HOME_URL = `${PAGE_BASE}h5/demo`;

/**
 * The environment adapter of the visitor app: what the action dispatcher (and, through the
 * runtime, the blocks) use to move. Each move answers whether this environment could make it, so
 * the caller can tell the visitor when it could not.
 */
export interface EnvAdapter extends RuntimeEnv {
  /**
   * Opens an app page (APP_PAGE name, or APP_ONLY_PAGE): a bridge message in the app, a mini
   * program page in the mini program, the web page in a browser. `params` go in the web and mini
   * program query; `nativeParams` (default `params`) in the app message. False when the name is
   * unknown or the page does not exist here (an app-only page outside the app).
   */
  openAppPage(
    pageName: string,
    params?: Record<string, string>,
    nativeParams?: Record<string, string>,
  ): boolean;
  /** Opens a WeChat mini program: through the app, or within the mini program. False elsewhere. */
  openMiniProgram(target: MiniProgramTarget): boolean;
  /** Closes the app's web view (app only). False when it could not. */
  closeWebView(): boolean;
  /**
   * Tries to open the app at an app page's web path (`coupons`) with its query, through the
   * configured scheme or universal link. False inside WeChat, which opens neither: the visitor
   * must first open the page in the browser.
   */
  openInApp(page: string, search?: string): boolean;
}

/**
 * The environment adapter: a block says what to do (open a URL, an app page, log in, go back) and
 * this decides how here: the app web view (native bridge; the web page and a warning when the
 * bridge is missing), the WeChat mini program (`wx.miniProgram`), or a browser.
 */
export function createEnvAdapter({
  config,
  environment,
  bridge,
  win,
  log = console.warn,
  urlLink,
}: EnvAdapterOptions): EnvAdapter {
  const miniProgram = () => (environment.isMiniProgram ? win.wx?.miniProgram : undefined);

  const postToApp = (message: Parameters<NativeBridge['post']>[0], what: string): boolean => {
    if (!environment.isApp) return false;
    if (bridge.post(message)) return true;
    log(`[h5-page] no native bridge in the app web view: ${what} falls back to the web`);
    return false;
  };

  const openAppPage: EnvAdapter['openAppPage'] = (pageName, params = {}, nativeParams = params) => {
    const entry = appPageEntry(pageName);
    if (!entry) {
      log(`[h5-page] unknown app page ${JSON.stringify(pageName)}`);
      return false;
    }
    const message = environment.isApp
      ? pageJumpMessage(pageName, entry.native, nativeParams, environment.appVersion, log)
      : null;
    if (message && postToApp(message, `app page ${pageName}`)) return true;
    const navigateTo = miniProgram()?.navigateTo;
    if (navigateTo && entry.miniProgram) {
      navigateTo({ url: withQuery(entry.miniProgram, params) });
      return true;
    }
    const web =
      entry.web === null
        ? null
        : withQuery(appPageWebUrl(config.appPageWebBase, entry.web), params);
    if (urlLink && entry.miniProgram && environment.isWeChat && !environment.isMiniProgram) {
      const query = withQuery('', params).replace(/^\?/, '');
      const fallBack = () => {
        if (web !== null) win.location.href = web;
      };
      urlLink({ name: pageName, page: entry.miniProgram, query }).then((link) => {
        if (link) win.location.href = link;
        else fallBack();
      }, fallBack);
      return true;
    }
    if (web === null) return false;
    win.location.href = web;
    return true;
  };

  const closeWebView = () => openAppPage(APP_ONLY_PAGE.CLOSE_WEB_VIEW);

  return {
    ...environmentFlags(environment),
    openUrl(url) {
      // In the app too: the link opens in this web view, whose back returns here.
      win.location.href = url;
    },
    openAppPage,
    openMiniProgram(target) {
      if (postToApp(openMiniProgramMessage(target), `mini program ${target.userName}`)) return true;
      const navigateTo = miniProgram()?.navigateTo;
      if (navigateTo && target.path) {
        navigateTo({ url: target.path });
        return true;
      }
      return false;
    },
    closeWebView,
    openInApp(page, search = '') {
      if (environment.isWeChat || environment.isMiniProgram) return false;
      win.location.href = appOpenLink(config.appOpenUrl, page, search);
      return true;
    },
    login(from = win.location.href, type) {
      const navigateTo = miniProgram()?.navigateTo;
      if (navigateTo && config.miniProgramLoginPath) {
        navigateTo({ url: miniProgramLoginUrl(config, from, type) });
        return;
      }
      if (postToApp(loginMessage(from, type), 'login')) return;
      win.location.href = loginUrlFor(config, environment, from, type);
    },
    back() {
      if (win.history.length > 1) {
        win.history.back();
        return;
      }
      const navigateBack = miniProgram()?.navigateBack;
      if (navigateBack) {
        navigateBack();
        return;
      }
      if (environment.isApp && closeWebView()) return;
      win.location.href = config.homeUrl || DEFAULT_HOME_URL;
    },
  };
}
