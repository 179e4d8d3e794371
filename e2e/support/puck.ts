import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';

/** Drags a palette item (by its Chinese name) to the end of the page's top-level list. */
export async function dragIn(page: Page, canvas: FrameLocator, label: string): Promise<void> {
  const item = page.getByText(label, { exact: true }).first();
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  const zone = await canvas.locator('[data-puck-dropzone]').first().boundingBox();
  if (!from || !zone) throw new Error(`cannot drag ${label}`);
  const before = await canvas.locator('[data-puck-component]').count();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 30, from.y + from.height / 2, { steps: 5 });
  const x = zone.x + zone.width / 2;
  const y = zone.y + zone.height - 10;
  await page.mouse.move(x, y, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.move(x, y + 2, { steps: 3 });
  await page.mouse.up();
  // The drop animates before the block lands; the next drag must not start inside it.
  const dragging = '[data-dnd-dragging], [data-dnd-placeholder]';
  await expect
    .poll(
      async () => (await page.locator(dragging).count()) + (await canvas.locator(dragging).count()),
    )
    .toBe(0);
  await expect.poll(() => canvas.locator('[data-puck-component]').count()).toBe(before + 1);
}

/**
 * Selects the first block of `type` on the canvas until the fields panel shows its `field`.
 * Right after a drop the canvas may still place the previous selection's overlay over the
 * block, and a click there selects that block instead; a marketer simply clicks again.
 */
export async function select(
  page: Page,
  canvas: FrameLocator,
  type: string,
  field: string,
): Promise<void> {
  const block = canvas.locator(`[data-puck-component^="${type}-"]`).first();
  const shown = page.locator(`[data-field="value.${field}"]:visible`);
  await expect
    .poll(
      async () => {
        await block.click({ force: true, position: { x: 12, y: 6 } });
        return shown.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

/** The canvas's blocks in order, by type. */
export const blockTypes = (canvas: FrameLocator): Promise<string[]> =>
  canvas
    .locator('[data-puck-component]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-puck-component')!.split('-')[0]!));
