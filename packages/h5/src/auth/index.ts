export { createTokenStore } from './token.ts';
export { readCookie } from './read-cookie.ts';
export type { CookieJar, TokenStore, TokenStoreOptions } from './token.ts';
export { parentCookieDomain } from '@h5-page/schema/parent-cookie-domain';
export { decodeJwtPayload, uidFromToken } from './jwt.ts';
