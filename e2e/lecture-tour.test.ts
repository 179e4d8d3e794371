import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { tourSpeeches } from '../packages/server/src/campaigns/store/tables-tour.ts';
import { screenshot } from './support/screenshots.ts';

// The seeded lecture-tour pages on a real server: light a city and see the count rise once,
// comment and see it listed, enrol until a speech is full; screenshots of the three routes.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;
let nextUid = 8101;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function login(context: BrowserContext): Promise<number> {
  const uid = nextUid++;
  const token = await server.app.tokens.sign(uid);
  await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
  return uid;
}

/** Waits until React has hydrated the element. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

async function openTour(route: string, loggedIn = true) {
  const phone = await openPhonePage(browser);
  if (loggedIn) await login(phone.context);
  await phone.page.goto(`${server.origin}/h5-page${route}`, { waitUntil: 'networkidle' });
  await hydrated(phone.page, '.h5-tour-map-button');
  await phone.page.locator('.h5-tour-speech').first().waitFor();
  return phone;
}

const total = (page: Page) => page.getByTestId('tour-map-total').textContent();

describe('lecture tour pages', () => {
  it('look like finished campaigns at 375×812', async () => {
    for (const route of ['/xunjiang', '/jz2024xunjiang', '/jz2025xunjiang']) {
      const { page, context, errors } = await openTour(route, false);
      try {
        await page.locator('.h5-tour-poster img').first().waitFor();
        await screenshot(page, { path: `${SCREENSHOTS}tour${route.replace('/', '-')}.png` });
        await screenshot(page, {
          path: `${SCREENSHOTS}tour${route.replace('/', '-')}-full.png`,
          fullPage: true,
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('light a city: the count rises once', async () => {
    const { page, context, errors } = await openTour('/xunjiang');
    try {
      await expect.poll(() => total(page)).not.toBe('--');
      const before = Number(await total(page));
      await page.locator('[data-city="杭州"]').click();
      await page.getByRole('button', { name: '点亮杭州' }).click();
      await page.getByText('点亮成功！杭州已有 1 人点亮').waitFor();
      await expect.poll(() => total(page)).toBe(String(before + 1));
      await expect
        .poll(() => page.getByTestId('tour-map-selected').textContent())
        .toBe('杭州 · 已有 1 人点亮');
      // Lit once: the button says so, and the server refuses a second light.
      expect(await page.getByRole('button', { name: '已点亮杭州' }).isDisabled()).toBe(true);
      await screenshot(page, { path: `${SCREENSHOTS}tour-lit.png` });
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page, '.h5-tour-map-button');
      await expect.poll(() => total(page)).toBe(String(before + 1));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('comment: the new comment is listed first', async () => {
    const { page, context } = await openTour('/xunjiang');
    try {
      const text = `听了杭州站很有收获 ${Date.now() % 10_000}`;
      await page.getByLabel('留言内容').fill(text);
      await page.getByRole('button', { name: '发表留言' }).click();
      await page.getByText('留言成功').waitFor();
      await expect
        .poll(() => page.locator('.h5-tour-comment-content').first().textContent())
        .toBe(text);
      await screenshot(page.locator('.h5-tour-comments'), {
        path: `${SCREENSHOTS}tour-comment.png`,
      });
    } finally {
      await context.close();
    }
  });

  it('enrol until full: the last visitor reads that it is full', async () => {
    const [row] = await server.app.database.db
      .insert(tourSpeeches)
      .values({
        tour: 'xunjiang',
        city: '苏州',
        venue: '工业园区 金鸡湖国际会议中心',
        startsAt: new Date('2027-03-07T06:00:00Z'),
        speaker: '陈思远',
        speakerTitle: '策略研究员',
        topic: '小班沙龙：仓位管理实战',
        seats: 2,
      })
      .returning({ id: tourSpeeches.id });
    const card = (page: Page) => page.locator(`[data-speech="${row!.id}"]`);
    for (const n of [1, 2]) {
      const { page, context } = await openTour('/xunjiang');
      try {
        await card(page).getByRole('button', { name: '立即报名' }).click();
        await page.getByText('报名成功！苏州站见，请准时到场').waitFor();
        await expect.poll(() => card(page).locator('button').textContent()).toBe('已报名');
        await expect
          .poll(() => card(page).locator('.h5-tour-speech-seats').textContent())
          .toBe(`剩余 ${2 - n} / 2 席`);
      } finally {
        await context.close();
      }
    }
    const { page, context } = await openTour('/xunjiang');
    try {
      // Full already: the card says so before any press.
      expect(await card(page).locator('button').textContent()).toBe('名额已满');
      await screenshot(card(page), { path: `${SCREENSHOTS}tour-full.png` });
      const answer = await page.evaluate(async (id) => {
        const response = await fetch('/oabase/api/activity/v1/tour/enroll', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ speech_id: id }),
        });
        return { status: response.status, body: (await response.json()) as { msg: string } };
      }, row!.id);
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe('该场次名额已满，请选择其他城市的场次');
    } finally {
      await context.close();
    }
  });
});
