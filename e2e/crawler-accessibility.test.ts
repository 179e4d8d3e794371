import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE_USER_AGENT, PHONE_VIEWPORT } from './support/browser.ts';
import { narrowPhoneProblems } from './support/crawler/accessibility.ts';

// The crawler's 320-px pass on a page made of what an audit found on the seeded pages (a 6-px
// city dot, 9-px grey dates, a white rank digit on gold, a disabled 已领取, white on a gold
// gradient) next to what passes (a dot with room around it, a link in a sentence, a checkbox in
// its label, large text at 3:1, hidden and screen-reader text): each problem is named, nothing else.

const FIXTURE = String.raw`<!doctype html>
<html lang="zh-CN">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>检查页</title>
<style>
  body { margin: 0; padding: 16px; font: 16px/1.5 sans-serif; color: #222; background: #fff; }
  .dot { display: inline-block; width: 6px; height: 6px; padding: 0; border: 0; border-radius: 3px; background: #c4ad97; }
  .crowd { display: flex; gap: 4px; height: 40px; align-items: center; }
  .alone { margin: 40px; }
  .session { background: #fffaf0; color: #777; font-size: 9px; }
  .medal { display: inline-block; width: 24px; height: 24px; border-radius: 12px; background: #f2c14e; color: #fff; text-align: center; font-size: 14px; line-height: 24px; }
  .ok-medal { background: #8a5a12; }
  .stage:disabled { min-width: 80px; height: 32px; border: 0; background: #ddd; color: #5f6672; font-size: 14px; }
  .ok-stage:disabled { color: #444; }
  .gold { height: 44px; border: 0; color: #fff; font-size: 16px; background: linear-gradient(90deg, #935a0c, #f2c14e); }
  .ok-gold { height: 44px; border: 0; color: #fff; font-size: 16px; background: linear-gradient(90deg, #8a1c16, #b3261e); }
  .shrunk { display: inline-block; font-size: 20px; transform: scale(0.5); transform-origin: left top; }
  .ok-large { font-size: 26px; color: #8a8a8a; }
  .ok-hidden { display: none; font-size: 8px; }
  .ok-reader { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); font-size: 16px; }
  .ok-target { width: 24px; height: 24px; padding: 0; border: 0; background: #cf2b24; color: #fff; }
  .ok-consent { font-size: 14px; }
  .ok-consent a { color: #1a5fb4; }
  svg { display: block; width: 282px; }
</style>
</head>
<body>
  <div class="crowd">
    <button class="dot" type="button" aria-label="上海"></button>
    <button class="dot" type="button" aria-label="苏州"></button>
  </div>
  <div class="alone"><button class="dot ok-alone" type="button" aria-label="拉萨"></button></div>
  <button class="ok-target" type="button" aria-label="关闭">×</button>
  <p class="ok-consent">我已阅读并同意<a href="#agreement">《用户服务协议》</a>和<a href="#privacy">《隐私政策》</a></p>
  <label class="ok-label" style="display:flex;align-items:center;gap:8px;height:44px"><input type="checkbox"> 记住我的选择</label>
  <p class="session">4月18日 14:00 · 上海市浦东新区世纪大道 100 号</p>
  <p><b class="medal">1</b> 股神一号 <b class="medal ok-medal">2</b> 价值投资者</p>
  <p><button class="stage" type="button" disabled>已领取</button> <button class="stage ok-stage" type="button" disabled>还差 2 人</button></p>
  <p><button class="gold" type="button">立即预约</button> <button class="ok-gold" type="button">立即报名</button></p>
  <p><span class="shrunk">限时特惠</span></p>
  <p class="ok-large">大号浅灰标题</p>
  <p class="ok-hidden">隐藏的小字</p>
  <span class="ok-reader">读屏文字</span>
  <svg viewBox="0 0 530 100" role="img" aria-label="地图"><text x="20" y="60" font-size="13" class="map-label">杭州 5</text></svg>
</body>
</html>`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    userAgent: PHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  page = await context.newPage();
  await page.setContent(FIXTURE);
  problems = await narrowPhoneProblems(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const named = (pattern: RegExp) => problems.filter((line) => pattern.test(line));

describe("the crawler's 320-px pass", () => {
  it('names crowded targets under 24×24 px, with what they crowd', () => {
    expect(
      named(/target-size at button\.dot "上海": 6×6 px.*meets button\.dot "苏州"/),
    ).toHaveLength(1);
    expect(
      named(/target-size at button\.dot "苏州": 6×6 px.*meets button\.dot "上海"/),
    ).toHaveLength(1);
  });

  it('names text under 12 px as rendered: set small, scaled down by a transform, or in a scaled SVG', () => {
    expect(named(/font-size at p\.session "4月18日 14:00 · 上海": 9 px/)).toHaveLength(1);
    expect(named(/font-size at span\.shrunk "限时特惠": 10 px/)).toHaveLength(1);
    // 13 units of a 530-unit-wide drawing shown 282 px wide.
    expect(named(/font-size at text\.map-label "杭州 5": 6\.9 px/)).toHaveLength(1);
  });

  it('names low contrast axe decides, and what it leaves undecided or skips', () => {
    expect(
      named(
        /color-contrast at p\.session.*contrast of 4\.3\d? \(foreground color: #777777, background color: #fffaf0\)/,
      ),
    ).toHaveLength(1);
    // A lone digit, which axe takes for a possible icon.
    expect(
      named(
        /color-contrast at b\.medal "1": contrast of 1\.6\d \(foreground color: #ffffff, background color: #f2c14e\)/,
      ),
    ).toHaveLength(1);
    // A disabled control, which axe skips.
    expect(
      named(
        /color-contrast at button\.stage "已领取": contrast of 4\.2\d \(foreground color: #5f6672, background color: #dddddd\)/,
      ),
    ).toHaveLength(1);
    // A gradient, judged at its lightest colour behind the text.
    expect(
      named(
        /color-contrast at button\.gold "立即预约": contrast of 1\.\d+ \(foreground color: #ffffff, background color: #/,
      ),
    ).toHaveLength(1);
  });

  it('names nothing else: spaced targets, links in a sentence, labelled checkboxes, large text, hidden text', () => {
    expect(problems.filter((line) => /\bok-|记住|协议|隐私|读屏|隐藏|大号/.test(line))).toEqual([]);
    expect(problems).toHaveLength(9);
  });

  it('gives the page its width back', async () => {
    expect(await page.evaluate(() => innerWidth)).toBe(PHONE_VIEWPORT.width);
  });
});
