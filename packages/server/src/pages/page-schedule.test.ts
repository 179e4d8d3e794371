import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import type { ActivityPage } from '@h5-page/schema/page';
import { build } from '../app.ts';
import { ADMIN_PASSWORD, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { createTestDatabase } from '#test/support/postgres.ts';

/**
 * Schedules: a version published with a start ahead waits while the live one serves, and goes
 * live at its start on every process by the timer alone; a page never live says when it starts;
 * at the end visitors get what the marketer chose. The clock is the app's, moved by the test
 * (a real timer then fires a moment later), so nothing waits for wall-clock hours.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 2026-11-25 12:00 China time, where the tests' clock starts. */
let clockBase = Date.UTC(2026, 10, 25, 4, 0);
const startedAt = Date.now();
const now = () => clockBase + (Date.now() - startedAt);
/** Sets the clock so that it now reads `instant`. */
const setClock = (instant: number) => {
  clockBase = instant - (Date.now() - startedAt);
};

let app: FastifyInstance;
let cookie: { cookie: string };
beforeAll(async () => {
  app = await build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD },
    seed: false,
    now,
  });
  cookie = await signIn(app);
});
afterAll(async () => {
  await app?.close();
});

const admin = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  on: FastifyInstance = app,
) =>
  on.inject({ method, url: `/admin/api${url}`, headers: cookie, ...(payload ? { payload } : {}) });
const detail = (code: string, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url: `${API_PATHS.PAGE_DETAIL}?code=${code}` });
const visit = (code: string) => app.inject({ method: 'GET', url: `/h5-page/h5/${code}` });
const titleOf = (response: LightMyRequestResponse) =>
  body<{ activity_page: { title: string } }>(response).response.activity_page.title;
const save = async (
  code: string,
  title: string,
  on: FastifyInstance = app,
  background = '#ffffff',
  more: Partial<ActivityPage> = {},
) => {
  const saved = await admin(
    'PUT',
    `/pages/${code}`,
    testPage(code, { title, background, ...more }),
    on,
  );
  expect(saved.statusCode, saved.body).toBe(200);
};
const publish = async (code: string, window: object = {}, on: FastifyInstance = app) => {
  const published = await admin('POST', `/pages/${code}/publish`, window, on);
  expect(published.statusCode, published.body).toBe(200);
  return body<{ version: number; current: boolean; scheduled: boolean }>(published).response;
};

/**
 * Moves the clock to just before `at` and has each app's timer read the store again (as it does
 * after a publish); resolves once every app's timer has handled `code`'s start or end. No
 * visitor request is made meanwhile.
 */
async function reach(at: number, code: string, apps: FastifyInstance[] = [app]) {
  const handled = apps.map(
    (each) =>
      new Promise<void>((resolve) => {
        const stop = each.pageSchedule.onSwitch((switched) => {
          if (switched !== code) return;
          stop();
          resolve();
        });
      }),
  );
  setClock(at - 150);
  await Promise.all(apps.map((each) => each.pageSchedule.rearm()));
  await Promise.all(handled);
  expect(now()).toBeGreaterThanOrEqual(at);
}

