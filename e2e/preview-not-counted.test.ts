import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

const PASSWORD = 'preview-not-counted-password';
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pageViews = async () => {
  await server.app.events.flush();
  return server.app.events.count({ pageCode: 'demo', kind: 'pv' });
};

describe('previews are not visits', () => {
  it('an editor’s preview sends no page view; the same phone’s real visit counts once', async () => {
    const signIn = await fetch(`${server.origin}/admin/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', password: PASSWORD }),
    });
    const cookie = /h5_admin_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const { page, context } = await openPhonePage(browser);
    try {
      await context.addCookies([{ name: 'h5_admin_session', value: cookie!, url: server.origin }]);
      const collected: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/collect/v1/')) collected.push(request.url());
      });
      const before = await pageViews();
      await page.goto(`${server.origin}/h5-page/h5/demo?isPreview=1`, {
        waitUntil: 'networkidle',
      });
      await blocksHydrated(page);
      // The preview bar shows: this is the draft, and the tracker was told so.
      await page.locator('.h5-preview-bar').waitFor();
      await page.goto(`${server.origin}/h5-page/h5/demo`, { waitUntil: 'networkidle' });
      await blocksHydrated(page);
      await expect.poll(pageViews).toBe(before + 1);
      expect(collected.filter((url) => url.includes('isPreview'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
