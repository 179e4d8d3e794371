import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE_USER_AGENT, PHONE_VIEWPORT } from '../browser.ts';
import { PROBE_SCRIPT } from './probe.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A phone (375×812, iPhone user agent, touch) that runs the crawler's probe on every page and
 * never reaches a host other than `origin`: a request elsewhere is refused and named. `address`
 * is the visitor's own address, as the proxy in front tells it (`X-Forwarded-For`) to a server
 * that trusts one proxy: per-address limits count each visitor apart.
 */
export async function crawlContext(
  browser: Browser,
  origin: string,
  storageState?: StorageState,
  address?: string,
): Promise<{ context: BrowserContext; elsewhere: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    ...(storageState ? { storageState } : {}),
    ...(address ? { extraHTTPHeaders: { 'X-Forwarded-For': address } } : {}),
  });
  await context.addInitScript(PROBE_SCRIPT);
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return { context, elsewhere };
}
