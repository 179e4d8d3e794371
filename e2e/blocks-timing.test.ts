import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COUNTDOWN_INTERVAL_MS, MARQUEE_CHECK_DELAY_MS } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Browser tests of the timing blocks (countdown, marquee) and of their neighbours (progress,
// count, icon, logo, copyright): real layout, real clocks, real hydration.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const DAY = 24 * 60 * 60 * 1000;

const LONG_TEXT =
  '恭喜 尾号8826 的用户领取新春开户礼包 · 尾号3071 的用户订阅了「价值精选」投顾策略 · 尾号5519 的用户预约了名师直播课';
const SHORT_TEXT = '今晚 20:00 名师直播课';

let server: TestServer;
let browser: Browser;

const importPage = (page: Parameters<TestServer['importPage']>[0]) => server.importPage(page);

const block = (name: string, value: Record<string, unknown>) => ({ name, value, children: [] });

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  // End times far enough ahead (3 days) that no test reaches them, except the one that should.
  const end = Date.now() + 3 * DAY + 5 * 60 * 60 * 1000;
  await importPage({
    code: 'e2e-timing',
    title: '倒计时与跑马灯',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 77 },
    page_schema: [
      block('logo', { position: 'left' }),
      block('marquee', { content: LONG_TEXT, speed: 'middle' }),
      block('marquee', { content: SHORT_TEXT, speed: 'middle', width: 560 }),
      block('countdown', { type: 1, name: '新春理财节 · 距活动结束还剩', endTime: end }),
      block('empty', { height: 16 }),
      block('countdown', { type: 2, endTime: end }),
      block('countdown', { type: 3, name: '投顾策略 5 折 · 距截止', endTime: end, character: ':' }),
      block('empty', { height: 16 }),
      block('countdown', { type: 4, name: '限时秒杀', endTime: end }),
      block('empty', { height: 16 }),
      block('countdown', { type: 5, name: '名师直播课 距开播', endTime: end }),
      block('progress', {
        current: 188,
        limit: 200,
        prefixText: '新春开户礼包仅剩',
        suffixText: '份',
      }),
      block('count', { num: 12868, numbers: 6 }),
      block('icon', {
        text: '更多专题',
        position: 'right',
        action: { type: 1, pageName: 'topicList' },
      }),
      block('icon', { text: '我的新春礼包', action: { type: 1, pageName: 'coupons' } }),
      block('copyright', { show: true, show3: true, show4: true, show5: true, fxts: true }),
    ],
  });
  await importPage({
    code: 'e2e-timing-end',
    title: '倒计时结束',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 78 },
    page_schema: [block('countdown', { type: 3, endTime: Date.now() + 60 * 60 * 1000 })],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const scrolling = (page: Page, nth: number) =>
  page
    .locator('.h5-marquee')
    .nth(nth)
    .evaluate((el) => el.classList.contains('h5-marquee-scrolling'));

const seconds = (page: Page) =>
  page.locator('.h5-countdown-3 [data-part="seconds"]').first().textContent();

describe('timing blocks in Chromium', () => {
  it('server-renders every countdown layout (no JavaScript) with the time left', async () => {
    const { page, context } = await openPhonePage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-timing`);
      expect(await page.locator('.h5-countdown').count()).toBe(5);
      expect(await page.locator('.h5-countdown-1 [data-part="days"]').textContent()).toBe('03');
      expect(await page.locator('.h5-countdown-2').textContent()).toMatch(
        /^仅剩03天0[45]时\d\d分\d\d秒$/,
      );
      expect(await page.locator('.h5-countdown-5').textContent()).toMatch(
        /^名师直播课 距开播7[67]:\d\d:\d\d$/,
      );
      expect(await page.locator('.h5-marquee-scrolling').count()).toBe(0);
      expect(await page.locator('footer.h5-copyright').textContent()).toContain(
        '市场有风险，投资需谨慎。',
      );
    } finally {
      await context.close();
    }
  });

  it('hydrates without console errors and the countdown ticks every second', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-timing`, { waitUntil: 'networkidle' });
      const first = await seconds(page);
      await expect
        .poll(() => seconds(page), { timeout: 5 * COUNTDOWN_INTERVAL_MS, interval: 100 })
        .not.toBe(first);
      const second = Number(await seconds(page));
      let third = second;
      await expect
        .poll(async () => (third = Number(await seconds(page))), {
          timeout: 5 * COUNTDOWN_INTERVAL_MS,
          interval: 100,
        })
        .not.toBe(second);
      // The next tick steps one second down (59 after 00); two if this busy machine missed one.
      expect([1, 2]).toContain((second - third + 60) % 60);
      expect(errors).toEqual([]);
      await page.waitForTimeout(MARQUEE_CHECK_DELAY_MS + 300);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-timing.png`, fullPage: true });
      await screenshot(page, { path: `${SCREENSHOTS}blocks-timing-top.png` });
    } finally {
      await context.close();
    }
  });

  it(`scrolls only the marquee whose text is wider than its box, ${MARQUEE_CHECK_DELAY_MS} ms after load`, async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-timing`, { waitUntil: 'domcontentloaded' });
      await page.locator('.h5-marquee').first().waitFor();
      // Real layout: the long text overflows its box, the short one fits in its 560-px box.
      const overflow = await page.locator('.h5-marquee-view').evaluateAll((views) =>
        views.map((view) => {
          const text = view.querySelector('.h5-marquee-text') as HTMLElement;
          return text.scrollWidth > view.clientWidth;
        }),
      );
      expect(overflow).toEqual([true, false]);
      const widths = await page
        .locator('.h5-marquee')
        .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().width)));
      // 560 of 750 design px on a 375-px phone is 280 px; the full-width one fills the row.
      expect(widths[1]).toBe(280);
      expect(widths[0]).toBeGreaterThan(300);

      await expect
        .poll(() => scrolling(page, 0), { timeout: 5 * MARQUEE_CHECK_DELAY_MS })
        .toBe(true);
      expect(await scrolling(page, 1)).toBe(false);

      const track = page.locator('.h5-marquee-track').first();
      const style = await track.evaluate((el) => {
        const css = getComputedStyle(el);
        return { name: css.animationName, duration: css.animationDuration };
      });
      expect(style).toEqual({ name: 'h5-marquee', duration: `${Array.from(LONG_TEXT).length}s` });
      // It really moves...
      const x1 = await track.evaluate((el) => el.getBoundingClientRect().left);
      await page.waitForTimeout(300);
      const x2 = await track.evaluate((el) => el.getBoundingClientRect().left);
      expect(x2).toBeLessThan(x1);
      // ...and stops while hovered.
      await page.locator('.h5-marquee').first().hover();
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
      const h1 = await track.evaluate((el) => el.getBoundingClientRect().left);
      await page.waitForTimeout(300);
      const h2 = await track.evaluate((el) => el.getBoundingClientRect().left);
      expect(h2).toBe(h1);
      await page.mouse.move(5, 700);
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
      // A finger on it pauses it too, until lifted.
      const marquee = page.locator('.h5-marquee').first();
      await marquee.dispatchEvent('touchstart');
      await expect
        .poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState))
        .toBe('paused');
      await marquee.dispatchEvent('touchend');
      await expect
        .poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState))
        .toBe('running');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows 00 in every part once the end time passes, and stays there', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      // The browser clock jumps past the end time after the page loads.
      await page.clock.install();
      await page.goto(`${server.origin}/h5-page/h5/e2e-timing-end`, { waitUntil: 'networkidle' });
      const text = () => page.locator('.h5-countdown').textContent();
      const before = await text();
      expect(before).toMatch(/^00:00:[0-5]\d:\d\d$|^00:01:00:00$/);
      // Hydrated and ticking (the installed clock runs on in real time until told otherwise).
      await expect.poll(text, { timeout: 10_000 }).not.toBe(before);
      await page.clock.fastForward(60 * 60 * 1000 + 2000);
      await expect.poll(text, { timeout: 10_000 }).toBe('00:00:00:00');
      expect(await page.locator('.h5-countdown-ended').count()).toBe(1);
      await page.clock.fastForward(5000);
      expect(await text()).toBe('00:00:00:00');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
