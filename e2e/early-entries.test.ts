import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// A visitor on a slow phone reaches the demo's lead form while it is still the server's HTML and
// fills it in at once: name, phone, the consent tick, then 获取验证码. Whatever they typed, ticked
// and tapped before the form came alive counts: the code goes to their phone. The CPU runs four
// times slower, and the code the form needs is held back until the visitor is done, so the
// early window is certain rather than a matter of luck.

const DEMO_PATH = '/h5-page/h5/demo';
const CONSENT = '我已阅读并同意《个人信息保护声明》';

// A phone four times slower on a machine other tests load too: these limits only end a wait
// that would never succeed.
const WAIT_LIMIT_MS = 180_000;
const TEST_LIMIT_MS = 300_000;

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

/** The codes texted to `handset` so far (the development outbox). */
async function textedCodes(handset: string): Promise<string[]> {
  const response = await fetch(`${server.origin}/dev/sms-outbox?handset=${handset}`);
  const body = (await response.json()) as { response: { messages: { code: string }[] } };
  return body.response.messages.map((message) => message.code);
}

/** Holds every request for a file matching `pattern` until `release()`. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Opens the demo on a phone whose CPU is four times slower than this machine's. */
async function openSlowPhone() {
  const opened = await openPhonePage(browser);
  opened.page.setDefaultTimeout(WAIT_LIMIT_MS);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return opened;
}

/** Fills the lead form in as soon as its controls show, and taps 获取验证码. */
async function fillInAtOnce(page: Page, handset: string) {
  const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
  const name = form.getByRole('textbox', { name: '姓名' });
  await name.waitFor({ state: 'visible' });
  await name.fill('张三');
  await form.getByRole('textbox', { name: '手机号' }).fill(handset);
  await form.getByRole('checkbox', { name: CONSENT }).check();
  await form.getByRole('button', { name: '获取验证码' }).click();
  return form;
}

/** The code popup opened for `handset`, whose code went out; the typed name is still there. */
async function expectCodeSent(page: Page, handset: string, masked: string) {
  const dialog = page.getByRole('dialog', { name: '短信验证' });
  // What the form answers a tap that did not see the entries, if it does.
  const refused = page
    .getByText(MESSAGES.INVALID_NAME_OR_PHONE, { exact: true })
    .or(page.getByText(PRIVACY_TEXT.CONSENT_REQUIRED, { exact: true }));
  await dialog.or(refused).first().waitFor({ state: 'visible' });
  expect(await refused.count()).toBe(0);
  expect(await dialog.getByText(`验证码已发送至 ${masked}`).count()).toBe(1);
  await expect.poll(() => textedCodes(handset), { timeout: WAIT_LIMIT_MS }).toHaveLength(1);
  const form = page.getByRole('form', { name: '免费领取投顾策略体验' });
  expect(await form.getByRole('textbox', { name: '姓名' }).inputValue()).toBe('张三');
  expect(await form.getByRole('checkbox', { name: CONSENT }).isChecked()).toBe(true);
}

/** Whether React has taken the element over (hydrated it). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

describe('what a visitor enters before the lead form is interactive', () => {
  it(
    'counts when the page’s code has not run at all yet',
    async () => {
      const { page, context, errors } = await openSlowPhone();
      const entry = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
      const handset = '13912340101';
      try {
        await page.goto(`${server.origin}${DEMO_PATH}`, { waitUntil: 'commit' });
        await fillInAtOnce(page, handset);
        // The page's code has not run: nothing was sent, and no page was left (the form's submit
        // button would have sent it away as a new page with the phone in its address).
        expect(entry.held()).toBeLessThanOrEqual(1);
        expect(await hydrated(page, '.h5-page')).toBe(false);
        expect(new URL(page.url()).search).toBe('');
        expect(await textedCodes(handset)).toEqual([]);

        entry.release();
        await expectCodeSent(page, handset, '139****0101');
        expect(errors).toEqual([]);
      } finally {
        entry.release();
        await context.close();
      }
    },
    TEST_LIMIT_MS,
  );

  it(
    'counts when the page runs but the form’s own code is still on its way',
    async () => {
      const { page, context, errors } = await openSlowPhone();
      const chunk = await holdBack(page, /\/assets\/leadForm-[^/]+\.js$/);
      const handset = '13912340102';
      try {
        await page.goto(`${server.origin}${DEMO_PATH}`, { waitUntil: 'commit' });
        // The page's code has run: the first screen has hydrated.
        await page.waitForFunction(() => {
          const first = document.querySelector('#root .h5-page > [class^="h5-"]');
          return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
        });
        await fillInAtOnce(page, handset);
        await expect.poll(chunk.held, { timeout: WAIT_LIMIT_MS }).toBeGreaterThan(0);
        expect(await hydrated(page, '.h5-lead-form-panel')).toBe(false);
        expect(await textedCodes(handset)).toEqual([]);

        chunk.release();
        await expectCodeSent(page, handset, '139****0102');
        expect(errors).toEqual([]);
      } finally {
        chunk.release();
        await context.close();
      }
    },
    TEST_LIMIT_MS,
  );
});
