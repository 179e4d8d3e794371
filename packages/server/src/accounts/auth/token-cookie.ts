import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE_MAX_AGE_DAYS, TOKEN_COOKIE_NAME } from '@h5-page/schema/constants';
import { cookieDomainFor } from './cookie-domain.ts';

const DAY_SECONDS = 24 * 60 * 60;
export const TOKEN_COOKIE_MAX_AGE_SECONDS = TOKEN_COOKIE_MAX_AGE_DAYS * DAY_SECONDS;

/**
 * Sets the `token` cookie: 365 days (or the token's life when that is shorter), Path=/, SameSite=Lax, on the parent domain (or
 * COOKIE_DOMAIN). Not HttpOnly: the visitor app reads it to send the bearer header and to know
 * whether the visitor is logged in (spec section 6). Secure when the request came over HTTPS.
 */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { cookieDomain, tokenTtlDays } = request.server.config;
  const domain = cookieDomainFor(request.host, cookieDomain);
  const maxAge = Math.min(TOKEN_COOKIE_MAX_AGE_SECONDS, tokenTtlDays * DAY_SECONDS);
  reply.setCookie(TOKEN_COOKIE_NAME, token, {
    path: '/',
    maxAge,
    expires: new Date(Date.now() + maxAge * 1000),
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    ...(domain ? { domain } : {}),
  });
}
