import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
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
) => {
  const saved = await admin('PUT', `/pages/${code}`, testPage(code, { title, background }), on);
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
    expect(page.body).toContain('&#60;秋季&#62;理财节');
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

  it('at the end shows the chosen message and link', async () => {
    await save('winter', '冬季活动', app, '#eef4ff');
    const end = now() + DAY;
    await publish('winter', {
      ends_at: end,
      after_end: {
        kind: 'notice',
        message: '感谢参与，下一期见',
        link_text: '查看下一期',
        link_url: '/h5-page/h5/spring',
      },
    });
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
    await save('flash', '限时活动');
    const end = now() + HOUR;
    await publish('flash', {
      ends_at: end,
      after_end: { kind: 'redirect', url: '/h5-page/h5/spring' },
    });
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
    await save('strict', '二版');
    const refusals: [object, string][] = [
      [{ starts_at: now() + 2 * HOUR, ends_at: now() + HOUR }, '结束时间必须晚于开始时间'],
      [{ ends_at: now() - HOUR }, '结束时间已过，请选择将来的时间，或不设结束时间'],
      [
        { ends_at: now() + HOUR, after_end: { kind: 'redirect', url: 'https://evil.example/' } },
        '结束后的链接地址不可用：请填写本站页面地址（如 /h5-page/h5/spring）或允许的域名',
      ],
      [
        {
          ends_at: now() + HOUR,
          after_end: {
            kind: 'notice',
            message: '再见',
            link_url: 'javascript:alert(1)',
            link_text: '看看',
          },
        },
        '结束后的链接地址不可用：请填写本站页面地址（如 /h5-page/h5/spring）或允许的域名',
      ],
      [
        {
          ends_at: now() + HOUR,
          after_end: { kind: 'notice', message: '再见', link_text: '看看' },
        },
        '结束后的链接需同时填写按钮文字和链接地址',
      ],
      [
        {
          ends_at: now() + HOUR,
          after_end: { kind: 'redirect', url: '/h5-page/h5/strict?from=end' },
        },
        '结束后不能跳转回本页面，请选择其他页面',
      ],
    ];
    for (const [window, msg] of refusals) {
      const refused = await admin('POST', '/pages/strict/publish', window);
      expect(refused.statusCode, JSON.stringify(window)).toBe(400);
      expect(body(refused).msg).toBe(msg);
    }
    const versions = body<{ versions: unknown[] }>(await admin('GET', '/pages/strict/versions'))
      .response.versions;
    expect(versions).toHaveLength(1);
    expect(titleOf(await detail('strict'))).toBe('一版');
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
