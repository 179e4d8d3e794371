export { createApiClient, ApiError, TokenMissingError } from './api/index.ts';
export type { ApiClient, ApiClientOptions } from './api/index.ts';
export { createTokenStore, parentCookieDomain, uidFromToken } from './auth/index.ts';
export type { TokenStore } from './auth/index.ts';
export { matchPageRoute, matchRoute } from './routes/match-page-route.ts';
export type { PageRouteMatch, RouteMatch } from './routes/match-page-route.ts';
export { renderHead, inlineDataScript, escapeHtml } from './head.ts';
