import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeAdminApi, openSavedPage } from './support/fake-admin-api.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * Text edited where it is read, in a real browser against a stand-in of the admin API: a button
 * label and a rich text are changed on the canvas itself, and the draft saves what was typed.
 */
const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const saved = new Map<string, Record<string, unknown>>([
  [
    'spring',
    {
      code: 'spring',
      title: '开门红',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [
        { name: 'text', value: { html: '<p>开门红理财节，新客专享福利</p>' }, children: [] },
        {
          name: 'button',
          value: {
            type: 'text',
            text: '立即领取福利',
            action: { type: 7, atext: '/h5-page/app/download' },
          },
          children: [],
        },
        { name: 'empty', value: { height: 40 }, children: [] },
      ],
    },
  ],
]);
const errors: string[] = [];

type Draft = { page_schema: { name: string; value: Record<string, unknown> }[] };
const draft = () => saved.get('spring') as unknown as Draft;

/** The box the canvas opens over a text to edit it. */
const editor = (canvas: FrameLocator) => canvas.locator('.inline-text-editor');

/** A text as the canvas shows it, inside its block (not a copy laid out for measuring). */
const shown = (canvas: FrameLocator, block: string, text: string) =>
  canvas.locator(`[data-puck-component^="${block}-"]`).getByText(text, { exact: true });

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

describe('text edited on the canvas', () => {
  it('a button label and a rich text change where they are read, and the draft saves them', async () => {
    await openSavedPage(page, server.origin, '开门红', 'spring');
    const canvas = page.frameLocator('iframe').first();
    const label = shown(canvas, 'button', '立即领取福利');
    await label.waitFor();

    // A double click opens the label in place, all of it chosen: typing replaces it.
    await label.dblclick({ force: true });
    const box = editor(canvas);
    await box.waitFor();
    expect(await box.getAttribute('aria-label')).toBe('编辑「按钮文字」');
    // Delete and Backspace type; they do not remove the block being edited.
    await page.keyboard.press('Backspace');
    expect(await canvas.locator('[data-puck-component^="button-"]').count()).toBe(1);
    await page.keyboard.type('马上领取 88 元礼包');
    await screenshot(page, { path: `${SCREENSHOTS}inline-button-label.png` });
    await page.keyboard.press('Enter');
    await box.waitFor({ state: 'detached' });
    await shown(canvas, 'button', '马上领取 88 元礼包').waitFor();
    // The fields panel says the same: the change went into the block's value.
    await expect
      .poll(() => page.locator('[data-field="value.text"] input:visible').first().inputValue())
      .toBe('马上领取 88 元礼包');
    await expect
      .poll(() => draft().page_schema[1]?.value.text, { timeout: 20_000 })
      .toBe('马上领取 88 元礼包');

    // Escape leaves a field as it was.
    await shown(canvas, 'button', '马上领取 88 元礼包').dblclick({ force: true });
    await box.waitFor();
    await page.keyboard.type('不要了');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await shown(canvas, 'button', '马上领取 88 元礼包').count()).toBe(1);

    // Rich text: its paragraph, edited as shown; a click elsewhere ends it.
    await shown(canvas, 'text', '开门红理财节，新客专享福利').dblclick({ force: true });
    await box.waitFor();
    expect(await box.getAttribute('aria-label')).toBe('编辑「正文」');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('（限前 1000 名）');
    await screenshot(page, { path: `${SCREENSHOTS}inline-rich-text.png` });
    await canvas.locator('[data-puck-component^="empty-"]').click({ force: true });
    await box.waitFor({ state: 'detached' });
    await shown(canvas, 'text', '开门红理财节，新客专享福利（限前 1000 名）').waitFor();
    await expect
      .poll(() => draft().page_schema[0]?.value.html, { timeout: 20_000 })
      .toBe('<p>开门红理财节，新客专享福利（限前 1000 名）</p>');
    expect(errors).toEqual([]);
  });
});
