import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated every block on the page: each element of a block (class `h5-…`)
 * carries React's fiber, which a block whose chunk is still loading does not have yet.
 */
export async function blocksHydrated(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const blocks = [...document.querySelectorAll('#root [class^="h5-"]')];
      return (
        blocks.length > 0 &&
        blocks.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))
      );
    },
    undefined,
    { timeout },
  );
}
