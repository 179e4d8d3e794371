import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Nothing approved is cut off on a phone: a button's wording that does not fit on one line wraps
// and the pill grows, at the narrowest phones and the large ones alike, in real Chromium. Where a
// block cuts a text by design (a notice's one line), the builder lays it out at phone widths and
// warns at the field before the page goes live.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const WORDING = '¥99 购买 Level-2 行情季卡（3 个月）';
const PAGE_PATH = '/h5-page/h5/e2e-approved-wording';
const PASSWORD = 'approved-wording-e2e';
const LONG_NOTICE = '恭喜尾号8826的用户领取新春开户礼包，投顾策略限时五折，名额有限先到先得';

let server: TestServer;
let browser: Browser;

const block = (name: string, value: Record<string, unknown>) => ({ name, value, children: [] });

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development', adminPassword: PASSWORD });
  browser = await launchBrowser();
  await server.importPage({
    code: 'e2e-approved-wording',
    title: 'Level-2 行情季卡',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    page_schema: [
      block('button', { type: 'text', text: WORDING, action: { type: 3, popupId: 'x' } }),
      block('button', { type: 'text', text: '立即领取', action: { type: 3, popupId: 'x' } }),
      block('button', {
        type: 'text',
        text: WORDING,
        width: 360,
        height: 76,
        action: { type: 3, popupId: 'x' },
      }),
      block('payButton', { mark: 'dbzs', text: WORDING }),
    ],
  });
  await server.importPage({
    code: 'e2e-notice-lines',
    title: '播报',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    page_schema: [
      block('notice', {
        // No virtual users by that id: the notice shows its own lines.
        id: '999',
        list: [
          { avatar: '', text: '138****6621 刚刚领取了新春礼包' },
          { avatar: '', text: LONG_NOTICE },
        ],
      }),
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** How each text button shows its label: the words, whether cut, whether inside the pill. */
function labels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.h5-button-label, .h5-pay-button-label')].map(
      (label) => {
        const pill = label.closest('button')!;
        const words = document.createRange();
        words.selectNodeContents(label);
        const text = words.getBoundingClientRect();
        const box = pill.getBoundingClientRect();
        const style = getComputedStyle(label);
        return {
          text: label.innerText,
          cutSideways: label.scrollWidth > label.clientWidth || pill.scrollWidth > pill.clientWidth,
          cutBelow:
            label.scrollHeight > label.clientHeight || pill.scrollHeight > pill.clientHeight,
          ellipsis: style.textOverflow === 'ellipsis',
          inside:
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5 &&
            text.top >= box.top - 0.5 &&
            text.bottom <= box.bottom + 0.5,
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
          lines: Math.round(text.height / parseFloat(style.lineHeight)),
          height: box.height,
        };
      },
    ),
  );
}

describe('approved wording on a text button', () => {
  it.each([320, 375, 414])('is shown whole at %i px wide, the pill growing', async (width) => {
    const { page, context, errors } = await openPhonePage(browser, {
      viewport: { width, height: 812 },
    });
    try {
      await page.goto(`${server.origin}${PAGE_PATH}`);
      await blocksHydrated(page);
      const shown = await labels(page);
      expect(shown.map((label) => label.text)).toEqual([WORDING, '立即领取', WORDING, WORDING]);
      for (const label of shown) {
        expect(label).toMatchObject({
          cutSideways: false,
          cutBelow: false,
          ellipsis: false,
          inside: true,
          onScreen: true,
        });
      }
      const [long, short, narrow] = shown;
      // A short label keeps the design's 88-px pill (design px: 750 is the phone's width).
      expect(Math.abs(short!.height - (88 * width) / 750)).toBeLessThan(1);
      expect(short!.lines).toBe(1);
      // The narrow button (360 design px) cannot hold the wording on one line: it wraps.
      expect(narrow!.lines).toBeGreaterThan(1);
      expect(narrow!.height).toBeGreaterThan((76 * width) / 750);
      expect(long!.height).toBeGreaterThanOrEqual(short!.height - 0.5);
      if (width === 375) {
        await screenshot(page, { path: `${SCREENSHOTS}approved-wording-375.png` });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a notice line the phone cuts off', () => {
  it('is warned of in the builder, at its field, with the widths it is cut at', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/admin/pages/e2e-notice-lines`);
      await page.getByLabel('用户名').fill('admin');
      await page.getByLabel('密码').fill(PASSWORD);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      // Measured in this browser's layout: only the long line, at every width checked.
      await page.getByRole('button', { name: '合规检查 (1 提醒)' }).click();
      const panel = page.getByRole('dialog', { name: '合规检查' });
      await panel
        .getByText('在 320、375、414 px 宽的手机上显示不全，超出的文字会被截去：请缩短')
        .click();
      // The notice is selected and its second line's text field shows the warning.
      const field = page.locator('[data-field="value.list[1].text"]:visible');
      await field.getByText('文字被截断').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}approved-wording-builder.png` });
    } finally {
      await context.close();
    }
  });
});
