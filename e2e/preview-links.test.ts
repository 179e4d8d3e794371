import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { validatePage } from '@h5-page/schema';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SHOTS = 'test-results/preview-links';
const PASSWORD = 'preview-links-e2e-password';
const page = (title: string) => ({
  code: 'e2e-preview',
  title,
  page_schema: [{ name: 'copyright', value: { text: title }, children: [] }],
});

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  browser = await launchBrowser();
  await server.importPage(page('第一稿标题'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('preview links in the builder', () => {
  it('lists the links of a page, old drafts marked, and revokes one at once', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const builder = await context.newPage();
    await builder.goto(`${server.origin}/admin/`);
    await builder.getByLabel('用户名').fill('admin');
    await builder.getByLabel('密码').fill(PASSWORD);
    await builder.getByRole('button', { name: /登\s*录/ }).click();
    await builder.getByRole('button', { name: '新建页面' }).waitFor();

    // A link made for the first draft.
    await builder.goto(`${server.origin}/admin/pages/e2e-preview`);
    await builder.getByRole('button', { name: /^预\s*览$/ }).click();
    const drawer = builder.getByRole('dialog', { name: '手机预览（草稿）' });
    await drawer.getByAltText('预览二维码').waitFor();
    const links = drawer.getByRole('list', { name: '有效的预览链接' });
    await expect.poll(() => links.getByRole('listitem').count()).toBe(1);
    const firstUrl = await builder.evaluate(async () => {
      const answer = await fetch('/admin/api/pages/e2e-preview/preview-links');
      return ((await answer.json()) as { response: { links: { url: string }[] } }).response.links[0]
        ?.url;
    });
    expect(firstUrl).toBeTruthy();

    // The draft changes (saved elsewhere); the drawer opened again makes a second link.
    await builder.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const second = validatePage(page('第二稿标题'));
    if (!second.ok) throw new Error('the second draft does not validate');
    await server.app.pages.saveDraft(second.page);
    await builder.getByRole('button', { name: /^预\s*览$/ }).click();
    await expect.poll(() => links.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => links.getByText('旧草稿').count()).toBe(1);
    await expect.poll(() => links.getByText('当前草稿').count()).toBe(1);
    await screenshot(builder, { path: `${SHOTS}/drawer.png` });

    // The first link still shows the first draft on a phone.
    const phone = await openPhonePage(browser);
    const opened = await phone.page.goto(`${server.origin}${firstUrl}`);
    expect(opened?.status()).toBe(200);
    await phone.page.getByText('第一稿标题').first().waitFor();

    // Revoked from the drawer: the phone is refused at once.
    const old = links.getByRole('listitem').filter({ hasText: '旧草稿' });
    await old.getByRole('button', { name: /撤\s*销/ }).click();
    await builder
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await expect.poll(() => links.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => links.getByText('旧草稿').count()).toBe(0);
    const refused = await phone.page.goto(`${server.origin}${firstUrl}`);
    expect(refused?.status()).toBe(403);
    expect(await phone.page.content()).not.toContain('第一稿标题');

    await phone.context.close();
    await context.close();
  });
});
