export { build, resolveConfig } from './app.ts';
export type { BuildOptions } from './app.ts';
export {
  loadConfig,
  deriveClientConfig,
  productionProblems,
  ConfigError,
  COLLECTOR_BASE,
} from './config.ts';
export type { Config, AppEnv, ProviderConfig, ProvidersConfig } from './config.ts';
export { AppError, ERROR_CATALOGUE, ok } from './errors.ts';
export type { Envelope, ErrorCode } from './errors.ts';
export { openAppStore } from './app-store.ts';
export type { AppStore } from './app-store.ts';
export type { PageRepository } from './pages/store/page-repository.ts';
export type { EventRepository, NewEvent } from './tracking/event-repository.ts';
export { ROUTE_PAGE_CODES } from './seed/route-pages.ts';
export { routePageCode } from '@h5-page/schema/route-page-code';
export { DEMO_PAGE } from './seed/demo-page.ts';