describe('schedules', () => {
  it('keeps the live version until a scheduled start, then serves the new one by the timer alone', async () => {
    await save('spring', '一期活动');
    expect(await publish('spring')).toMatchObject({ version: 1, current: true });
    expect(titleOf(await detail('spring'))).toBe('一期活动');
    expect((await visit('spring')).body).toContain('一期活动');

    await save('spring', '二期活动');
    const start = now() + 2 * DAY;
    expect(await publish('spring', { starts_at: start })).toMatchObject({
      version: 2,
      current: false,
      scheduled: true,
    });
    // Until the start, the live version serves: page-detail and rendered page alike.
    expect(titleOf(await detail('spring'))).toBe('一期活动');
    const before = await visit('spring');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('一期活动');
    expect(before.body).not.toContain('二期活动');
    const listed = body<{ pages: { code: string; status: string; scheduled_starts_at: string }[] }>(
      await admin('GET', '/pages'),
    ).response.pages.find((page) => page.code === 'spring');
    // The draft is what waits: nothing of it is left unpublished.
    expect(listed).toMatchObject({
      status: 'live',
      scheduled_starts_at: new Date(start).toISOString(),
      has_unpublished_changes: false,
    });

    await reach(start, 'spring');
    // The timer made v2 the live version in the store, with no request in between.
    const versions = body<{ versions: { version: number; current: boolean }[] }>(
      await admin('GET', '/pages/spring/versions'),
    ).response.versions;
    expect(versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(titleOf(await detail('spring'))).toBe('二期活动');
    const after = await visit('spring');
    expect(after.body).toContain('二期活动');
    expect(after.body).not.toContain('一期活动');
  });

  it('shows a page never live as starting at its time, with its title and background, until then', async () => {
    await save('autumn', '<秋季>理财节', app, '#fde9d9');
    const start = Date.UTC(2026, 10, 30, 12, 0); // 11月30日 20:00 China time
    setClock(start - 2 * DAY);
    await publish('autumn', { starts_at: new Date(start).toISOString() });

    const page = await visit('autumn');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('活动将于 11月30日 20:00 开始');
    expect(page.body).toContain('&lt;秋季&gt;理财节');
    expect(page.body).toContain('background-color:#fde9d9');
    const early = await detail('autumn');
    expect(early.statusCode).toBe(403);
    expect(body(early)).toMatchObject({
      msg: '活动将于 11月30日 20:00 开始',
      response: { title: '<秋季>理财节', background: '#fde9d9' },
    });

    await reach(start, 'autumn');
    expect(titleOf(await detail('autumn'))).toBe('<秋季>理财节');
    expect((await visit('autumn')).body).not.toContain('活动将于');
  });

  it('at the end shows the message and link the page file holds', async () => {
    await save('winter', '冬季活动', app, '#eef4ff', {
      after_end: {
        kind: 'notice',
        message: '感谢参与，下一期见',
        link_text: '查看下一期',
        link_url: '/h5-page/h5/spring',
      },
    });
    const end = now() + DAY;
    await publish('winter', { ends_at: end });
    expect(titleOf(await detail('winter'))).toBe('冬季活动');

    await reach(end, 'winter');
    const ended = await visit('winter');
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('活动已结束');
    expect(ended.body).toContain('感谢参与，下一期见');
    expect(ended.body).toContain('<a class="link" href="/h5-page/h5/spring">查看下一期</a>');
    expect(ended.body).toContain('background-color:#eef4ff');
    expect(body(await detail('winter'))).toMatchObject({
      msg: '活动已结束',
      response: {
        title: '冬季活动',
        message: '感谢参与，下一期见',
        link_text: '查看下一期',
        link_url: '/h5-page/h5/spring',
      },
    });
  });

  it('at the end sends visitors to the page chosen instead', async () => {
    await save('flash', '限时活动', app, '#ffffff', {
      after_end: { kind: 'redirect', url: '/h5-page/h5/spring' },
    });
    const end = now() + HOUR;
    await publish('flash', { ends_at: end });
    expect((await visit('flash')).statusCode).toBe(200);

    await reach(end, 'flash');
    const gone = await visit('flash');
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe('/h5-page/h5/spring');
    expect(body(await detail('flash'))).toMatchObject({
      msg: '活动已结束',
      response: { redirect_url: '/h5-page/h5/spring' },
    });
  });

  it('refuses an end before the start, an end past, and links off the site, saving nothing', async () => {
    await save('strict', '一版');
    await publish('strict');
    await save('strict', '二版', app, '#ffffff', {
      after_end: { kind: 'redirect', url: 'https://evil.example/' },
    });
    const refusals: [object, string][] = [
      [{ starts_at: now() + 2 * HOUR, ends_at: now() + HOUR }, '结束时间必须晚于开始时间'],
      [{ ends_at: now() - HOUR }, '结束时间已过，请选择将来的时间，或不设结束时间'],
      [
        { ends_at: now() + HOUR },
        '结束后的链接地址不可用：请填写本站页面地址（如 /h5-page/h5/spring）或允许的域名',
      ],
    ];
    for (const [window, msg] of refusals) {
      const refused = await admin('POST', '/pages/strict/publish', window);
      expect(refused.statusCode, JSON.stringify(window)).toBe(400);
      expect(body(refused).msg).toBe(msg);
    }
    // The draft itself refuses a link that is no web page, half a link, and a way back to itself.
    const drafts: [object, string, string][] = [
      [
        { kind: 'notice', message: '再见', link_url: 'javascript:alert(1)', link_text: '看看' },
        'after_end.link_url',
        '链接地址应为本站地址（以 / 开头，如 /h5-page/h5/spring）或 https:// 开头的网址',
      ],
      [
        { kind: 'notice', message: '再见', link_text: '看看' },
        'after_end.link_url',
        '按钮文字和链接地址需同时填写',
      ],
      [
        { kind: 'redirect', url: '/h5-page/h5/strict?from=end' },
        'after_end.url',
        '结束后不能跳转回本页面，请选择其他页面',
      ],
    ];
    for (const [afterEnd, path, message] of drafts) {
      const refused = await admin(
        'PUT',
        '/pages/strict',
        testPage('strict', { after_end: afterEnd } as Partial<ActivityPage>),
      );
      expect(refused.statusCode, JSON.stringify(afterEnd)).toBe(400);
      expect(body<{ problems: unknown[] }>(refused).response.problems).toContainEqual({
        path,
        message,
      });
    }
    const versions = body<{ versions: unknown[] }>(await admin('GET', '/pages/strict/versions'))
      .response.versions;
    expect(versions).toHaveLength(1);
    expect(titleOf(await detail('strict'))).toBe('一版');
  });

  it('keeps the page’s schedule through a publish that names none; ends_at: null removes the end, audited', async () => {
    const end = Date.UTC(2026, 10, 30, 15, 59); // 2026-11-30 23:59 China time
    setClock(end - 5 * DAY);
    await save('kept', '一期', app, '#ffffff', {
      after_end: { kind: 'notice', message: '本期已结束', link_text: '', link_url: '' },
    });
    await publish('kept', { ends_at: end });
    await save('kept', '一期（修订）', app, '#ffffff', {
      after_end: { kind: 'notice', message: '本期已结束', link_text: '', link_url: '' },
    });
    // A plain 发布: the end stays, in the list, the history and for visitors.
    expect(await publish('kept')).toMatchObject({
      version: 2,
      ends_at: new Date(end).toISOString(),
      after_end: { kind: 'notice', message: '本期已结束' },
    });
    const listed = body<{ pages: { code: string; starts_at: string | null; ends_at: string }[] }>(
      await admin('GET', '/pages'),
    ).response.pages.find((page) => page.code === 'kept');
    expect(listed).toMatchObject({ starts_at: null, ends_at: new Date(end).toISOString() });
    const history = body<{ versions: { version: number; ends_at: string | null }[] }>(
      await admin('GET', '/pages/kept/versions'),
    ).response.versions;
    expect(history.map((v) => [v.version, v.ends_at])).toEqual([
      [2, new Date(end).toISOString()],
      [1, new Date(end).toISOString()],
    ]);
    // A start given alone keeps the end too.
    const start = end - 2 * DAY;
    expect(await publish('kept', { starts_at: start })).toMatchObject({
      version: 3,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(end).toISOString(),
    });

    // Removing the end is said, and recorded as such.
    expect(await publish('kept', { ends_at: null })).toMatchObject({
      version: 4,
      starts_at: new Date(start).toISOString(),
      ends_at: null,
    });
    const audit = body<{ entries: { action: string; detail: Record<string, unknown> }[] }>(
      await admin('GET', '/audit?page_code=kept&action=page.end_removed'),
    ).response.entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'page.end_removed',
        detail: { version: 4, removed_ends_at: new Date(end).toISOString() },
      }),
    ]);
    expect(await publish('kept')).toMatchObject({ version: 5, ends_at: null });
  });

  it('refuses to keep an end already past, naming it, until a new end or none is given', async () => {
    await save('lapsed', '旧活动');
    const end = now() + HOUR;
    await publish('lapsed', { ends_at: end });
    await reach(end, 'lapsed');
    const refused = await admin('POST', '/pages/lapsed/publish', {});
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      code: 'PAGE_WINDOW_PAST',
      msg: expect.stringMatching(
        /^页面的结束时间 \d+月\d+日 \d\d:\d\d 已过：请设置新的结束时间（ends_at），或以 ends_at: null 取消结束时间$/,
      ),
    });
    expect(await publish('lapsed', { ends_at: now() + DAY })).toMatchObject({ version: 2 });
  });

  it('takes what visitors get after the end from the draft only, and records its text', async () => {
    await save('sent', '活动', app, '#ffffff', {
      after_end: { kind: 'notice', message: '感谢关注', link_text: '', link_url: '' },
    });
    const refused = await admin('POST', '/pages/sent/publish', {
      ends_at: now() + DAY,
      after_end: { kind: 'notice', message: '保本保收益，稳赚不赔！' },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ code: 'PAGE_AFTER_END_IN_DRAFT', response: null });
    expect(body(refused).msg).toContain('after_end');
    expect(
      body<{ versions: unknown[] }>(await admin('GET', '/pages/sent/versions')).response.versions,
    ).toEqual([]);

    await publish('sent', { ends_at: now() + DAY });
    const entries = body<{ entries: { action: string; detail: Record<string, unknown> }[] }>(
      await admin('GET', '/audit?page_code=sent&action=page.publish'),
    ).response.entries;
    expect(entries.at(-1)?.detail).toMatchObject({
      version: 1,
      after_end: { kind: 'notice', message: '感谢关注', link_text: '', link_url: '' },
    });
  });
});

describe('schedules across processes on one PostgreSQL', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD, databaseUrl: testDb.url };
    one = await build({ config, seed: false, ssr: false, now });
    two = await build({ config, seed: false, ssr: false, now });
    cookie = await signIn(one);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await testDb?.drop();
  });

  it('switches on both at the start, the other process learning the schedule from the store', async () => {
    await save('shared', '旧版', one);
    await publish('shared', {}, one);
    // Both processes hold the live version in their caches.
    expect(titleOf(await detail('shared', one))).toBe('旧版');
    expect(titleOf(await detail('shared', two))).toBe('旧版');

    await save('shared', '新版', one);
    const start = now() + DAY;
    await publish('shared', { starts_at: start }, one);
    expect(titleOf(await detail('shared', two))).toBe('旧版');

    await reach(start, 'shared', [one, two]);
    expect(titleOf(await detail('shared', one))).toBe('新版');
    expect(titleOf(await detail('shared', two))).toBe('新版');
  });
});
