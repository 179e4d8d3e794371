import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A state-changing call that a page of another site sends (its Origin, or Referer without one,
 * names a host that is neither this one nor a host of REDIRECT_ALLOW_HOSTS) is refused with 403:
 * the visitor's token cookie would otherwise act for that site. Calls with neither header
 * (scripts, the app) are not a browser acting for someone else.
 */
export function sameSiteWrite(app: FastifyInstance): preHandlerAsyncHookHandler {
  const allowed = app.config.redirectAllowHosts;
  return async function refuseCrossSite(request) {
    const origin = request.headers.origin ?? request.headers.referer;
    if (origin === undefined) return;
    const host = origin === 'null' ? null : hostOf(origin);
    const own = request.hostname.toLowerCase();
    const ok =
      host !== null &&
      (host === own ||
        allowed.some((rule) => (rule.startsWith('.') ? host.endsWith(rule) : host === rule)));
    if (!ok) throw new AppError('CROSS_SITE_REFUSED');
  };
}
