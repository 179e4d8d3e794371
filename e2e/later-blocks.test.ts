import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { validatePage } from '@h5-page/schema';
import { API_PATHS } from '@h5-page/schema/constants';
import type { Block } from '@h5-page/schema/page';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

// A published document inlines whole only the data of its first screen's blocks; the rest comes
// by one call once the page runs. A visitor who scrolls and taps a block further down before that
// data has come still gets what they tapped, on a phone four times slower than this machine, and
// one for whom it never comes still reads the block as the server drew it.

const WAIT_LIMIT_MS = 180_000;
const TEST_LIMIT_MS = 300_000;
const LATER_CALL = new RegExp(`${API_PATHS.PAGE_BLOCKS}\\?`);

let server: TestServer;
let browser: Browser;

const button = (text: string, target: string): Block => ({
  name: 'button',
  value: { type: 'text', text, action: { type: 7, atext: `/h5-page/h5/${target}` } },
  children: [],
});

async function importPage(code: string, title: string, blocks: Block[]) {
  const result = validatePage({ code, title, page_schema: blocks });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  await server.app.pages.importPage(result.page);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  await importPage('e2e-later-target', '名额页', [
    { name: 'text', value: { html: '<p>名额已为你保留</p>' }, children: [] },
  ]);
  await importPage('e2e-later', '长页面', [
    button('顶部报名', 'e2e-later-target'),
    // Far below the first screen: 3000 CSS px on a 375-px phone.
    { name: 'empty', value: { height: 6000 }, children: [] },
    button('领取名额', 'e2e-later-target'),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the long page on a phone four times slower, with the later-blocks call answered by `answer`. */
async function openLongPage(answer: (route: Route) => Promise<void>) {
  const opened = await openPhonePage(browser);
  opened.page.setDefaultTimeout(WAIT_LIMIT_MS);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const calls: string[] = [];
  await opened.page.route(LATER_CALL, async (route) => {
    calls.push(route.request().url());
    await answer(route);
  });
  await opened.page.goto(`${server.origin}/h5-page/h5/e2e-later`, { waitUntil: 'commit' });
  return { ...opened, calls };
}

/** The far button's text as inlined data holds it: the document's own copy, not the call's. */
const inlinedFarButton = async (page: Page) => {
  // The page was opened at its first bytes: its data is whole once the document is parsed.
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById('__H5_DATA__')!.textContent!) as {
      page: { page_schema: { name: string; value: Record<string, unknown> }[] };
    };
    return data.page.page_schema[2];
  });
};

describe('blocks whose data comes after the document', () => {
  it(
    'a tap on a far button before its data has come is kept, and goes where the button leads',
    async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const { page, context, errors, calls } = await openLongPage(async (route) => {
        await released;
        await route.continue();
      });
      try {
        expect(await inlinedFarButton(page)).toEqual({ name: 'button', value: {}, children: [] });
        const far = page.getByRole('button', { name: '领取名额' });
        await far.scrollIntoViewIfNeeded();
        await expect.poll(() => calls.length, { timeout: WAIT_LIMIT_MS }).toBe(1);
        await far.click();
        // Held: the data the button needs has not come, so nothing has happened yet.
        expect(new URL(page.url()).pathname).toBe('/h5-page/h5/e2e-later');
        expect(await far.textContent()).toBe('领取名额');

        release();
        await page.getByText('名额已为你保留').waitFor({ state: 'visible' });
        // One call for the long page; the page it leads to fits its first screen and asks none.
        expect(calls).toEqual([expect.stringContaining('code=e2e-later&')]);
        expect(errors).toEqual([]);
      } finally {
        release();
        await context.close();
      }
    },
    TEST_LIMIT_MS,
  );

  it(
    'a far button whose data never comes keeps its words as the server drew them',
    async () => {
      const { page, context, errors, calls } = await openLongPage((route) =>
        route.fulfill({ status: 503, body: 'down' }),
      );
      try {
        const gaveUp = page.waitForEvent('console', {
          predicate: (message) => message.text().includes('the blocks further down did not come'),
        });
        const far = page.getByRole('button', { name: '领取名额' });
        await far.scrollIntoViewIfNeeded();
        await gaveUp;
        expect(calls).toHaveLength(3);
        await far.click();
        expect(await far.textContent()).toBe('领取名额');
        expect(new URL(page.url()).pathname).toBe('/h5-page/h5/e2e-later');
        // The first screen is whole and alive all the same.
        await page.getByRole('button', { name: '顶部报名' }).click();
        await page.getByText('名额已为你保留').waitFor({ state: 'visible' });
        expect(errors.filter((text) => !/503|did not come/.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_LIMIT_MS,
  );
});
