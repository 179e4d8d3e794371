import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the built visitor app's content-hashed files are served. */
const HASHED_ASSETS = '/packages/h5-page/dist/assets/';

export interface RepeatVisit {
  path: string;
  /** Requests the first visit sent to the server for hashed assets. */
  firstVisitAssetRequests: number;
  /** Requests the second visit sent to the server for hashed assets (0: all from the cache). */
  repeatAssetRequests: number;
  /** Every request of the second visit that reached the server (document, calls, beacons). */
  repeatRequests: number;
}

/**
 * A visitor who comes back: the page opened, scrolled to its end and left alone until the
 * network is quiet; then opened again in a new tab of the same browser (a new navigation, not a
 * reload, which would revalidate). The browser talks to the server through a counting proxy on
 * this machine, so what is counted is what reached the server.
 */
export async function repeatVisits(
  origin: string,
  paths: string[],
  userAgent: string,
): Promise<RepeatVisit[]> {
  const target = new URL(origin);
  let seen: string[] = [];
  const proxy = createServer((incoming, outgoing) => {
    seen.push(incoming.url ?? '');
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const visit = async (page: Page, path: string) => {
    await page.goto(proxyOrigin + path, { waitUntil: 'load' });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      INTERACTIVE_MARK,
    );
    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  };
  try {
    const results: RepeatVisit[] = [];
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        userAgent,
      });
      try {
        seen = [];
        await visit(await context.newPage(), path);
        const first = seen.filter((url) => url.startsWith(HASHED_ASSETS)).length;
        seen = [];
        await visit(await context.newPage(), path);
        results.push({
          path,
          firstVisitAssetRequests: first,
          repeatAssetRequests: seen.filter((url) => url.startsWith(HASHED_ASSETS)).length,
          repeatRequests: seen.length,
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
    await new Promise((resolve) => proxy.close(resolve));
  }
}
