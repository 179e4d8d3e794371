import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated every interactive block on the page: each element of a block
 * (class `h5-…`) carries React's fiber, which a block whose chunk is still loading does not have yet. Blocks
 * below the first screen hydrate as a visitor scrolls near them: the page is scrolled through a
 * screen a frame, as a flick would, then each block still waiting is brought into view until it
 * has hydrated, and the page goes back to where it was.
 */
export async function blocksHydrated(page: Page, timeout = 15_000): Promise<void> {
  // An evaluation has no limit of its own: a page that stops painting would hold it for ever. The
  // bound is generous, as a long page scrolled on a busy machine paints slowly.
  const scrollLimit = Math.max(timeout, 120_000);
  const bounded = <T>(work: Promise<T>, what: string) => {
    let limit: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        limit = setTimeout(
          () => reject(new Error(`blocks did not hydrate: ${what} took over ${scrollLimit} ms`)),
          scrollLimit,
        );
      }),
    ]).finally(() => clearTimeout(limit));
  };
  const scrolled = await bounded(
    page.evaluate(async () => {
      const from = window.scrollY;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frame();
        await frame();
      }
      return from;
    }),
    'scrolling through the page a frame at a time',
  );
  await page.waitForFunction(
    () => {
      // A static block's markup is final and never hydrated: its own element (`h5-static`) is.
      const blocks = [...document.querySelectorAll('#root [class^="h5-"]')].filter(
        (el) => !el.parentElement?.closest('.h5-static'),
      );
      const waiting = blocks.find(
        (el) => !Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      );
      waiting?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return blocks.length > 0 && !waiting;
    },
    undefined,
    { timeout },
  );
  await bounded(
    page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled),
    'scrolling back',
  );
}
