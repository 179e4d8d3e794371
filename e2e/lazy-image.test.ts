import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { validatePage } from '@h5-page/schema';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const result = validatePage({
    code: 'e2e-lazy',
    title: '懒加载图片',
    page_schema: [
      {
        name: 'image',
        value: { url: '/seed-assets/demo.svg', alt: '首屏图', width: 750, height: 360 },
      },
      // Far below the fold: 12000 design px is 6000 CSS px on a 375-px phone.
      { name: 'empty', value: { height: 12000 } },
      {
        name: 'image',
        value: { url: '/seed-assets/jjfz.svg', alt: '底部图', width: 750, height: 300 },
      },
      {
        name: 'button',
        value: { type: 'text', text: '打开弹窗', action: { type: 3, popupId: 'lazy-popup' } },
      },
      {
        name: 'popup',
        value: { id: 'lazy-popup', position: 'center' },
        children: [
          {
            name: 'image',
            value: { url: '/seed-assets/slzf.svg', alt: '弹窗图', width: 600, height: 288 },
          },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  await server.app.pages.importPage(result.page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('lazy images in Chromium', () => {
  it('reserve their box, load below-the-fold images only when scrolled near, and load client-rendered images in view', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-lazy`, { waitUntil: 'networkidle' });
      expect(requested).toContain('/seed-assets/demo.svg');
      expect(requested).not.toContain('/seed-assets/jjfz.svg');

      // The far image's box already has its height (375 × 300 / 750 = 150 px): nothing shifts.
      // Its picture is not in the page yet (only in <noscript>, for browsers without scripts).
      const far = page.locator('.h5-image').nth(1);
      expect(await far.locator('img').count()).toBe(0);
      const box = await far.boundingBox();
      expect(box?.height).toBeCloseTo(150, 0);

      await far.scrollIntoViewIfNeeded();
      await expect.poll(() => requested.includes('/seed-assets/jjfz.svg')).toBe(true);
      expect((await far.boundingBox())?.height).toBeCloseTo(150, 0);

      // An image rendered on the client (in a popup) loads once it is in view.
      expect(requested).not.toContain('/seed-assets/slzf.svg');
      await page.getByRole('button', { name: '打开弹窗' }).click();
      await expect.poll(() => requested.includes('/seed-assets/slzf.svg')).toBe(true);
      await expect.poll(() => page.locator('img[alt="弹窗图"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
