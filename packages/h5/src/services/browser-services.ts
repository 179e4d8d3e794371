// The services' implementations. Not needed to show or hydrate a page: loaded right after (see
// lazy-services.ts), so they stay out of the entry and route chunks.
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import type { Environment } from '@h5-page/schema/detect-environment';
import { createApiClient } from '../api/api-client.ts';
import { createTokenStore } from '../auth/token.ts';
import { createEnvAdapter } from '../env/env-adapter.ts';
import type { EnvAdapter, EnvWindow } from '../env/env-adapter.ts';
import { createNativeBridge } from '../env/native-bridge.ts';
import { loadWeChatSdk } from '../env/wechat-sdk.ts';
import { setWeChatShareCard, weChatSdkOf } from '../env/wechat-share.ts';
import { shareCard } from '@h5-page/schema/share-card';
import { loadPage } from '../page/load-page.ts';
import { setDocumentMeta } from '../page/document-meta.ts';
import { createActionDispatcher } from '../runtime/actions/dispatcher.ts';
import { showToast } from '../runtime/toast.ts';
import type { AppServices } from '../services.tsx';
import { sessionId } from '../tracking/session.ts';
import { createTracker } from '../tracking/tracker.ts';
import { createUrlLink } from './url-link.ts';
import { createVisitBeacon, watchVisibility } from '../tracking/visit-beacon.ts';

export type ServiceImplementations = Pick<
  AppServices,
  'api' | 'loadPage' | 'setDocumentMeta' | 'setShareCard' | 'runAction' | 'tracker'
> & {
  env: EnvAdapter;
  token: Pick<AppServices['token'], 'get' | 'set' | 'clear'>;
};

export function createServiceImplementations(
  data: InlinedPageData,
  environment: Environment,
  win: Window,
  /** Told after the token is written or cleared (an expired login, by the API client too). */
  authChanged: () => void = () => {},
): ServiceImplementations {
  const { config } = data;
  const store = createTokenStore({
    jar: win.document,
    hostname: win.location.hostname,
    cookieDomain: config.cookieDomain,
    secure: win.location.protocol === 'https:',
  });
  const token = {
    ...store,
    set(value: string) {
      store.set(value);
      authChanged();
    },
    clear() {
      store.clear();
      authChanged();
    },
  };
  const apiOptions = { baseUrl: config.apiBase, getToken: token.get, clearToken: token.clear };
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  // The page shows its own loading and error states: its call stays quiet.
  const pageApi = createApiClient({ ...apiOptions, notify: () => {} });
  const api = createApiClient({ ...apiOptions, notify: showToast });
  // Inside a mini program, wx.miniProgram (from WeChat's SDK) is how pages of the mini program open;
  // in WeChat's browser it sets the share card. This module loads after hydration, so the script
  // never competes with the first paint, and outside WeChat it is never fetched.
  const sdkScript = loadWeChatSdk(win.document, environment, config.wechatJsSdkUrl);
  const redirectTarget = (url: string) =>
    allowedRedirect(url, { base: win.location.href, allowHosts: config.redirectAllowHosts ?? [] });
  const env = createEnvAdapter({
    config,
    environment,
    bridge: createNativeBridge(win, { prefer: environment.isAndroid ? 'android' : 'ios' }),
    win: win as unknown as EnvWindow,
    // In the WeChat browser, app pages open in the mini program through a URL link.
    urlLink: createUrlLink(api, redirectTarget),
  });
  // The tracker holds the visit session its page view got; the visit beacon sends it too.
  const visitSession = { read: (): string | null => null };
  // Visit durations: reported on hide, on leave and on moving to another page (tracker.pageView).
  const visits = createVisitBeacon({
    url: `${config.collectorUrl.replace(/\/$/, '')}/beacon.gif`,
    sessionId: () => sessionId(storage),
    uid: token.uid,
    visitSession: () => visitSession.read(),
    isVisible: () => win.document.visibilityState !== 'hidden',
    now: () => win.performance.now(),
  });
  watchVisibility(win, visits);
  const tracker = createTracker({
    config,
    sessionId: () => sessionId(storage),
    uid: token.uid,
    visits,
  });
  visitSession.read = tracker.visitSession;
  return {
    api,
    loadPage: (code, preview) => loadPage(pageApi, environment, code, preview),
    setDocumentMeta: (page) => setDocumentMeta(win.document, page),
    setShareCard: (page) => {
      // A mini program shares through its own page; a preview is nobody's to share.
      if (!environment.isWeChat || environment.isMiniProgram) return;
      void setWeChatShareCard({
        sdk: weChatSdkOf(win, sdkScript),
        api: pageApi,
        card: shareCard(page, win.location.origin),
        href: win.location.href,
        shared: (channel) => tracker.share(channel),
      });
    },
    runAction: (action, context, popups) =>
      createActionDispatcher({
        env,
        popups,
        toast: showToast,
        api,
        token: token.get,
        redirectTarget,
        pageHref: () => win.location.href,
        ...(config.suitabilityAssessUrl
          ? { suitabilityAssessUrl: config.suitabilityAssessUrl }
          : {}),
      }).run(action, context),
    env,
    token,
    tracker,
  };
}
