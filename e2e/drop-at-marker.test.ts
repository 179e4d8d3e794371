import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeAdminApi, openSavedPage } from './support/fake-admin-api.ts';
import { blockTypes } from './support/puck.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

/**
 * A block dragged from the palette lands where the canvas's marker showed it would, also when
 * the canvas scrolled under the drag (a long page, the pointer held at its lower edge).
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const spacer = (height: number) => ({ name: 'empty', value: { height }, children: [] });
const saved = new Map<string, Record<string, unknown>>([
  [
    'long',
    {
      code: 'long',
      title: '长页面',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [
        ...[150, 151, 152, 153, 154].map(spacer),
        {
          name: 'leadForm',
          value: {
            title: '免费领取投顾策略体验',
            buttonText: '立即领取',
            versionId: 276,
            callbackNote: '回访电话以 020 开头，请留意接听',
          },
          children: [],
        },
        ...[156, 157, 158, 159].map(spacer),
      ],
    },
  ],
]);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  await page.route('**/admin/api/**', fakeAdminApi(context, server.origin, saved));
});

afterAll(async () => {
  // A call of the builder's still being answered by the stand-in as the browser closes is dropped,
  // not failed: the context it would read is gone.
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  await browser?.close();
  await server?.close();
});

describe('dropping a block', () => {
  it('lands below the form where the marker showed, after the canvas scrolled under the drag', async () => {
    await openSavedPage(page, server.origin, '长页面', 'long');
    const canvas = page.frameLocator('#preview-frame');
    await expect.poll(async () => (await blockTypes(canvas)).length).toBe(10);
    const frame = (await page.locator('#preview-frame').boundingBox())!;
    const canvasFrame = (await (await page
      .locator('#preview-frame')
      .elementHandle())!.contentFrame())!;

    const item = page
      .locator('[data-puck-drawer-item][role="button"]')
      .filter({ hasText: /^按钮$/ });
    await item.scrollIntoViewIfNeeded();
    const from = (await item.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 30, from.y + from.height / 2, { steps: 5 });
    // Held at the canvas's lower edge, the canvas scrolls until the pointer moves away.
    await page.mouse.move(frame.x + 100, frame.y + frame.height - 8, { steps: 20 });
    await expect
      .poll(() => canvasFrame.evaluate(() => scrollY), { timeout: 20_000 })
      .toBeGreaterThan(100);
    await page.mouse.move(frame.x + 100, frame.y + 300, { steps: 10 });

    // Over the form's lower part: the marker shows below it, above the next block.
    const form = canvas.locator('[data-puck-component^="leadForm-"]');
    const next = canvas.locator('[data-puck-component^="empty-"]').nth(5);
    const at = async () => {
      const box = (await form.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height * 0.8 };
    };
    const target = await at();
    await page.mouse.move(target.x, target.y, { steps: 10 });
    const marker = page.frameLocator('#preview-frame').locator('[data-puck-line-placeholder]');
    await expect.poll(() => marker.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const place = async () => {
      const [m, f, n] = await Promise.all([
        marker.first().boundingBox(),
        form.boundingBox(),
        next.boundingBox(),
      ]);
      return m && f && n ? m.y >= f.y + f.height - 2 && m.y <= n.y + 2 : false;
    };
    await expect.poll(place, { timeout: 10_000 }).toBe(true);

    await page.mouse.up();
    await expect
      .poll(() => blockTypes(canvas), { timeout: 10_000 })
      .toEqual([
        'empty',
        'empty',
        'empty',
        'empty',
        'empty',
        'leadForm',
        'button',
        'empty',
        'empty',
        'empty',
        'empty',
      ]);
  });
});
