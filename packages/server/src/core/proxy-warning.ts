import type { FastifyInstance } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'forwarded'] as const;

/**
 * With TRUST_PROXY at 0 the server reads no forwarding header: behind a proxy that ends TLS the
 * token cookie never gets `Secure`, and per-address limits see the proxy, so one visitor's limit
 * is the whole site's. The first request that arrives with forwarding headers says so in the log,
 * once.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  if (app.config.trustProxyHops > 0) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const header = FORWARDING_HEADERS.find((name) => request.headers[name] !== undefined);
    if (!header) return;
    warned = true;
    app.log.warn(
      { header },
      `requests arrive through a proxy (${header}) but TRUST_PROXY is 0: set TRUST_PROXY to the number of proxies in front, or cookies miss Secure behind TLS and per-IP limits count the proxy`,
    );
  });
}
