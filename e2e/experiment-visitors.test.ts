import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { API_PATHS, ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import type { ActivityPage, Block } from '@h5-page/schema/page';
import type { DevSmsOutbox } from '../packages/server/src/accounts/providers/dev-sms-outbox.ts';
import { launchBrowser, openPhonePage } from './support/browser.ts';
import { blocksHydrated } from './support/hydrated.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

// An A/B test as its visitors make it: 200 visitors (HTTP clients doing what the visitor app
// does: the page, its page view, a click, a second visit, sometimes a lead) go through a
// two-variant page; the split follows the weights, nobody changes variant, and the experiment's
// figures are exactly what they did. Two phones in Chromium show that the visitor app itself
// reports its variant on the page view and the click.

const CODE = 'ab-spring';
const VISITORS = 200;
const PASSWORD = 'experiment-e2e-password';
const SHOTS = new URL('../.tmp/screenshots/', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;

const heading = (words: string): Block => ({
  name: 'text',
  value: { html: `<p style="text-align: center"><strong>${words}</strong></p>` },
  children: [],
});
const leadForm = (title: string): Block => {
  const block = structuredClone(blockDefinitions.leadForm!.demo[0]!);
  return { ...block, value: { ...block.value, title } };
};

const button = (text: string): Block => {
  const block = structuredClone(blockDefinitions.button!.demo[0]!);
  return { ...block, value: { ...block.value, text, isNeedLogin: false, animate: false } };
};

const PAGE: ActivityPage = {
  code: CODE,
  title: '春季投顾体验',
  meta: { keywords: '投顾', description: '免费领取投顾策略体验' },
  background: '#f5f5f5',
  is_auto_fit: 0,
  extra: { pageID: 7301 },
  page_schema: [],
  variants: [
    {
      key: 'a',
      weight: 50,
      page_schema: [
        heading('稳健投顾，陪你穿越牛熊'),
        leadForm('免费领取投顾策略体验'),
        button('看看名师直播课'),
      ],
    },
    {
      key: 'b',
      weight: 50,
      page_schema: [
        heading('三步上手，七天体验投顾策略'),
        leadForm('立即领取 7 天策略体验'),
        button('预约今晚直播课'),
      ],
    },
  ],
};

beforeAll(async () => {
  server = await startTestServer({
    appEnv: 'development',
    reviewRequired: false,
    adminPassword: PASSWORD,
  });
  await server.app.pages.saveDraft(PAGE);
  await server.app.pages.publish(CODE);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visitor {
  sid: string;
  cookie: string;
  variant: string;
}

/** The variant a page's HTML was rendered for. */
const inlinedVariant = (html: string) => /"variant":"([a-z0-9_.-]+)"/.exec(html)?.[1] ?? null;

async function firstVisit(n: number): Promise<Visitor> {
  const answer = await fetch(`${server.origin}/h5-page/h5/${CODE}`);
  expect(answer.status).toBe(200);
  const setCookie = answer.headers.get('set-cookie') ?? '';
  const cookie = /^h5_ab=([a-z0-9_-]+)/.exec(setCookie);
  expect(cookie, setCookie).not.toBeNull();
  const variant = inlinedVariant(await answer.text());
  expect(variant).toBe(cookie![1]);
  return { sid: `ab-visitor-${n}`, cookie: `h5_ab=${cookie![1]}`, variant: variant! };
}

/**
 * The page view and, for some, a click: as the visitor app's tracker sends them; then, as the
 * visitor leaves, the visit-duration beacon with `stayMs`. Resolves the visit session the page
 * view was answered.
 */
async function track(visitor: Visitor, clicks: boolean, stayMs: number): Promise<string> {
  const query = new URLSearchParams({
    page_code: CODE,
    page_id: '7301',
    sid: visitor.sid,
    uid: '',
    path: `/h5-page/h5/${CODE}`,
    ab: visitor.variant,
  });
  const view = await fetch(`${server.origin}/collect/v1/pv.gif?${query}`);
  await view.arrayBuffer();
  const session = view.headers.get('x-visit-session');
  expect(session).toBeTruthy();
  const beacon = new URLSearchParams({
    page_code: CODE,
    sid: visitor.sid,
    vs: session!,
    ab: visitor.variant,
    duration: String(stayMs),
  });
  const left = await fetch(`${server.origin}/collect/v1/beacon.gif?${beacon}`);
  await left.arrayBuffer();
  expect(left.status).toBe(200);
  if (!clicks) return session!;
  const click = await fetch(`${server.origin}/collect/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      events: [
        {
          type: 'click',
          name: '立即激活',
          page_code: CODE,
          page_id: 7301,
          sid: visitor.sid,
          uid: '',
          vs: session,
          ab: visitor.variant,
        },
      ],
    }),
  });
  expect(click.status).toBe(200);
  return session!;
}

/**
 * A lead through the development SMS flow, carrying the visit as the form sends it: the server
 * credits it to the variant that visit's page view was counted for.
 */
async function leaveLead(visitor: Visitor, session: string, handset: string): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        referer: `${server.origin}/h5-page/h5/${CODE}`,
      },
      body: JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ code: number; msg: string; response: never }>);
  const ticket = await post('/dev/captcha/ticket', {});
  const sent = await post(API_PATHS.ADVERT_SMS_SEND, {
    handset,
    ...(ticket.response as object),
    platform_name: 'h5',
    operation_name: 'lead',
    type: 1,
  });
  expect(sent.code, sent.msg).toBe(ENVELOPE_SUCCESS_CODE);
  const outbox = server.app.sms as DevSmsOutbox;
  const code = outbox.messages(handset).at(-1)!.code;
  const statement = await server.app.accounts.privacyStatements.current();
  const lead = await post(API_PATHS.GIFT_ACTIVITY, {
    nick_name: '访客',
    handset,
    code,
    version_id: 1,
    cps_id: '',
    is_send_result: 1,
    page_code: CODE,
    consent_version: statement.version,
    sid: visitor.sid,
    vs: session,
  });
  expect(lead.code, lead.msg).toBe(ENVELOPE_SUCCESS_CODE);
}

/** The builder in a new tab of `context`, signed in as the admin (the page list opens). */
async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  return page;
}

it('splits 200 visitors by the weights, keeps each on one variant, and counts what they did', async () => {
  const did = new Map<string, { visitors: number; clicks: number; leads: number; quick: number }>([
    ['a', { visitors: 0, clicks: 0, leads: 0, quick: 0 }],
    ['b', { visitors: 0, clicks: 0, leads: 0, quick: 0 }],
  ]);
  for (let n = 0; n < VISITORS; n += 1) {
    const visitor = await firstVisit(n);
    const figures = did.get(visitor.variant)!;
    figures.visitors += 1;
    // Variant b's page draws more clicks and leads in this simulation: every third visitor
    // clicks on a, every other on b; leads from every 20th (a) and every 10th (b).
    const clicks = visitor.variant === 'a' ? n % 3 === 0 : n % 2 === 0;
    // Every fourth visitor leaves within 5 seconds.
    const quick = n % 4 === 0;
    const session = await track(visitor, clicks, quick ? 3_000 : 40_000);
    if (clicks) figures.clicks += 1;
    if (quick) figures.quick += 1;
    // Coming back: the cookie brings the same variant.
    const again = await fetch(`${server.origin}/h5-page/h5/${CODE}`, {
      headers: { cookie: visitor.cookie },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(inlinedVariant(await again.text())).toBe(visitor.variant);
    if (n % (visitor.variant === 'a' ? 20 : 10) === 0) {
      await leaveLead(visitor, session, `1370000${String(n).padStart(4, '0')}`);
      figures.leads += 1;
    }
  }
  // Within a few percent of 50/50 (blocks of two: one visitor at most).
  expect(Math.abs(did.get('a')!.visitors - VISITORS / 2)).toBeLessThanOrEqual(1);

  // The experiment screen a marketer opens from the page list shows exactly these figures.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await signedIn(context);
    const row = page.locator('tr', { hasText: CODE });
    await row.getByRole('button', { name: '实验' }).click();
    await page.waitForURL(new RegExp(`/admin/pages/${CODE}/experiment$`));
    for (const [index, key] of ['a', 'b'].entries()) {
      const figures = did.get(key)!;
      const cells = page.locator('tbody tr').nth(index).locator('td');
      await expect.poll(() => cells.nth(2).textContent()).toBe(String(figures.visitors));
      const perVisitor = (figures.clicks / figures.visitors).toFixed(2);
      const value = (cell: number) =>
        cells.nth(cell).locator('.experiment-figure__value').textContent();
      expect(await value(3)).toBe(perVisitor);
      expect(await cells.nth(4).textContent()).toBe(String(figures.leads));
      const rate = ((figures.leads / figures.visitors) * 100).toFixed(1);
      expect(await cells.nth(5).textContent()).toContain(`${rate}%`);
      const quick = ((figures.quick / figures.visitors) * 100).toFixed(1);
      expect(await value(8)).toBe(`${quick}%`);
    }
    await page.locator('.experiment-screen__verdict').first().waitFor();
    await screenshot(page, { path: `${SHOTS}experiment-screen.png` });

    // New weights, published: a new analysis period, counted from nothing; the first is read
    // from the picker with the figures above.
    await server.app.pages.saveDraft({
      ...PAGE,
      variants: PAGE.variants!.map((variant, index) => ({
        ...variant,
        weight: index === 0 ? 80 : 20,
      })),
    });
    await server.app.pages.publish(CODE);
    await page.reload();
    await page.getByText(/方案或流量占比在 .* 调整过：此前的数据分属前 1 个阶段/).waitFor();
    const first = page.locator('tbody tr').first().locator('td');
    expect(await first.nth(1).textContent()).toBe('80%');
    expect(await first.nth(2).textContent()).toBe('0');
    await page.getByRole('combobox', { name: '分析阶段' }).click();
    await page.getByText(/^第 1 阶段：.* · A 50% \/ B 50%$/).click();
    await page.getByText('正在查看已结束的第 1 阶段：数据与结论只属于这一阶段的流量占比').waitFor();
    await expect.poll(() => first.nth(2).textContent()).toBe(String(did.get('a')!.visitors));
    expect(await first.nth(1).textContent()).toBe('50%');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, { path: `${SHOTS}experiment-periods.png` });
  } finally {
    await context.close();
  }
}, 240_000);

it('the visitor app reports its variant on the page view and on a click', async () => {
  for (let phone = 0; phone < 2; phone += 1) {
    const { page, context } = await openPhonePage(browser);
    try {
      const views: Request[] = [];
      const posts: Request[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/collect/v1/pv.gif') views.push(request);
        if (path === '/collect/v1/events') posts.push(request);
      });
      // The button leads to an app page: answered with nothing, so the phone stays here.
      await page.route(
        (url) => url.pathname.startsWith('/h5-page/app/'),
        (route) => route.fulfill({ status: 204 }),
      );
      await page.goto(`${server.origin}/h5-page/h5/${CODE}`, { waitUntil: 'load' });
      const given = (await context.cookies()).find((cookie) => cookie.name === 'h5_ab')!;
      expect(['a', 'b']).toContain(given.value);
      expect(given.path).toBe(`/h5-page/h5/${CODE}`);
      await expect.poll(() => views.length).toBe(1);
      expect(new URL(views[0]!.url()).searchParams.get('ab')).toBe(given.value);
      // The variant's own words on the screen.
      const title = given.value === 'a' ? '免费领取投顾策略体验' : '立即领取 7 天策略体验';
      await page.getByText(title).waitFor();
      // Tapped once the blocks have hydrated: before, the button is server HTML only.
      await blocksHydrated(page, 30_000);
      // The button reports its click as it leads on.
      const label = given.value === 'a' ? '看看名师直播课' : '预约今晚直播课';
      await page.getByRole('button', { name: label }).tap();
      await expect.poll(() => posts.length).toBeGreaterThan(0);
      const sent = JSON.parse(posts[0]!.postData() ?? '{}') as { events: { ab?: string }[] };
      expect(sent.events[0]?.ab).toBe(given.value);
    } finally {
      await context.close();
    }
  }
}, 180_000);

it('an automatic allocation: set in the builder, a holdout visitor reports their mark, the screen shows the shares', async () => {
  const code = 'ab-auto-spring';
  await server.app.pages.saveDraft({ ...PAGE, code, extra: { pageID: 7302 } });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    // The marketer turns it on in the A/B drawer; the draft saves with it; it is published.
    const page = await signedIn(context);
    await page.locator('tr', { hasText: code }).waitFor();
    await page.goto(`${server.origin}/admin/pages/${code}`);
    await page.getByRole('button', { name: 'A/B 实验 · 2 个方案' }).click();
    const toggle = page.getByRole('switch', { name: '自动分配流量' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('spinbutton', { name: '方案 A 流量占比' }).isDisabled()).toBe(true);
    await screenshot(page, { path: `${SHOTS}experiment-allocation-drawer.png` });
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page.getByText('草稿已保存').waitFor();
    await expect
      .poll(async () => (await server.app.pages.getDraft(code))?.page.variant_allocation)
      .toBe('thompson');
    await server.app.pages.publish(code);

    // Twenty new visitors: four are the holdout, two on each variant.
    const tokens: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const answer = await fetch(`${server.origin}/h5-page/h5/${code}`);
      await answer.arrayBuffer();
      tokens.push(/^h5_ab=([a-z.]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!);
    }
    expect(tokens.filter((token) => token.endsWith('.h')).sort()).toEqual([
      'a.h',
      'a.h',
      'b.h',
      'b.h',
    ]);

    // A holdout visitor's phone reports the mark with its page view, and sees its variant.
    const phone = await openPhonePage(browser);
    try {
      await phone.context.addCookies([
        { name: 'h5_ab', value: 'b.h', url: `${server.origin}/h5-page/h5/${code}` },
      ]);
      const views: Request[] = [];
      phone.page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/collect/v1/pv.gif') views.push(request);
      });
      await phone.page.goto(`${server.origin}/h5-page/h5/${code}`, { waitUntil: 'load' });
      await phone.page.getByText('立即领取 7 天策略体验').waitFor();
      await expect.poll(() => views.length).toBe(1);
      expect(new URL(views[0]!.url()).searchParams.get('ab')).toBe('b.h');
    } finally {
      await phone.context.close();
    }

    // The experiment screen: the shares in force, and figures of the holdout alone.
    await page.goto(`${server.origin}/admin/pages/${code}/experiment`);
    const card = page.locator('.experiment-screen__allocation');
    await card.getByText(/^更新于 /).waitFor();
    await page
      .getByText(/^本阶段为自动分配：以下数据只统计平均分配的留出访客（占新访客 20%）/)
      .waitFor();
    const second = page.locator('tbody tr').nth(1).locator('td');
    await expect.poll(() => second.nth(2).textContent()).toBe('1');
    expect(await second.nth(1).textContent()).toBe('50%');
    await screenshot(page, { path: `${SHOTS}experiment-allocation.png`, fullPage: true });
  } finally {
    await context.close();
  }
}, 240_000);
