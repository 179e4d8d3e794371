import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeAdminApi } from './support/fake-admin-api.ts';
import { dragIn, select } from './support/puck.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

/**
 * The builder's screens against a recorded stand-in of the admin API (CONTRACT section 6
 * shapes): what the canvas sends when a marketer composes a page. The real API end to end is
 * builder.test.ts.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const saved = new Map<string, Record<string, unknown>>();
/** Every draft the builder sent, as sent: autosave may send one between the explicit saves. */
const sent: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(
    '**/admin/api/**',
    fakeAdminApi(context, server.origin, saved, (body) => sent.push(body)),
  );
});

afterAll(async () => {
  // A call of the builder's still being answered by the stand-in as the browser closes is dropped,
  // not failed: the context it would read is gone.
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
  await browser?.close();
  await server?.close();
});

describe('the builder canvas', () => {
  it('signs in, creates a page, composes it by dragging, wires a button to a popup, saves it', async () => {
    await page.goto(`${server.origin}/admin/`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').waitFor();
    await page.getByLabel('密码').fill('right');
    await page.getByRole('button', { name: /登\s*录/ }).click();

    await page.getByRole('button', { name: '新建页面' }).click();
    await page.getByLabel(/页面编码/).fill('bad code!');
    await page.getByRole('button', { name: /创\s*建/ }).click();
    await page.getByText(/页面编码只能包含字母、数字/).waitFor();
    await page.getByLabel(/页面编码/).fill('gift');
    await page.getByLabel('页面标题').fill('新春礼包');
    await page.getByRole('button', { name: /创\s*建/ }).click();
    await page.waitForURL(/\/admin\/pages\/gift$/);
    const canvas = page.frameLocator('iframe').first();
    await canvas.locator('[data-puck-dropzone]').first().waitFor();

    await dragIn(page, canvas, '倒计时');
    await dragIn(page, canvas, '按钮');
    await dragIn(page, canvas, '弹窗');
    // The canvas shows the visitor's own countdown component.
    await canvas.getByRole('timer').first().waitFor();

    await select(page, canvas, 'popup', 'id');
    await page.locator('[data-field="value.id"]:visible input').fill('gift');
    await canvas.getByText('弹窗 gift').waitFor();

    await select(page, canvas, 'button', 'action');
    const action = page.locator('[data-field="value.action"]:visible');
    await action.scrollIntoViewIfNeeded();
    // A link refuses javascript: next to the field.
    await action.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option[title="打开链接"]').click();
    await action.locator('input.ant-input').first().fill('javascript:alert(1)');
    await action.getByText(/链接不安全/).waitFor();
    // Opening a popup lists the page's popups by id; only that type's fields show.
    await action.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option[title="打开弹窗"]').click();
    expect(await action.locator('input.ant-input').count()).toBe(1);
    await action.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-item-option[title="弹窗 gift"]').click();
    await page.locator('[data-field="value.text"]:visible input').fill('领取礼包');

    // Live validation: a bad background is named next to its field, and nothing is saved.
    await page.getByRole('button', { name: '页面设置' }).click();
    const background = page.locator('.root-field:visible').filter({ hasText: '页面背景' });
    await background.locator('input').fill('url(javascript:alert(1))');
    await background.getByText('应为 CSS 颜色或图片地址').waitFor();
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page.getByText(/处需要修改，未保存/).waitFor();
    // What autosave may have kept before is valid; what the field refuses never leaves the builder.
    expect(sent.filter((body) => body.includes('javascript:'))).toEqual([]);
    await background.locator('input').fill('#fff5f0');

    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page.getByText('草稿已保存').waitFor();
    // Drop order depends on where each item lands; what matters is what each block holds.
    const file = saved.get('gift') as { page_schema: { name: string }[] };
    file.page_schema.sort((a, b) => a.name.localeCompare(b.name));
    expect(file).toEqual({
      code: 'gift',
      title: '新春礼包',
      meta: { keywords: '', description: '' },
      background: '#fff5f0',
      is_auto_fit: 0,
      extra: {},
      page_schema: [
        {
          name: 'button',
          value: expect.objectContaining({
            text: '领取礼包',
            action: { type: 3, popupId: 'gift' },
          }),
          children: [],
        },
        { name: 'countdown', value: expect.objectContaining({ type: 1 }), children: [] },
        { name: 'popup', value: { id: 'gift', position: 'center' }, children: [] },
      ],
    });
    expect(errors).toEqual([]);
  });
});
