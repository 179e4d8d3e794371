import { createContext, useContext } from 'react';

/** Options of a gateway call: `needToken` sends the bearer token (and cancels the call without one). */
export interface ApiCallOptions {
  needToken?: boolean;
  /** Show the envelope's `msg` and reject when `code !== 1` (otherwise such answers resolve `undefined`). */
  hideError?: boolean;
  /**
   * Show nothing to the visitor: the call still rejects (or resolves) as it would, and the caller
   * shows the error its own way (a block's tooltip), or not at all (live data that keeps its value).
   */
  quiet?: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Gateway calls; each resolves the envelope's `response` (spec section 8). A failed call rejects
 * with an Error whose message is what the visitor is told; the visitor app's also carries
 * `reason`, the envelope's code as text (`SUITABILITY_MISMATCH`), and `shown`, whether it has
 * been told already (see `shared/suitability-gate.ts`).
 */
export interface RuntimeApi {
  get<T = unknown>(
    path: string,
    query?: Record<string, QueryValue>,
    options?: ApiCallOptions,
  ): Promise<T | undefined>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiCallOptions): Promise<T | undefined>;
}

/** A block's action (the button's `action`, an image's `action`): `type` is one of spec section 9. */
export interface BlockAction {
  type: number;
  [field: string]: unknown;
}

/** Where an action comes from. */
export interface ActionContext {
  /** Path of the block in the page, e.g. `page_schema[3]`. */
  path: string;
  /** Name of the block, e.g. `button`. */
  block?: string;
}

export interface RuntimeActions {
  /** Dispatches an action by its `type` (the one action dispatcher of DESIGN.md). */
  run(action: BlockAction, context: ActionContext): Promise<void>;
}

/** The environment the page runs in, and the moves that depend on it. */
export interface RuntimeEnv {
  /** The product's app web view (user agent contains n8Web). */
  isApp: boolean;
  isWeChat: boolean;
  isMiniProgram: boolean;
  isMobile: boolean;
  /** The app version from the user agent, or null outside the app. */
  appVersion: string | null;
  openUrl(url: string): void;
  /**
   * Opens an app page by its page name (APP_PAGE): a native page in the app, the mini program's
   * page in the mini program, its web page in a browser.
   */
  openAppPage(pageName: string, params?: Record<string, string>): void;
  /** Sends the visitor to login; `from` is where to come back to (default: the current URL). */
  login(from?: string, type?: string): void;
  back(): void;
}

export interface RuntimePopups {
  open(id: string): void;
  close(id: string): void;
  /** Hook: whether the popup is open (hidden at creation). */
  useVisible(id: string): boolean;
}

export interface ClickOptions {
  /**
   * Also send the click to Baidu statistics (when a Baidu site id is configured): true, or the
   * event label to use instead of the click's name (a button's `baiduStatistics`).
   */
  baidu?: boolean | string;
}

/** The visit the page's view was counted as: its session id and the session its answer gave. */
export interface RuntimeVisit {
  sid: string;
  vs: string;
}

export interface RuntimeTracker {
  /** A click: always to our collector; to Baidu statistics too when `options.baidu` asks. */
  click(name: string, data?: Record<string, unknown>, options?: ClickOptions): void;
  /**
   * The current page's visit, once its page view has been answered: what a lead sends so the
   * server credits it to the A/B variant that view was counted for. Null without one (a
   * preview, a page view the collector did not count); absent where nothing is tracked.
   */
  visit?(): Promise<RuntimeVisit | null>;
}

export interface RuntimeAuth {
  token(): string | null;
  /**
   * Calls `listener` when the token changes (an expired login clears it), so blocks render as
   * the visitor now is (`shared/use-token.ts`); absent, the token never changes under a page.
   */
  subscribe?(listener: () => void): () => void;
  /**
   * Keeps a login a block's own call made (a lead form's code logs the visitor in), so the
   * page's other blocks see it; absent where no login can be kept (the builder's canvas).
   */
  signedIn?(token: string): void;
}

export interface RuntimePage {
  code: string;
  /** `extra.pageID` of the page, used for visit tracking. */
  pageID: number | null;
  preview: boolean;
  /** The A/B variant the visitor was given (absent: the page has none); events carry it. */
  variant?: string;
}

/**
 * The address the visitor's browser shows. Read it when the visitor acts or after hydration,
 * never while rendering: the server renders one page for every query and path segment.
 */
export interface RuntimeLocation {
  /** The whole address ('' where there is none, as on the server). */
  href(): string;
  /** Loads the page again: what a block whose code failed twice to load falls back to. */
  reload(): void;
}

/** How blocks reach the world: they never call fetch, location or native bridges themselves. */
export interface BlockRuntime {
  api: RuntimeApi;
  actions: RuntimeActions;
  env: RuntimeEnv;
  toast(message: string): void;
  popups: RuntimePopups;
  tracker: RuntimeTracker;
  auth: RuntimeAuth;
  page: RuntimePage;
  location: RuntimeLocation;
  /** Server clock at render time (ms): clocks render from it so hydration matches. */
  now: number;
  /** Answers of public reads the server made while rendering, by `publicReadKey`. */
  reads?: Readonly<Record<string, unknown>>;
  /**
   * Hosts besides this site that a link in a page's text may lead to (REDIRECT_ALLOW_HOSTS, see
   * `allowedRedirect`); absent, only this site.
   */
  redirectAllowHosts?: readonly string[];
  /**
   * The assessment provider's questionnaire (ClientConfig.suitabilityAssessUrl), where a visitor
   * goes from the suitability gate of a pay path (`shared/suitability-gate.ts`); absent, the
   * development provider's (RISK_TEST_PATH).
   */
  suitabilityAssessUrl?: string;
}

export const RuntimeContext = createContext<BlockRuntime | null>(null);
RuntimeContext.displayName = 'BlockRuntime';

export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): BlockRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: no <RuntimeProvider> above this block');
  return runtime;
}
