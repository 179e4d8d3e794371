import type { InlinedPageData } from '@h5-page/schema/client-config';
import { TOKEN_COOKIE_NAME } from '@h5-page/schema/constants';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import { loadChunk } from '@h5-page/blocks/load-chunk';
import { createAuthChanges } from '../auth/auth-changes.ts';
import { environmentFlags } from '../env/environment-flags.ts';
import { readCookie } from '../auth/read-cookie.ts';
import { clientBackgroundStyle } from '../page/client-background.ts';
import { showToast } from '../runtime/toast.ts';
import type { AppServices } from '../services.tsx';
import type { ServiceImplementations } from './browser-services.ts';

function isMiniProgramWindow(win: Window): boolean {
  return (win as Window & { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram';
}

export function browserEnvironment(win: Window): Environment {
  const detected = detectEnvironment(win.navigator.userAgent);
  return isMiniProgramWindow(win) ? { ...detected, isMiniProgram: true } : detected;
}

/**
 * The services of the visitor app in the browser. What hydration needs (configuration,
 * environment, the token read) is here; the rest (API client, environment adapter, tracker) is
 * behind facades that load its chunk on first use, which the first page view does right after
 * hydration. Every facade call keeps its order.
 */
export function createBrowserServices(data: InlinedPageData, win: Window = window): AppServices {
  const environment = browserEnvironment(win);
  const authChanges = createAuthChanges();
  let implementations: Promise<ServiceImplementations> | undefined;
  const load = () =>
    (implementations ??= loadChunk(() => import('./browser-services.ts')).then(
      (module) => module.createServiceImplementations(data, environment, win, authChanges.notify),
      (error: unknown) => {
        implementations = undefined;
        throw error;
      },
    ));
  const later =
    <A extends unknown[]>(pick: (services: ServiceImplementations) => (...args: A) => void) =>
    (...args: A) => {
      load().then(
        (services) => pick(services)(...args),
        (error: unknown) => console.error('[h5-page] services unavailable', error),
      );
    };
  const api: RuntimeApi = {
    get: (path, query, options) => load().then((s) => s.api.get(path, query, options)),
    post: (path, body, options) => load().then((s) => s.api.post(path, body, options)),
  };

  return {
    config: data.config,
    environment,
    env: {
      ...environmentFlags(environment),
      openUrl: later((s) => s.env.openUrl),
      openAppPage: later((s) => s.env.openAppPage),
      login: later((s) => s.env.login),
      back: later((s) => s.env.back),
      openInApp: later((s) => s.env.openInApp),
    },
    api,
    loadPage: (code, preview) => load().then((s) => s.loadPage(code, preview)),
    setDocumentMeta: later((s) => s.setDocumentMeta),
    runAction: (action, context, popups) =>
      load().then((s) => s.runAction(action, context, popups)),
    token: {
      get: () => readCookie(win.document.cookie, TOKEN_COOKIE_NAME) || null,
      set: later((s) => s.token.set),
      clear: later((s) => s.token.clear),
      subscribe: authChanges.subscribe,
    },
    tracker: {
      pageView: later((s) => s.tracker.pageView),
      click: later((s) => s.tracker.click),
      share: later((s) => s.tracker.share),
      visit: () => load().then((s) => s.tracker.visit?.() ?? null),
    },
    setShareCard: later((s) => s.setShareCard),
    toast: showToast,
    backgroundStyle: clientBackgroundStyle,
    replaceLocation: (url) => win.location.replace(url),
    reload: () => win.location.reload(),
  };
}
