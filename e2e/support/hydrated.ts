import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated every block on the page: each element of a block (class `h5-…`)
 * carries React's fiber, which a block whose chunk is still loading does not have yet. Blocks
 * below the first screen hydrate as a visitor scrolls near them: the page is scrolled through a
 * screen a frame, as a flick would, then each block still waiting is brought into view until it
 * has hydrated, and the page goes back to where it was.
 */
export async function blocksHydrated(page: Page, timeout = 15_000): Promise<void> {
  const scrolled = await page.evaluate(async () => {
    const from = window.scrollY;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    return from;
  });
  await page.waitForFunction(
    () => {
      const blocks = [...document.querySelectorAll('#root [class^="h5-"]')];
      const waiting = blocks.find(
        (el) => !Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      );
      waiting?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return blocks.length > 0 && !waiting;
    },
    undefined,
    { timeout },
  );
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolled);
}
