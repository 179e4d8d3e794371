import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Block } from '@h5-page/schema';
import { validatePage } from '@h5-page/schema';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

const BLOCK_COUNT = 200;

let server: TestServer;
let browser: Browser;

/** 200 blocks cycling through every block's demo examples (nested children included). */
function mixedBlocks(): Block[] {
  const pool = Object.values(blockDefinitions)
    .flatMap((definition) => definition.demo)
    // One retain popup is enough: each one catches the first back press.
    .filter((block) => block.name !== 'retainPopup');
  const blocks: Block[] = [];
  for (let i = 0; blocks.length < BLOCK_COUNT; i++) {
    const block = structuredClone(pool[i % pool.length]!);
    // Popup ids stay unique so each button opens its own popup.
    if (block.name === 'popup')
      block.value = { ...block.value, id: `${String(block.value.id)}-${i}` };
    blocks.push(block);
  }
  return blocks;
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const result = validatePage({
    code: 'e2e-many',
    title: '二百个区块',
    extra: { pageID: 2001 },
    page_schema: mixedBlocks(),
  });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  expect(result.warnings).toEqual([]);
  await server.app.pages.importPage(result.page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a page of 200 mixed blocks', () => {
  it('renders on the server with every block in the markup', async () => {
    const response = await server.app.inject({ url: '/h5-page/h5/e2e-many' });
    expect(response.statusCode).toBe(200);
    // Every boundary is complete in place: nothing waits for an inline reveal script.
    expect(response.body).not.toContain('<!--$?-->');
    expect(response.body).not.toContain('$RC(');
    const names = new Set(mixedBlocks().map((b) => b.name));
    for (const name of names) {
      // Popups render nothing until opened; every other block leaves its class in the markup.
      if (name === 'popup') continue;
      const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(response.body, name).toMatch(new RegExp(`class="h5-${kebab}[\\s"-]`));
    }
  });

  // Two hundred blocks on a machine busy with other browser tests: the limits are wide, the
  // waits are for states (the page loaded, every block hydrated), not for a quiet network, which
  // blocks that poll never give.
  it('hydrates in Chromium without a console error', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      await page.goto(`${server.origin}/h5-page/h5/e2e-many`, { waitUntil: 'load' });
      await blocksHydrated(page, 120_000);
      expect(errors).toEqual([]);
      const rendered = await page.locator('#root [class^="h5-"]').count();
      expect(rendered).toBeGreaterThan(BLOCK_COUNT);
    } finally {
      await context.close();
    }
  });
});
