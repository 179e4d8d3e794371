import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { validatePage } from '@h5-page/schema';
import type { Block } from '@h5-page/schema/page';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let browser: Browser;

/** Each block's own chunk in the visitor build, by file: `assets/image-….js` -> `image`. */
const BLOCK_CHUNKS: ReadonlyMap<string, string> = (() => {
  const manifest = JSON.parse(
    readFileSync(
      new URL('../packages/h5/dist/client/.vite/manifest.json', import.meta.url),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const chunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = /^\.\.\/blocks\/src\/(\w+)\/(\w+)\.tsx$/.exec(key);
    if (name && name[1] === name[2]) chunks.set(chunk.file, name[1]!);
  }
  return chunks;
})();

/** One of every block that can be static, with a static value, and a picture far below. */
const STATIC_BLOCKS: Block[] = [
  { name: 'logo', value: { position: 'left' }, children: [] },
  {
    name: 'image',
    value: { url: '/seed-assets/demo.svg', alt: '首屏图', width: 750, height: 360 },
    children: [],
  },
  { name: 'text', value: { html: '<p>活动说明：<b>每日 9:30</b> 开讲。</p>' }, children: [] },
  { name: 'icon', value: { text: '热' }, children: [] },
  { name: 'divider', value: {}, children: [] },
  {
    name: 'progress',
    value: { current: 30, limit: 100, prefixText: '已报名 ', suffixText: ' 人' },
    children: [],
  },
  {
    name: 'code',
    value: { html: '<p style="color:#5f6672">以上内容不构成投资建议。</p>' },
    children: [],
  },
  // Far below the fold: 6000 CSS px on a 375-px phone.
  { name: 'empty', value: { height: 12000 }, children: [] },
  {
    name: 'image',
    value: { url: '/seed-assets/jjfz.svg', alt: '底部图', width: 750, height: 300 },
    children: [],
  },
  { name: 'copyright', value: { show: true, fxts: true, show4: true }, children: [] },
];

async function importPage(code: string, blocks: Block[]) {
  const result = validatePage({ code, title: '静态区块', page_schema: blocks });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  await server.app.pages.importPage(result.page);
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  await importPage('e2e-static', STATIC_BLOCKS);
  // The same page with its banner made a link: that one block is interactive.
  await importPage('e2e-static-link', [
    STATIC_BLOCKS[0]!,
    {
      ...STATIC_BLOCKS[1]!,
      value: { ...STATIC_BLOCKS[1]!.value, action: { type: 7, atext: '/h5-page/h5/e2e-static' } },
    },
    ...STATIC_BLOCKS.slice(2),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page, waits for its code to have run and scrolls to its end; the block chunks it loaded. */
async function blockChunksLoaded(code: string) {
  const { page, context, errors } = await openPhonePage(browser);
  const loaded: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/dist/')[1] ?? '';
    const block = BLOCK_CHUNKS.get(file);
    if (block) loaded.push(block);
  });
  try {
    await page.goto(`${server.origin}/h5-page/h5/${code}`, { waitUntil: 'load' });
    // The page's code ran: the first screen is interactive and the page view was counted.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      INTERACTIVE_MARK,
    );
    const far = page.locator('img[alt="底部图"]');
    expect(await far.count()).toBe(0);
    await page.locator('.h5-copyright').scrollIntoViewIfNeeded();
    // The picture far below appears as it nears, as the image block's own code would show it.
    await expect.poll(() => far.isVisible()).toBe(true);
    await page.getByText('活动说明').click();
    return { loaded: [...new Set(loaded)].sort(), errors };
  } finally {
    await context.close();
  }
}

describe('static blocks in Chromium', () => {
  it('a page of static blocks loads none of their code, yet shows its far picture', async () => {
    const { loaded, errors } = await blockChunksLoaded('e2e-static');
    expect(loaded).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an image with an action on the same page is interactive: only its code is loaded', async () => {
    const { loaded, errors } = await blockChunksLoaded('e2e-static-link');
    expect(loaded).toEqual(['image']);
    expect(errors).toEqual([]);
  });
});
