import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeAdminApi, openSavedPage } from './support/fake-admin-api.ts';
import { blockTypes, dragIn, select } from './support/puck.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

/**
 * The block palette in a real browser, against a stand-in of the admin API: a click (or Enter)
 * on an item adds its block, and a drag still adds exactly the one block it drops.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const saved = new Map<string, Record<string, unknown>>([
  [
    'gift',
    {
      code: 'gift',
      title: '新春礼包',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [
        { name: 'empty', value: { height: 20 }, children: [] },
        { name: 'empty', value: { height: 40 }, children: [] },
      ],
    },
  ],
]);
const errors: string[] = [];

/** The palette item reading `label` (Puck's focusable, draggable one). */
const paletteItem = (label: string) =>
  page
    .locator('[data-puck-drawer-item][role="button"]')
    .filter({ hasText: new RegExp(`^${label}$`) });

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/admin/api/**', fakeAdminApi(context, server.origin, saved));
});

afterAll(async () => {
  // A call of the builder's still being answered by the stand-in as the browser closes is dropped,
  // not failed: the context it would read is gone.
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  await browser?.close();
  await server?.close();
});

describe('the block palette', () => {
  it('adds a block on a click or Enter, after the selected one, and a drag adds only its drop', async () => {
    await openSavedPage(page, server.origin, '新春礼包', 'gift');
    const canvas = page.frameLocator('iframe').first();
    await expect.poll(() => blockTypes(canvas)).toEqual(['empty', 'empty']);

    // Nothing selected: at the end of the page, selected, its fields open.
    await paletteItem('分割线').click();
    await expect.poll(() => blockTypes(canvas)).toEqual(['empty', 'empty', 'divider']);
    await page.locator('[data-field="value.thickness"]:visible').first().waitFor();

    // The first block selected: right after it.
    await select(page, canvas, 'empty', 'height');
    await paletteItem('图标').click();
    await expect.poll(() => blockTypes(canvas)).toEqual(['empty', 'icon', 'empty', 'divider']);
    await page.locator('[data-field="value.text"]:visible').first().waitFor();

    // From the keyboard: after the icon, the block now selected.
    await paletteItem('分割线').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => blockTypes(canvas))
      .toEqual(['empty', 'icon', 'divider', 'empty', 'divider']);

    // A drag that comes back to its item and ends there adds nothing.
    const item = paletteItem('按钮');
    await item.scrollIntoViewIfNeeded();
    const box = (await item.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 5 });
    await expect.poll(() => page.locator('[data-dnd-dragging]').count()).toBeGreaterThan(0);
    await page.mouse.move(x, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.locator('[data-dnd-dragging]').count()).toBe(0);
    expect(await blockTypes(canvas)).toEqual(['empty', 'icon', 'divider', 'empty', 'divider']);
    // A drag moved onto the canvas adds the one block it drops.
    await dragIn(page, canvas, '倒计时');
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page.getByText('草稿已保存').waitFor();
    const file = saved.get('gift') as { page_schema: { name: string }[] };
    expect(file.page_schema.map((b) => b.name).sort()).toEqual(
      ['countdown', 'divider', 'divider', 'empty', 'empty', 'icon'].sort(),
    );
    expect(errors).toEqual([]);
  });
});
