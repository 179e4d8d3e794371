import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ActivityPage } from '@h5-page/schema';
import { SWIPER_AUTOPLAY_MS } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Browser tests of the container and overlay blocks (swiper, popup, retainPopup, suspension,
// scrollView, code): real layout, real touch input, real timers, real hydration.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

/** Slack for timers in a busy headless browser (ms). */
const SLACK = 800;

let server: TestServer;
let browser: Browser;

const importPage = (page: Parameters<TestServer['importPage']>[0]) => server.importPage(page);

const block = (
  name: string,
  value: Record<string, unknown>,
  children: ActivityPage['page_schema'] = [],
) => ({
  name,
  value,
  children,
});

const slides = [
  { url: '/seed-assets/demo.svg', alt: '新春理财节' },
  { url: '/seed-assets/slzf.svg', alt: '神龙战法训练营' },
  { url: '/seed-assets/jjfz.svg', alt: '基金赋智' },
];

/** Payloads that set `window.__xss` if anything of them runs. */
const XSS_SNIPPET = [
  '<p id="kept">投顾策略 <b>5 折</b></p>',
  '<img src=x onerror="window.__xss=1">',
  '<svg><script>window.__xss=2</script></svg>',
  '<a id="js-link" href="javascript:window.__xss=3">点我</a>',
  '<a id="js-link-2" href="&#106;avascript:window.__xss=4">再点</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<div id="bg" style="background:url(javascript:window.__xss=7)">背景</div>',
  '<form action="javascript:window.__xss=8"><button id="form-button">提交</button></form>',
  '<details open ontoggle="window.__xss=9"><summary>详情</summary></details>',
  '<a id="ok-link" href="https://www.example.com/" target="_blank">开户</a>',
  // Last: the sanitizer drops the unclosed <math> with all that follows it.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6">',
].join('');

const filler = (n: number) => Array.from({ length: n }, () => block('empty', { height: 200 }));

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  await importPage({
    code: 'e2e-containers',
    title: '容器与弹窗',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 91 },
    page_schema: [
      block('swiper', {
        type: 'normal',
        list: slides,
        arrow: true,
        indicator: true,
        autoplay: true,
      }),
      block('button', { text: '领取新春礼包', action: { type: 3, popupId: 'gift' } }),
      block('empty', { height: 16 }),
      block('button', { text: '查看投顾策略', action: { type: 3, popupId: 12 } }),
      block('popup', { id: 'gift', position: 'center' }, [
        block('image', { url: '/seed-assets/demo.svg', alt: '新春礼包', width: 620, height: 298 }),
        block('code', {
          html: '<p style="margin:0;padding:1em;text-align:center">新春礼包已为你预留</p>',
        }),
      ]),
      block('popup', { id: 12, position: 'bottom' }, [
        block('code', {
          html: '<p style="margin:0;padding:2em 1em;text-align:center">龙头趋势精选 · 近一年 +18.6%</p>',
        }),
      ]),
      block('code', { html: XSS_SNIPPET }),
      block('scrollView', { tab: true, style: { backgroundColor: '#fff' } }, [
        block('code', { html: '<span style="white-space:nowrap">精选推荐</span>' }),
        block('code', { html: '<span style="white-space:nowrap">投顾策略</span>' }),
        block('code', { html: '<span style="white-space:nowrap">名师直播课</span>' }),
        block('code', { html: '<span style="white-space:nowrap">基金理财</span>' }),
        block('code', { html: '<span style="white-space:nowrap">开户福利</span>' }),
      ]),
      block('scrollView', { style: { padding: '24px 30px', gap: 20 } }, [
        block('image', {
          url: '/seed-assets/stockCompetition.svg',
          alt: '模拟炒股大赛',
          width: 560,
          height: 269,
        }),
        block('image', {
          url: '/seed-assets/slzf.svg',
          alt: '神龙战法训练营',
          width: 560,
          height: 269,
        }),
        block('image', { url: '/seed-assets/jjfz.svg', alt: '基金赋智', width: 560, height: 269 }),
      ]),
      block('swiper', {
        type: 'card',
        list: slides,
        cardShowNum: 3,
        indicator: true,
        width: 750,
        height: 360,
      }),
      ...filler(8),
      block('copyright', { show: true, fxts: true }),
      block(
        'suspension',
        { position: 'bottom', style: { backgroundColor: '#ffffff', padding: '16px 30px' } },
        [
          block('code', {
            html: '<a href="/h5-page/course" style="display:block;padding:0.7em 0;border-radius:2em;background:#cf2b24;color:#fff;text-align:center;font-weight:bold;text-decoration:none">免费预约名师直播课</a>',
          }),
        ],
      ),
    ],
  });
  await importPage({
    code: 'e2e-retain',
    title: '挽留弹窗',
    meta: { keywords: '', description: '' },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: 92 },
    page_schema: [
      block('image', { url: '/seed-assets/demo.svg', alt: '新春理财节', width: 750, height: 360 }),
      block('retainPopup', {
        image: '/seed-assets/demo.svg',
        title: '新春礼包还没领，确定离开吗？',
        sub_title: '投顾策略 5 折券 + 名师直播课 3 节',
        button1_text: '立即领取新春礼包',
        button1_url: '/h5-page/h5/e2e-containers',
        button2_text: '残忍离开',
      }),
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Records, in the page, when the first carousel's current dot changes (performance.now()). */
async function recordSlideChanges(page: Page) {
  await page.waitForSelector('.h5-swiper-normal.h5-swiper-ready');
  await page.evaluate(() => {
    const root = document.querySelector('.h5-swiper-normal')!;
    const record = window as unknown as { __changes: { at: number; index: number }[] };
    const current = () =>
      Array.from(root.querySelectorAll('.h5-swiper-dot')).findIndex((dot) =>
        dot.classList.contains('h5-swiper-dot-active'),
      );
    record.__changes = [];
    let last = current();
    new MutationObserver(() => {
      const index = current();
      if (index !== last) {
        last = index;
        record.__changes.push({ at: performance.now(), index });
      }
    }).observe(root, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

const changes = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __changes: { at: number; index: number }[] }).__changes,
  );
const now = (page: Page) => page.evaluate(() => performance.now());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the page has recorded `count` slide changes (timestamps come from the page). */
const changesReach = (page: Page, count: number) =>
  expect
    .poll(async () => (await changes(page)).length, { timeout: 4 * SWIPER_AUTOPLAY_MS })
    .toBeGreaterThanOrEqual(count);
/** Waits until the element's animations (and its children's) have finished. */
const settled = (locator: Locator) =>
  locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

async function openContainers() {
  const phone = await openPhonePage(browser);
  await phone.page.goto(`${server.origin}/h5-page/h5/e2e-containers`, { waitUntil: 'networkidle' });
  return phone;
}

describe('container blocks in Chromium', () => {
  it('server-renders without JavaScript: the first slide shows, popups hold nothing, the bar is at the bottom, the snippet is clean', async () => {
    const { page, context } = await openPhonePage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-containers`, { waitUntil: 'networkidle' });
      const first = page.locator('.h5-swiper-normal .h5-swiper-img').first();
      const box = await first.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
      expect(Math.round(box!.height)).toBe(180);
      expect(
        await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      expect(await page.locator('.h5-popup').count()).toBe(0);
      expect(await page.locator('.h5-retain-popup').count()).toBe(0);
      const bar = await page.locator('.h5-suspension').boundingBox();
      expect(Math.round(bar!.y + bar!.height)).toBe(812);
      const html = await page.locator('.h5-code').nth(0).innerHTML();
      // Ids are prefixed, so the snippet cannot take an id the page's own code looks up.
      expect(html).toContain('<p id="user-content-kept">投顾策略 <b>5 折</b></p>');
      expect(html).not.toMatch(/<script|onerror|ontoggle|javascript:|srcdoc|<iframe|<form|<style/i);
    } finally {
      await context.close();
    }
  });

  it('hydrates without console errors; nothing of the snippet runs, even when its links are pressed', async () => {
    const { page, context, errors } = await openContainers();
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.locator('#user-content-js-link').click();
      await page.locator('#user-content-js-link-2').click();
      await page.locator('#user-content-form-button').click();
      await page.locator('details summary').click();
      await sleep(300);
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      ).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(page.url()).toBe(`${server.origin}/h5-page/h5/e2e-containers`);
      expect(await page.locator('#user-content-ok-link').getAttribute('rel')).toBe(
        'noopener noreferrer',
      );
      expect(await page.locator('#user-content-bg').getAttribute('style')).toBeNull();
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the server-sanitized snippet on hydration: the browser loads no sanitizer of its own', async () => {
    const phone = await openPhonePage(browser);
    const scripts: string[] = [];
    phone.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await phone.page.goto(`${server.origin}/h5-page/h5/e2e-containers`, {
        waitUntil: 'networkidle',
      });
      // Every block hydrated, those below the first screen too.
      await phone.page.mouse.wheel(0, 4000);
      await sleep(500);
      expect(scripts.some((url) => /\/code-[\w-]+\.js$/.test(url))).toBe(true);
      expect(scripts.filter((url) => /sanitize/.test(url))).toEqual([]);
      const html = await phone.page.locator('.h5-code').nth(0).innerHTML();
      expect(html).toContain('<p id="user-content-kept">投顾策略 <b>5 折</b></p>');
      expect(phone.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it(`swiper autoplay advances every ${SWIPER_AUTOPLAY_MS} ms`, async () => {
    const { page, context } = await openContainers();
    try {
      await recordSlideChanges(page);
      const start = await now(page);
      await changesReach(page, 2);
      const seen = await changes(page);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen[0]!.index).toBe(1);
      expect(seen[1]!.index).toBe(2);
      expect(seen[0]!.at - start).toBeLessThan(SWIPER_AUTOPLAY_MS + SLACK);
      expect(seen[1]!.at - seen[0]!.at).toBeGreaterThan(SWIPER_AUTOPLAY_MS - 200);
      expect(seen[1]!.at - seen[0]!.at).toBeLessThan(SWIPER_AUTOPLAY_MS + SLACK);
    } finally {
      await context.close();
    }
  });

  it('an arrow tap moves at once, then autoplay waits a full 3000 ms before going on', async () => {
    const { page, context } = await openContainers();
    try {
      await recordSlideChanges(page);
      // Wait for an autoplay step, then tap half-way through the next period.
      await expect
        .poll(async () => (await changes(page)).length, { timeout: 5000, interval: 50 })
        .toBe(1);
      await sleep(SWIPER_AUTOPLAY_MS / 2);
      const tappedAt = await now(page);
      await page.locator('.h5-swiper-normal .h5-swiper-next').tap();
      await changesReach(page, 3);
      const after = (await changes(page)).slice(1);
      expect(after.length).toBeGreaterThanOrEqual(2);
      expect(after[0]!.at - tappedAt).toBeLessThan(SLACK);
      // The old period would have ended 1500 ms after the tap: it did not.
      expect(after[1]!.at - tappedAt).toBeGreaterThan(SWIPER_AUTOPLAY_MS - 200);
      expect(after[1]!.at - tappedAt).toBeLessThan(SWIPER_AUTOPLAY_MS + SLACK);
    } finally {
      await context.close();
    }
  });

  it('a finger on the carousel holds autoplay; after the swipe it resumes 3000 ms later', async () => {
    const { page, context } = await openContainers();
    try {
      await recordSlideChanges(page);
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y: 90 }],
        });
      await touch('touchStart', 300);
      await sleep(SWIPER_AUTOPLAY_MS + SLACK);
      expect(await changes(page)).toEqual([]);
      for (let x = 280; x >= 80; x -= 40) {
        await touch('touchMove', x);
        await sleep(16);
      }
      await touch('touchEnd', 80);
      const releasedAt = await now(page);
      await changesReach(page, 2);
      const seen = await changes(page);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen[0]!.index).toBe(1);
      expect(seen[1]!.at - releasedAt).toBeGreaterThan(SWIPER_AUTOPLAY_MS - 300);
      expect(seen[1]!.at - releasedAt).toBeLessThan(SWIPER_AUTOPLAY_MS + SLACK);
    } finally {
      await context.close();
    }
  });

  it('popups open by a button type-3 action (string and numeric ids), lock the scroll, close by the icon and the mask', async () => {
    const { page, context } = await openContainers();
    try {
      await page.getByRole('button', { name: '领取新春礼包' }).tap();
      const gift = page.locator('.h5-popup[data-popup-id="gift"]');
      await gift.waitFor();
      await expect
        .poll(() => gift.locator('.h5-popup-body').textContent())
        .toContain('新春礼包已为你预留');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      await settled(gift);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers-popup.png` });
      await page.getByRole('button', { name: '关闭' }).tap();
      await gift.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

      await page.getByRole('button', { name: '查看投顾策略' }).tap();
      const numeric = page.locator('.h5-popup[data-popup-id="12"]');
      await numeric.waitFor();
      await settled(numeric);
      const panel = await numeric.locator('.h5-popup-panel').boundingBox();
      expect(Math.round(panel!.y + panel!.height)).toBe(812);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers-popup-bottom.png` });
      await page.touchscreen.tap(187, 100);
      await numeric.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('the suspension bar stays at the bottom while scrolling and never covers the footer', async () => {
    const { page, context } = await openContainers();
    try {
      const barBottom = () =>
        page
          .locator('.h5-suspension')
          .evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
      expect(await barBottom()).toBe(812);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers.png` });
      await page.evaluate(() => window.scrollTo(0, 1200));
      expect(await barBottom()).toBe(812);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await barBottom()).toBe(812);
      const { barTop, footerBottom, spacer } = await page.evaluate(() => ({
        barTop: document.querySelector('.h5-suspension')!.getBoundingClientRect().top,
        footerBottom: document.querySelector('footer.h5-copyright')!.getBoundingClientRect().bottom,
        spacer: document.querySelector('.h5-suspension-spacer')!.getBoundingClientRect().height,
      }));
      expect(spacer).toBeGreaterThan(30);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers-end.png` });
    } finally {
      await context.close();
    }
  });

  it('the tab scroll view underlines the pressed tab and scrolls; card swiper shows three cards', async () => {
    const { page, context } = await openContainers();
    try {
      const tabs = page.locator('.h5-scroll-view-tab .h5-scroll-view-track');
      await tabs.scrollIntoViewIfNeeded();
      await page.getByText('开户福利').tap();
      await expect.poll(() => tabs.getAttribute('data-current')).toBe('4');
      await expect
        .poll(() => tabs.evaluate((el) => el.scrollLeft), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // The underline slides under the pressed tab.
      await expect
        .poll(async () => {
          const [indicator, item] = await Promise.all([
            page.locator('.h5-scroll-view-indicator').boundingBox(),
            page.getByText('开户福利').boundingBox(),
          ]);
          return Math.abs(indicator!.x + indicator!.width / 2 - (item!.x + item!.width / 2));
        })
        .toBeLessThan(4);

      // The padded scroll view keeps its padding (30 design px = 15 px) before the first item.
      const firstItem = await page
        .locator('.h5-scroll-view:not(.h5-scroll-view-tab) .h5-image')
        .first()
        .boundingBox();
      expect(Math.round(firstItem!.x)).toBe(15);

      const card = page.locator('.h5-swiper-card-mode');
      await card.scrollIntoViewIfNeeded();
      await page.waitForSelector('.h5-swiper-card-mode.h5-swiper-ready');
      const active = await card.locator('.swiper-slide-active').boundingBox();
      // The active card sits in the middle, a third of the width wide (less the spacing).
      expect(Math.abs(active!.x + active!.width / 2 - 187.5)).toBeLessThan(2);
      expect(active!.width).toBeGreaterThan(110);
      expect(active!.width).toBeLessThan(125);
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers-middle.png` });
    } finally {
      await context.close();
    }
  });

  it('the retain popup catches the first back press once; its second button closes it; the next back leaves', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-containers`);
      await page.goto(`${server.origin}/h5-page/h5/e2e-retain`, { waitUntil: 'networkidle' });
      await page.waitForFunction(
        () => (history.state as Record<string, unknown> | null)?.h5RetainPopup === true,
      );
      expect(await page.locator('.h5-retain-popup').count()).toBe(0);
      await page.evaluate(() => history.back());
      const dialog = page.getByRole('alertdialog', { name: '新春礼包还没领，确定离开吗？' });
      await dialog.waitFor();
      expect(page.url()).toBe(`${server.origin}/h5-page/h5/e2e-retain`);
      await settled(page.locator('.h5-retain-popup'));
      await screenshot(page, { path: `${SCREENSHOTS}blocks-containers-retain.png` });
      await page.getByRole('button', { name: '残忍离开' }).tap();
      await page.locator('.h5-retain-popup').waitFor({ state: 'detached' });
      // Back is pressed after the evaluation has returned: the page it leaves would otherwise
      // take the evaluation's answer with it.
      await Promise.all([
        page.waitForURL(/e2e-containers$/),
        page.evaluate(() => void setTimeout(() => history.back(), 0)),
      ]);
      // (The first page's snippet has an <img src=x>: its 404 is expected.)
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
