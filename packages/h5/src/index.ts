export { createApiClient, ApiError, TokenMissingError } from './api/index.ts';
export type { ApiClient, ApiClientOptions } from './api/index.ts';
export { createTokenStore, parentCookieDomain, uidFromToken } from './auth/index.ts';
export type { TokenStore } from './auth/index.ts';
export { matchPageRoute, matchRoute } from '@h5-page/schema/page-route';
export type { PageRouteMatch, RouteMatch } from '@h5-page/schema/page-route';
export { renderHead, inlineDataScript } from './head.ts';
