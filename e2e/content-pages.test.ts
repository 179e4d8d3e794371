import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { blocksHydrated } from './support/hydrated.ts';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// 操盘秘籍 and courses in a phone browser: two /cpmj/details/:name pages show different articles, an unknown
// name shows the not-found notice with a way back; the course calendar and videos; screenshots at
// 375×812.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('cpmj in a phone browser', () => {
  it('opens two different detail pages and sees different content', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const titleOf = async (name: string) => {
        await page.goto(`${server.origin}/h5-page/cpmj/details/${name}`);
        const article = page.getByTestId('cpmj-article');
        await article.waitFor();
        return article.locator('h2').textContent();
      };
      expect(await titleOf('dragon-head')).toBe('龙头股识别三要素');
      await screenshot(page, { path: `${SCREENSHOTS}cpmj-details.png` });
      expect(await titleOf('stop-loss')).toBe('止损的纪律：三种止损法');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unknown name shows the not-found notice, and its button goes back to the list', async () => {
    const { page, context } = await openPhonePage(browser);
    try {
      const answer = await page.goto(`${server.origin}/h5-page/cpmj/details/no-such-secret`);
      // The styled page, answered as what it is: not found.
      expect(answer?.status()).toBe(404);
      await page.getByTestId('cpmj-not-found').waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}cpmj-details-unknown.png` });
      await Promise.all([
        page.waitForURL('**/h5-page/cpmj/list'),
        page.getByRole('button', { name: '返回秘籍列表' }).click(),
      ]);
      await page.locator('.h5-cpmj-list li').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('live calendar: reserve an upcoming session and cancel it; a past one opens the live room', async () => {
    // Sessions of our own, whatever the time of day: one just ended today, one in two days. First
    // of the course tests: the page is rendered after they exist, not served from the cache.
    await server.app.database.db
      .execute(sql`INSERT INTO live_activities (title, teacher, starts_at, ends_at) VALUES
      ('刚结束的复盘课', '投顾老师 甲', now() - interval '2 seconds', now() - interval '1 second'),
      ('两天后的财报课', '投顾老师 乙', now() + interval '2 days', now() + interval '2 days 1 hour')`);
    const { page, context, errors } = await openPhonePage(browser);
    await context.addCookies([
      { name: 'token', value: await server.app.tokens.sign(5501), url: server.origin },
    ]);
    try {
      await page.goto(`${server.origin}/h5-page/course`);
      await blocksHydrated(page);
      await page.locator('.h5-course-days [role=tab]').nth(2).click();
      const reserve = page.getByRole('button', { name: '预约两天后的财报课' });
      await reserve.click();
      await page.getByText('已预约，开播前将提醒您').waitFor();
      const cancel = page.getByRole('button', { name: '取消预约两天后的财报课' });
      expect(await cancel.getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, { path: `${SCREENSHOTS}course-reserved.png` });
      const reserved = await page.evaluate(async () =>
        (await fetch('/n8sf/api/live/v1/my-reservations')).json(),
      );
      expect(reserved.response.ids).toHaveLength(1);
      await cancel.click();
      await page.getByText('已取消预约').waitFor();
      await page.getByRole('button', { name: '预约两天后的财报课' }).waitFor();

      await page.locator('.h5-course-days [role=tab]').first().click();
      await page.getByRole('button', { name: '看回放刚结束的复盘课' }).click();
      await page.waitForURL(/\/h5-page\/app\/live\/room\?id=\d+$/);
      await page.getByText('“直播间”需在牛8 App 中使用').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders the course page: the live calendar and the videos; screenshot at 375x812', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/course`);
      await page
        .locator('.h5-course-sessions li, .h5-course-calendar .h5-course-empty')
        .first()
        .waitFor();
      await page.locator('.h5-course-videos li').first().waitFor();
      expect(await page.locator('.h5-course-days button').count()).toBe(7);
      await screenshot(page, { path: `${SCREENSHOTS}course.png` });
      const item = page.getByRole('button', { name: /^播放\s?三分钟看懂K线/ });
      const listed = (await item.locator('.h5-course-poster small').textContent())!;
      await item.click();
      const player = page.locator('video.h5-course-player');
      expect(await player.getAttribute('src')).toBe('/seed-assets/course/k-line-basics.mp4');
      // The length the list shows is the clip's own, as the browser reads it from the file.
      await page.waitForFunction(
        () =>
          (document.querySelector<HTMLVideoElement>('video.h5-course-player')?.readyState ?? 0) >=
          1,
      );
      const seconds = await player.evaluate((video: HTMLVideoElement) =>
        Math.round(video.duration),
      );
      const [minutes, rest] = listed.split(':').map(Number);
      expect(seconds).toBe(minutes! * 60 + rest!);
      expect(seconds).toBeGreaterThanOrEqual(180);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders the index and the list; screenshots at 375x812', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      for (const route of ['cpmj', 'cpmj/list']) {
        await page.goto(`${server.origin}/h5-page/${route}`);
        await page.locator('.h5-cpmj-list li').first().waitFor();
        await screenshot(page, { path: `${SCREENSHOTS}${route.replace('/', '-')}.png` });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
