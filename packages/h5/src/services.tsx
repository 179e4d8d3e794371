import { createContext, useContext } from 'react';
import type { CSSProperties } from 'react';
import type { ClientConfig, InlinedPageData } from '@h5-page/schema/client-config';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { ActivityPage } from '@h5-page/schema/page';
import type {
  ActionContext,
  BlockAction,
  RuntimeEnv,
  RuntimePopups,
} from '@h5-page/blocks/runtime';
import type { ApiClient } from './api/api-client.ts';
import type { TokenStore } from './auth/token.ts';
import type { Tracker } from './tracking/tracker.ts';

/**
 * The app-wide services the routes and the block runtime are built from. In the browser, what a
 * first render needs is at hand; the rest loads right after hydration (services/lazy-services.ts).
 */
export interface AppServices {
  config: ClientConfig;
  environment: Environment;
  /** The blocks' environment, and the app link of the "continue in the app" page. */
  env: RuntimeEnv & { openInApp(page: string, search?: string): void };
  /** Gateway client that shows errors to the visitor (blocks use this one). */
  api: ApiClient;
  /** The page-detail call: the page, null when there is none; rejects when it cannot be loaded. */
  loadPage(code: string, preview: boolean): Promise<ActivityPage | null>;
  /** Sets document.title and the keywords and description meta tags to the page's. */
  setDocumentMeta(page: ActivityPage): void;
  /**
   * In WeChat's browser, sets the card the page shows when shared (the JS-SDK, loaded after
   * hydration, and only there) and counts the visitor's shares; elsewhere nothing.
   */
  setShareCard(page: ActivityPage): void;
  /** The action dispatcher, for one page's popups. */
  runAction(action: BlockAction, context: ActionContext, popups: RuntimePopups): Promise<void>;
  /**
   * The login token: read at once; written and cleared through the token store. `subscribe`
   * hears every change (a login, or the API client clearing an expired one).
   */
  token: Pick<TokenStore, 'get' | 'set' | 'clear'> & {
    subscribe(listener: () => void): () => void;
  };
  tracker: Tracker;
  toast(message: string): void;
  /** Inline style of a page background (a colour or an image URL). */
  backgroundStyle(value: string): CSSProperties;
  /** Goes to another URL without keeping this one in history. */
  replaceLocation(url: string): void;
  reload(): void;
}

export interface AppContextValue {
  services: AppServices;
  /** What the server inlined (the page of the first URL, the config, the render time). */
  data: InlinedPageData;
  /**
   * The URL the document was loaded at. Pages never change it in place (every link loads a new
   * document), so the app reads it once and routes by it; no router is needed.
   */
  location: AppLocation;
}

/** The visitor URL's path (whole, with its basename) and query string (`?…` or ''). */
export interface AppLocation {
  pathname: string;
  search: string;
}

/** Splits a visitor URL (path and query, as the server receives it) into an AppLocation. */
export function appLocation(url: string): AppLocation {
  const [pathAndQuery = ''] = url.split('#', 1);
  const queryStart = pathAndQuery.indexOf('?');
  return queryStart < 0
    ? { pathname: pathAndQuery || '/', search: '' }
    : {
        pathname: pathAndQuery.slice(0, queryStart) || '/',
        search: pathAndQuery.slice(queryStart),
      };
}

export const AppContext = createContext<AppContextValue | null>(null);
AppContext.displayName = 'H5App';

function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('no <AppContext> above this component');
  return value;
}

export function useServices(): AppServices {
  return useApp().services;
}

export function useInitialData(): InlinedPageData {
  return useApp().data;
}

export function useAppLocation(): AppLocation {
  return useApp().location;
}
