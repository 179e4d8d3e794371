import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_PAGES } from '@h5-page/server/seed/seed';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { clippedFixedElements, hitProblems } from './support/hit-test.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Overlays a block opens cover the phone's screen and every control in them can be tapped over
// its whole box, wherever the block sits in the page: the lead form's two dialogs on the pages
// that hold one, at 375x812 with an iPhone user agent; and on every seeded page, no element
// pinned to the viewport sits inside a box that would clip it.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function smsCode(handset: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
        const body = (await response.json()) as { response: { messages: { code: string }[] } };
        code = body.response.messages.at(-1)?.code ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4,6}$/);
  return code;
}

/** The dialog covers the screen with its mask, and each of its controls is tappable all over. */
async function expectFullyTappable(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // The entering animation has ended: the card stands still where it will be tapped.
  await page.waitForFunction(
    (title) =>
      [...document.querySelectorAll('[role="dialog"]')]
        .find((element) => element.textContent?.includes(title))
        ?.getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running') ?? false,
    name,
  );
  const mask = await page.locator('.h5-lead-form-mask').last().boundingBox();
  expect(mask).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  const controls = dialog.locator('button, a, input');
  expect(await controls.count()).toBeGreaterThan(1);
  expect(await hitProblems(controls), `controls of ${name}`).toEqual([]);
  expect(await clippedFixedElements(page)).toEqual([]);
}

describe.each([
  {
    path: '/h5-page/h5/demo',
    form: '免费领取投顾策略体验',
    button: '立即激活',
    done: '激活成功',
    handset: '13912345601',
    shots: true,
  },
  {
    path: '/h5-page/sqsjGroup3',
    form: '预约学习资料',
    button: '立即预约',
    done: '预约成功',
    handset: '13912345602',
    shots: false,
  },
])('the lead form on $path', ({ path, form: formName, button, done, handset, shots }) => {
  it('opens its code dialog and its success dialog over the whole screen, every control tappable', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      const form = page.getByRole('form', { name: formName });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('textbox', { name: '姓名' }).fill('王五');
      await form.getByRole('textbox', { name: '手机号' }).fill(handset);
      await form.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }).check();
      await form.getByRole('button', { name: '获取验证码' }).click();

      await expectFullyTappable(page, '短信验证');
      if (shots) await screenshot(page, { path: `${SCREENSHOTS}lead-form-code-dialog.png` });
      const code = await smsCode(handset);
      const codeDialog = page.getByRole('dialog', { name: '短信验证' });
      await codeDialog.getByRole('textbox', { name: '验证码' }).fill(code);
      // The code dialog's button says what the form's does.
      await codeDialog.getByRole('button', { name: button, exact: true }).click();

      // The success step says what the form gave, in the form's own words.
      await expectFullyTappable(page, done);
      if (shots) await screenshot(page, { path: `${SCREENSHOTS}lead-form-done-dialog.png` });
      await page
        .getByRole('dialog', { name: done })
        .getByRole('button', { name: '我知道了' })
        .click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// One test a page, each with its own time: every page is scrolled through until all its blocks
// have hydrated, which takes a busy machine seconds on the long ones.
describe('every seeded page has no element pinned to the viewport inside a box that clips it', () => {
  let phone: Awaited<ReturnType<typeof openPhonePage>>;
  beforeAll(async () => {
    phone = await openPhonePage(browser);
  });
  afterAll(async () => {
    await phone?.context.close();
  });

  it('covers the seed', () => {
    expect(SEED_PAGES.length).toBeGreaterThan(30);
  });

  for (const seeded of SEED_PAGES) {
    it(seeded.code, async () => {
      const { page } = phone;
      await page.goto(`${server.origin}/h5-page/h5/${seeded.code}`, { waitUntil: 'load' });
      await blocksHydrated(page);
      expect(await clippedFixedElements(page)).toEqual([]);
    });
  }
});

describe('a code block', () => {
  it('cannot lay a link over the page from a pinned bar, and its links obey the allow-list', async () => {
    const trap =
      '<a href="https://evil.example.net/steal" style="position:absolute;top:-2000px;left:-500px;' +
      'width:4000px;height:6000px;display:block;opacity:0;z-index:2147483647">x</a><p>客服在线</p>';
    await server.importPage({
      code: 'e2e-code-trap',
      title: '代码块',
      page_schema: [
        { name: 'empty', value: { height: 600 }, children: [] },
        {
          name: 'suspension',
          value: { position: 'bottom' },
          children: [{ name: 'code', value: { html: trap }, children: [] }],
        },
      ],
    });
    const { page, context } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-code-trap`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      const box = (await page.locator('.h5-code').boundingBox())!;
      expect(box.height).toBeGreaterThan(0);
      // Anywhere outside the snippet's own box, the page is what a tap reaches.
      const outside = await page.evaluate(
        ({ top }) =>
          [10, 200, top - 5].map((y) => {
            const hit = document.elementFromPoint(187, y);
            return hit?.closest('.h5-code') ? 'code' : (hit?.className ?? 'nothing');
          }),
        { top: box.y },
      );
      expect(outside).not.toContain('code');
      // Inside it the link is hit, and the dispatcher refuses the unlisted host.
      await page.mouse.click(box.x + box.width / 2, box.y + 2);
      await expect
        .poll(() => page.getByText('链接地址无效', { exact: true }).count(), { timeout: 5000 })
        .toBeGreaterThan(0);
      expect(new URL(page.url()).host).toBe(new URL(server.origin).host);
    } finally {
      await context.close();
    }
  });
});
