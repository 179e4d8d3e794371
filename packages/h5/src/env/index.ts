export { createEnvAdapter, DEFAULT_HOME_URL, loginUrlFor } from './env-adapter.ts';
export type { EnvAdapter, EnvAdapterOptions, EnvWindow, UrlLinkTarget } from './env-adapter.ts';
export { createNativeBridge, DEFAULT_BRIDGE_NAMES } from './native-bridge.ts';
export type { NativeBridge, NativeBridgeNames, NativeBridgeOptions } from './native-bridge.ts';
export {
  isNewClient,
  loginMessage,
  openMiniProgramMessage,
  pageJumpMessage,
} from './native-messages.ts';
export type { MiniProgramTarget, NativeMessage } from './native-messages.ts';
export {
  APP_ONLY_PAGE,
  APP_PAGES,
  DEFAULT_APP_PAGE_WEB_BASE,
  appPageEntry,
  appPageWebUrl,
} from './app-pages.ts';
export type { AppOnlyPageName, AppPageEntry, NativeJump } from './app-pages.ts';
export { miniProgramLoginUrl } from './login-url.ts';
export { withQuery } from './with-query.ts';
