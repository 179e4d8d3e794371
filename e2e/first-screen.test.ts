import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import { blocksHydrated } from './support/hydrated.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  await server.importPage({
    code: 'e2e-first-screen',
    title: '首屏',
    page_schema: [
      {
        name: 'image',
        value: { url: '/seed-assets/demo.svg', alt: '首屏图', width: 750, height: 360 },
        children: [],
      },
      { name: 'countdown', value: { type: 1, endTime: 4102444800000 }, children: [] },
      // Far below the fold: 12000 design px is 6000 CSS px on a 375-px phone.
      { name: 'empty', value: { height: 12000 }, children: [] },
      {
        name: 'image',
        value: { url: '/seed-assets/jjfz.svg', alt: '底部图', width: 750, height: 300 },
        children: [],
      },
      {
        name: 'button',
        value: { type: 'text', text: '打开弹窗', action: { type: 3, popupId: 'far-popup' } },
        children: [],
      },
      {
        name: 'popup',
        value: { id: 'far-popup', position: 'center' },
        children: [{ name: 'marquee', value: { content: '弹窗里的文字' }, children: [] }],
      },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the first screen of a visitor page in Chromium', () => {
  it('preloads the first picture eagerly, inlines the first screens’ styles and shifts nothing', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-first-screen`, { waitUntil: 'load' });
      const preload = page.locator('head link[rel="preload"][as="image"]');
      expect(await preload.getAttribute('href')).toBe('/seed-assets/demo.svg');
      expect(await preload.getAttribute('fetchpriority')).toBe('high');
      const first = page.locator('img[alt="首屏图"]');
      expect(await first.getAttribute('loading')).toBe('eager');
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      // The picture far below is not in the page (nor fetched) until the visitor comes near; the
      // server's markup holds it in <noscript> for browsers without scripts.
      expect(await page.locator('img[alt="底部图"]').count()).toBe(0);
      expect(requested).not.toContain('/seed-assets/jjfz.svg');
      const html = await (await fetch(`${server.origin}/h5-page/h5/e2e-first-screen`)).text();
      expect(html).toMatch(/<noscript><img [^>]*src="\/seed-assets\/jjfz.svg"[^>]*loading="lazy"/);

      // Only the first screen's block code is preloaded; the button below it is not.
      const preloaded = [...html.matchAll(/"(\/packages\/h5-page\/dist\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(preloaded.some((href) => /\/countdown-[^/]+\.js$/.test(href))).toBe(true);
      expect(preloaded.some((href) => /\/button-[^/]+\.js$/.test(href))).toBe(false);

      // The rest hydrates as the visitor scrolls near: its code arrives.
      await page.mouse.wheel(0, 20000);
      await expect
        .poll(() => requested.some((path) => /\/button-[^/]+\.js$/.test(path)), {
          timeout: 10_000,
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => requested.includes('/seed-assets/jjfz.svg')).toBe(true);
      expect(await page.locator('img[alt="底部图"]').getAttribute('loading')).toBe('lazy');
      // No block fetches a sheet of its own: those further down come as one, after the first screen.
      const sheets = requested.filter((path) => path.endsWith('.css'));
      expect(sheets.filter((path) => !path.includes('/sheets/'))).toEqual([]);
      expect(sheets.length).toBeLessThanOrEqual(1);
      expect(await page.locator('style').count()).toBeGreaterThan(0);

      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                total += (entry as unknown as { value: number }).value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks for its code only once the first picture has loaded and the page with it', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __largest: string[] }).__largest = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as unknown as { element: Element | null }).element;
            seen.push(element?.getAttribute('alt') ?? element?.tagName ?? '');
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`${server.origin}/h5-page/h5/e2e-first-screen`, { waitUntil: 'load' });
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        INTERACTIVE_MARK,
      );
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming;
        return {
          largest: (window as unknown as { __largest: string[] }).__largest,
          loadEvent: navigation.loadEventStart,
          picture: resources.find((entry) => entry.name.endsWith('/seed-assets/demo.svg'))
            ?.responseEnd,
          firstScript: Math.min(
            ...resources
              .filter((entry) => entry.name.endsWith('.js'))
              .map((entry) => entry.startTime),
          ),
        };
      });
      // The first picture is the largest paint of the first screen.
      expect(timing.largest.at(-1)).toBe('首屏图');
      // No script request stood between the page and its picture: none started before the
      // picture had arrived and the page had finished loading.
      expect(timing.picture).toBeDefined();
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.picture!);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEvent);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('skips laying out blocks off the screen, and moves no block for it: the demo, every block in it', async () => {
    // Every block on screen at once (a very tall window), with and without the skipping.
    const places = async (skipping: boolean) => {
      const { page, context, errors } = await openPhonePage(browser, {
        viewport: { width: 375, height: 12_000 },
      });
      try {
        if (!skipping) {
          await page.addInitScript(() =>
            document.addEventListener('DOMContentLoaded', () => {
              const style = document.createElement('style');
              style.textContent =
                '.h5-page > *, .h5-page > .h5-static > * { content-visibility: visible !important; }';
              document.head.append(style);
            }),
          );
        }
        await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
        // Blocks below the first screen hydrate one by one, and some size themselves in an effect
        // (the suspension bar's spacer): measure once every block has hydrated and the places
        // stayed the same over ten frames.
        await blocksHydrated(page);
        const blocks = await page.evaluate(async () => {
          const measure = () =>
            // Each block's root: a static block's is inside its own element, which has no box.
            [
              ...document.querySelectorAll(
                '.h5-page > :not(.h5-static), .h5-page > .h5-static > *',
              ),
            ].map((element) => {
              const box = element.getBoundingClientRect();
              return {
                block: element.className.split(' ')[0],
                skipping: getComputedStyle(element).contentVisibility,
                top: Math.round(box.top),
                height: Math.round(box.height),
              };
            });
          let last = JSON.stringify(measure());
          for (let same = 0; same < 10;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const now = JSON.stringify(measure());
            same = now === last ? same + 1 : 0;
            last = now;
          }
          return JSON.parse(last) as {
            block: string | undefined;
            skipping: string;
            top: number;
            height: number;
          }[];
        });
        expect(errors).toEqual([]);
        return blocks;
      } finally {
        await context.close();
      }
    };
    const skipped = await places(true);
    const plain = await places(false);
    expect(skipped.length).toBeGreaterThan(40);
    expect(skipped.filter((b) => b.skipping === 'auto').length).toBeGreaterThan(30);
    // Blocks that pin an overlay to the window are never contained.
    const overlays = skipped.filter((b) =>
      ['h5-popup', 'h5-retain-popup', 'h5-suspension'].includes(b.block ?? ''),
    );
    expect(overlays.length).toBeGreaterThan(0);
    for (const block of overlays) expect(block.skipping, block.block).toBe('visible');
    expect(skipped.map(({ block, top, height }) => ({ block, top, height }))).toEqual(
      plain.map(({ block, top, height }) => ({ block, top, height })),
    );

    // On a phone, a block far below is not laid out until the visitor scrolls near it.
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'load' });
      const far = page.locator('.h5-page > .h5-static > .h5-copyright').last();
      const laidOut = () =>
        far.evaluate(
          (element) =>
            element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        );
      expect(await laidOut()).toBe(false);
      await far.scrollIntoViewIfNeeded();
      await expect.poll(laidOut).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates a block far below only once the visitor scrolls near it, and asks for its code then', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/tourMap-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    });
    try {
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      // The first screen has hydrated, and nothing is on its way any more.
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        INTERACTIVE_MARK,
      );
      const far = page.locator('.h5-tour-map');
      const hydrated = () =>
        far.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        );
      expect(await hydrated()).toBe(false);
      expect(asked).toEqual([]);
      await far.scrollIntoViewIfNeeded();
      await expect.poll(hydrated).toBe(true);
      expect(asked).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does not lose a tap on a block whose code is still on its way', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    // The button's code arrives late, as on a slow network.
    await page.route(/\/assets\/button-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-first-screen`, { waitUntil: 'load' });
      // The first screen has hydrated (its countdown carries React's fiber); the button has not.
      await page.waitForFunction(() => {
        const countdown = document.querySelector('#root [class^="h5-countdown"]');
        return !!countdown && Object.keys(countdown).some((k) => k.startsWith('__reactFiber$'));
      });
      const button = page.getByText('打开弹窗');
      await button.scrollIntoViewIfNeeded();
      const hydrated = await button.evaluate((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      );
      expect(hydrated).toBe(false);
      await button.click();
      await expect
        .poll(() => page.getByText('弹窗里的文字').isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
