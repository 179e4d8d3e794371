import { createContext, useContext } from 'react';
import type { ClientConfig, InlinedPageData } from '@h5-page/schema/client-config';
import type { Environment } from '@h5-page/schema/detect-environment';
import type { RuntimeEnv } from '@h5-page/blocks/runtime';
import type { ApiClient } from './api/api-client.ts';
import type { TokenStore } from './auth/token.ts';
import type { Tracker } from './tracking/tracker.ts';

/** The app-wide services the routes and the block runtime are built from. */
export interface AppServices {
  config: ClientConfig;
  environment: Environment;
  env: RuntimeEnv;
  /** Gateway client that shows errors to the visitor (blocks use this one). */
  api: ApiClient;
  /** Gateway client that stays quiet: the page shows its own loading and error states. */
  pageApi: ApiClient;
  token: TokenStore;
  tracker: Tracker;
  toast(message: string): void;
  /** Goes to another URL without keeping this one in history. */
  replaceLocation(url: string): void;
  reload(): void;
}

export interface AppContextValue {
  services: AppServices;
  /** What the server inlined (the page of the first URL, the config, the render time). */
  data: InlinedPageData;
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
