import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// A code block that tries to take the place of the server's page data (DOM clobbering): the
// page loads, a logged-in visitor uses it, and nothing reaches the other origin; the page's own
// code passes its Content-Security-Policy without a single violation.

const SCREENSHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;
const CODE = 'clobber-attack';
const ADMIN_PASSWORD = 'clobber-admin-password';

let server: TestServer;
let browser: Browser;
let other: Server;
let otherOrigin = '';
const otherRequests: string[] = [];

function attackHtml(): string[] {
  const data = JSON.stringify({
    config: { apiBase: otherOrigin, collectorUrl: `${otherOrigin}/collect/v1` },
    page: null,
  });
  return [
    `<div id="__H5_DATA__">${data}</div>`,
    `<script id="__H5_DATA__" type="application/json">${data}</script>`,
    `<p><span id="__H5_DATA__" name="__H5_DATA__">${data}</span></p>`,
    `<form name="__H5_DATA__"><input name="textContent" value='${data}'></form>`,
    `<a id="__H5_DATA__" name="config" href="${otherOrigin}/steal">${data}</a>`,
    `<textarea id="__H5_DATA__">${data}</textarea><pre id="root">${data}</pre>`,
    `<template id="__H5_DATA__">${data}</template><base href="${otherOrigin}/">`,
  ];
}

beforeAll(async () => {
  other = createServer((request, response) => {
    otherRequests.push(`${request.method} ${request.url}`);
    // Answer like a willing accomplice, so a call that got here would succeed.
    response.writeHead(200, {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'content-type': 'application/json',
    });
    response.end('{"code":1,"msg":"","response":{"can_join":true,"groups":[]}}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;

  server = await startTestServer({ appEnv: 'development', adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
  await server.importPage({
    code: CODE,
    title: '新春理财节',
    meta: { keywords: '', description: '' },
    background: '#fff7f2',
    is_auto_fit: 0,
    extra: { pageID: 5151 },
    page_schema: [
      ...attackHtml().map((html) => ({ name: 'code', value: { html }, children: [] })),
      {
        name: 'button',
        value: {
          type: 'text',
          text: '加入私享群',
          action: { type: 13, groupId: 3201, activeType: 'sqsjGroup' },
        },
        children: [],
      },
      {
        name: 'number',
        value: { id: '1', prefixText: '已有', suffixText: '人预约' },
        children: [],
      },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => other?.close(resolve));
});

/** Collects CSP violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? []);
}

describe('DOM clobbering through the code block', () => {
  it('a logged-in visit sends nothing to the other origin and reports no CSP violation', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const violations = await watchViolations(page);
      const token = await server.app.tokens.sign(5151);
      await context.addCookies([{ name: 'token', value: token, url: server.origin }]);
      const ownCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${server.origin}/`)) ownCalls.push(request.url());
      });
      const joinCheck = page.waitForResponse((r) => r.url().includes(API_PATHS.CHECK_CAN_JOIN));
      const response = await page.goto(`${server.origin}/h5-page/h5/${CODE}`, {
        waitUntil: 'networkidle',
      });
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain(otherOrigin);

      // The page's own calls, with the visitor's token, go to its own server.
      expect((await joinCheck).url().startsWith(server.origin)).toBe(true);
      await page.getByRole('button', { name: '加入私享群' }).click();
      await page.getByText(MESSAGES.JOIN_GROUP_SUCCESS).waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}security-clobbering.png` });

      // The sanitized attack is still on the page, under names it cannot clobber with.
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll('#root [id], #root [name]')].map(
          (element) => element.id || element.getAttribute('name'),
        ),
      );
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(id).toMatch(/^user-content-/);
      expect(ownCalls.some((url) => url.includes(API_PATHS.JOIN_OPEN_GROUP))).toBe(true);
      expect(otherRequests).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('made-up page codes share one not-found answer that hydrates as not-found, with no page call', async () => {
    const { page, context, errors } = await openPhonePage(browser);
    try {
      const violations = await watchViolations(page);
      const pageCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(API_PATHS.PAGE_DETAIL)) pageCalls.push(request.url());
      });
      const bodies: string[] = [];
      for (const code of ['made-up-1', 'made-up-2']) {
        const response = await page.goto(`${server.origin}/h5-page/h5/${code}`, {
          waitUntil: 'networkidle',
        });
        expect(response?.status()).toBe(404);
        bodies.push((await response?.text()) ?? '');
        await page.getByText('页面不存在').first().waitFor();
        const inlined = await page.evaluate(() =>
          JSON.parse(document.querySelector('body > script#__H5_DATA__')!.textContent!),
        );
        expect(inlined).toMatchObject({ page: null, code: null, missing: true });
      }
      // The same bytes for both codes, and the visitor app asked nothing more of the server.
      expect(bodies[1]).toBe(bodies[0]);
      expect(pageCalls).toEqual([]);
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the policy names by hash exactly the inline scripts the server wrote', async () => {
    const first = await fetch(`${server.origin}/h5-page/h5/${CODE}`);
    const policy = first.headers.get('content-security-policy') ?? '';
    const named = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
    const html = await first.text();
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map(([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(new Set(inline)).toEqual(named);
    expect(policy.split(';')[0]).not.toContain('unsafe');
  });

  it('the builder loads under its policy without a violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      const violations = await watchViolations(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await page.goto(`${server.origin}/admin/`, { waitUntil: 'networkidle' });
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-/);
      await page.getByLabel('用户名').fill('admin');
      await page.getByLabel('密码').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByText(CODE).first().waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}security-builder.png` });
      // The editor: its canvas renders the attack page's blocks, code block included.
      await page.goto(`${server.origin}/admin/pages/${CODE}`, { waitUntil: 'load' });
      const canvas = page.frameLocator('iframe').first();
      await canvas.getByText('加入私享群').first().waitFor();
      await screenshot(page, { path: `${SCREENSHOTS}security-builder-editor.png` });
      expect(await violations()).toEqual([]);
      expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
