import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this request for a page of this site or of `allowHosts` (REDIRECT_ALLOW_HOSTS
 * rules: a host, or `.suffix` for its subdomains), judged by Origin, else Referer. Hosts are
 * compared without their ports, as cookies are scoped: a page on another port of this host
 * already holds the same cookies. A request with neither header (a script, the app) is not a
 * browser acting for someone else; `Origin: null` (a sandboxed frame, a data: page) is.
 */
export function sentFromOwnSite(
  request: FastifyRequest,
  allowHosts: readonly string[] = [],
): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  const host = source === 'null' ? null : hostnameOf(source);
  if (host === null) return false;
  if (host === request.hostname.toLowerCase()) return true;
  return allowHosts.some((rule) => (rule.startsWith('.') ? host.endsWith(rule) : host === rule));
}

/**
 * Whether a GET was asked for by a page of this very origin or by the person at the browser (an
 * address typed, a bookmark), never by another site's page sending the browser here: a link, a
 * redirect or `window.open` is a top-level GET, which carries a SameSite=Lax cookie. Judged by
 * Fetch Metadata (`Sec-Fetch-Site`: `same-origin` or `none`; `same-site` is refused, since a
 * sibling subdomain's pages are not ours to trust), else, from a browser predating it, by an
 * Origin or Referer naming this host. A request with none of these is a script, unless it carries
 * `Upgrade-Insecure-Requests`, which every browser's navigation does: then it is such a browser
 * whose page withheld its Referer, as another site's page can.
 */
export function askedOnOwnSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (request.headers.origin !== undefined || request.headers.referer !== undefined) {
    return sentFromOwnSite(request);
  }
  return request.headers['upgrade-insecure-requests'] === undefined;
}

/**
 * Gateway writes (state-changing POSTs) from another site's page are refused: the visitor's token
 * cookie would otherwise act for that site. Pages of REDIRECT_ALLOW_HOSTS are the product's own.
 */
export function sameSiteWrite(app: FastifyInstance): preHandlerAsyncHookHandler {
  const allowed = app.config.redirectAllowHosts;
  return async function refuseCrossSite(request) {
    if (!sentFromOwnSite(request, allowed)) throw new AppError('CROSS_SITE_REFUSED');
  };
}
