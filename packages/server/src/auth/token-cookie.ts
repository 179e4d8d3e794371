import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE_MAX_AGE_DAYS, TOKEN_COOKIE_NAME } from '@h5-page/schema/constants';
import { cookieDomainFor } from './cookie-domain.ts';

export const TOKEN_COOKIE_MAX_AGE_SECONDS = TOKEN_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * Sets the `token` cookie: 365 days, Path=/, SameSite=Lax, on the parent domain (or
 * COOKIE_DOMAIN). Not HttpOnly: the visitor app reads it to send the bearer header and to know
 * whether the visitor is logged in (spec section 6). Secure when the request came over HTTPS.
 */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const domain = cookieDomainFor(request.host, request.server.config.cookieDomain);
  reply.setCookie(TOKEN_COOKIE_NAME, token, {
    path: '/',
    maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
    expires: new Date(Date.now() + TOKEN_COOKIE_MAX_AGE_SECONDS * 1000),
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    ...(domain ? { domain } : {}),
  });
}
