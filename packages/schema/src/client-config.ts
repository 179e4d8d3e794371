import type { ActivityPage } from './page.ts';

/**
 * What the server tells the visitor app about its environment. The server builds it once from
 * its configuration and inlines it in every page (`window` never reads process.env).
 */
export interface ClientConfig {
  /** Base URL of the product gateway; '' means the same origin. */
  apiBase: string;
  /** 'test' shows the floating 测试 button. */
  appEnv: 'production' | 'test' | 'development';
  /** Baidu statistics site id; '' disables Baidu statistics. */
  baiduSiteId: string;
  /** Domain of the token cookie; '' means the parent domain of the current host. */
  cookieDomain: string;
  /** Passport login pages that login redirects go to (each receives `from` and optional `type`). */
  loginUrls: { desktop: string; mobile: string; test: string };
  /** Mini program page that a visitor inside the mini program is sent to for login. */
  miniProgramLoginPath: string;
  /**
   * WeChat's JS-SDK, loaded only in WeChat (it gives `wx.miniProgram` in a mini program web view).
   * Optional; absent, the official one (WECHAT_JS_SDK_URL).
   */
  wechatJsSdkUrl?: string;
  /** Where the server's own collector takes page views and beacons. */
  collectorUrl: string;
  /**
   * Base URL of the product's web pages that a button's app page (APP_PAGE) opens in a browser:
   * each page's path (packages/h5/src/env/app-pages.ts) is resolved against it. Optional; absent,
   * the visitor app uses its default (`/h5-page/app/`).
   */
  appPageWebBase?: string;
  /**
   * Where "back" goes in a browser when there is no history to go back to. Optional; absent, the
   * visitor app goes to the demo page (`/h5-page/h5/demo`).
   */
  homeUrl?: string;
  /**
   * Hosts besides this site that links, state-code jumps and URL links may lead to (see
   * `allowedRedirect`). Optional; absent, only this site.
   */
  redirectAllowHosts?: string[];
  /**
   * The app's URL scheme or universal link that a browser visitor's "open the app" tries
   * (`?page=<app page>` and the page's query are added). Optional; absent, APP_LINK_DEFAULTS.open.
   */
  appOpenUrl?: string;
  /** Where "download the app" goes. Optional; absent, APP_LINK_DEFAULTS.download (on this site). */
  appDownloadUrl?: string;
  /**
   * The assessment provider's questionnaire, which a visitor without a risk tier is sent to before
   * paying (it receives `from` and comes back there). Optional; absent, the development
   * provider's (RISK_TEST_PATH).
   */
  suitabilityAssessUrl?: string;
}

/** The JSON the server inlines in `<script id="__H5_DATA__" type="application/json">`. */
export interface InlinedPageData {
  config: ClientConfig;
  /** The page the URL names, already loaded (null when the route has no page or it is missing). */
  page: ActivityPage | null;
  /** Page code the data belongs to, and whether it is the draft. */
  code: string | null;
  preview: boolean;
  /**
   * No page at this address, whatever code it names: the server's one not-found answer, shared
   * by every unknown code (so `code` is null), shows the not-found state without a page-detail
   * call.
   */
  missing?: true;
  /** Server clock at render time (ms), so clocks render the same on server and client. */
  now: number;
  /**
   * Answers of the page's public reads (`public-reads.ts`) made while rendering, by
   * `publicReadKey`; a read that failed or took too long is absent and the block makes it itself.
   */
  reads?: Record<string, unknown>;
  /**
   * A published document's: `page` holds its first screen's blocks whole and the others as
   * classified stubs (later-blocks.ts); their whole values are fetched from this address.
   */
  laterBlocks?: string;
  /**
   * The A/B variant this visitor was given, as its token (variants.ts: the key, marked for an
   * automatic allocation's holdout; `page` is already that variant's blocks): the visit's events
   * and leads carry it.
   */
  variant?: string;
  /**
   * A preview only: whether an approval covers the draft shown (its bar says 预览 · 已审核, else
   * 预览 · 未审核).
   */
  previewApproved?: boolean;
}
