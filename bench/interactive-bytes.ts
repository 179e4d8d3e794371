import { chromium } from 'playwright-core';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's mobile preset (slow 4G, 4× CPU slowdown) as it applies it in DevTools throttling
 * mode: the latency and throughputs below are its `mobileSlow4G` DevTools figures.
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface InteractiveFigures {
  /** Bytes transferred (headers and bodies, compressed as sent) by requests made before the mark. */
  bytes: number;
  /** Those requests, the document included. */
  requests: number;
  /** When the first screen answered taps, from navigation start (throttled). */
  interactiveMs: number;
  /** Every byte of the load, what came after the mark too (below-the-fold blocks, pictures). */
  wholeBytes: number;
}

interface PageFigures {
  path: string;
  runs: number;
  median: InteractiveFigures;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * What a phone downloads before a page is interactive, measured in Chromium on a throttled
 * phone: every request the page made before it set its interactive mark (the first screen
 * hydrated, the services a tap needs asked for), counted whole even if it finished later, with
 * the sizes the browser's resource timing reports as transferred.
 */
export async function bytesBeforeInteractive(
  origin: string,
  paths: string[],
  runs: number,
  userAgent: string,
): Promise<PageFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const results: PageFigures[] = [];
    for (const path of paths) {
      const measured: InteractiveFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          userAgent,
        });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
          await page.waitForFunction(
            (mark) => performance.getEntriesByName(mark).length > 0,
            INTERACTIVE_MARK,
            { timeout: 120_000 },
          );
          await page.waitForLoadState('networkidle', { timeout: 120_000 });
          measured.push(
            await page.evaluate((mark) => {
              // No named functions in here: tsx would wrap them in a helper the page lacks.
              const at = performance.getEntriesByName(mark)[0]!.startTime;
              const navigation = performance.getEntriesByType(
                'navigation',
              )[0] as PerformanceNavigationTiming;
              const resources = performance.getEntriesByType(
                'resource',
              ) as PerformanceResourceTiming[];
              const before = resources.filter((entry) => entry.startTime <= at);
              return {
                bytes: before.reduce(
                  (total, entry) => total + entry.transferSize,
                  navigation.transferSize,
                ),
                requests: 1 + before.length,
                interactiveMs: Math.round(at),
                wholeBytes: resources.reduce(
                  (total, entry) => total + entry.transferSize,
                  navigation.transferSize,
                ),
              };
            }, INTERACTIVE_MARK),
          );
        } finally {
          await context.close();
        }
      }
      results.push({
        path,
        runs,
        median: {
          bytes: median(measured.map((m) => m.bytes)),
          requests: median(measured.map((m) => m.requests)),
          interactiveMs: median(measured.map((m) => m.interactiveMs)),
          wholeBytes: median(measured.map((m) => m.wholeBytes)),
        },
      });
      console.log(
        `[bench] ${path}: ${(results.at(-1)!.median.bytes / 1000).toFixed(1)} kB before interactive`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
