import type { FastifyRequest } from 'fastify';
import { sentFromOwnSite } from './same-site-write.ts';

/**
 * Whether the browser reached this site over TLS, so a cookie set now may be `Secure`: the
 * connection itself, or behind TRUST_PROXY proxies the `X-Forwarded-Proto` the nearest one set
 * (Fastify's `request.protocol`; with TRUST_PROXY at 0 that header is never read, as any client
 * could write it). Failing those, a page of this site served over https that sent the request
 * (its Origin, else Referer): a browser on an https page reaches its own site over TLS, whatever
 * a proxy in between forwarded, so a proxy left unnamed or a chain that forwards only its own
 * `http` still gets a `Secure` cookie. Plain-HTTP sites (a machine tried out without TLS) keep
 * cookies without it, which is the only way their browser keeps them.
 */
export function overTls(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const page = request.headers.origin ?? request.headers.referer;
  return page !== undefined && /^https:\/\//i.test(page) && sentFromOwnSite(request);
}
