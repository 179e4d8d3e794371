import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';

let app: FastifyInstance;
let cookie: string;
let writer: { cookie: string };
appForAll(async () => {
  app = await adminApp();
  ({ cookie } = await signIn(app));
  writer = await signedInEditor(app, { cookie }, 'writer', 'writer-password');
  return app;
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = { cookie }) =>
  app.inject({ method, url: `/admin/api${url}`, headers, ...(payload ? { payload } : {}) });
const detail = (code: string) =>
  app.inject({ method: 'GET', url: `${API_PATHS.PAGE_DETAIL}?code=${code}` });

describe('pages', () => {
  it('saves a draft exactly as sent, keys in their order, no defaults added', async () => {
    const page = {
      title: '顺序',
      code: 'ordered',
      page_schema: [
        { name: 'copyright', value: { text: '风险提示', zeta: 1, alpha: 2 }, children: [] },
      ],
      meta: { keywords: 'k', description: 'd' },
      background: '#fff',
      is_auto_fit: 0,
      extra: { pageID: 1 },
    };
    const saved = await call('PUT', '/pages/ordered', page, writer);
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', '/pages/ordered');
    expect(read.statusCode).toBe(200);
    // Compare the text: key order is part of "exactly".
    const draft = (JSON.parse(read.body) as { response: { draft: unknown } }).response.draft;
    expect(JSON.stringify(draft)).toBe(JSON.stringify(page));
    expect(body(read).response).toMatchObject({ live_version: null, updated_by: 'writer' });
  });

  it('answers bad page data 400 with problems by path, and saves nothing', async () => {
    await call('PUT', '/pages/kept', testPage('kept', { title: '原标题' }));
    const bad = await call('PUT', '/pages/kept', {
      ...testPage('kept', { title: '新标题' }),
      page_schema: [{ name: 'countdown', value: { type: 1, endTime: 'soon' }, children: [] }],
    });
    expect(bad.statusCode).toBe(400);
    const problems = body<{ problems: { path: string; message: string }[] }>(bad).response.problems;
    expect(problems.map((p) => p.path)).toContain('page_schema[0].value.endTime');
    expect(
      body<{ draft: { title: string } }>(await call('GET', '/pages/kept')).response.draft.title,
    ).toBe('原标题');
    const created = await call('PUT', '/pages/never', { code: 'never', page_schema: 'x' });
    expect(created.statusCode).toBe(400);
    expect((await call('GET', '/pages/never')).statusCode).toBe(404);
    const mismatch = await call('PUT', '/pages/kept', testPage('other'));
    expect(mismatch.statusCode).toBe(400);
    expect(body(mismatch).msg).toBe('页面数据中的 code 与地址中的页面编码不一致');
  });

  it('publishes, lists versions newest first with who, rolls back, and visitors follow', async () => {
    await call('PUT', '/pages/hist', testPage('hist', { title: '一' }));
    const first = await call('POST', '/pages/hist/publish', {});
    expect(body(first).response).toMatchObject({ version: 1, published_by: 'admin' });
    expect(
      body<{ activity_page: { title: string } }>(await detail('hist')).response.activity_page.title,
    ).toBe('一');
    await call('PUT', '/pages/hist', testPage('hist', { title: '二' }));
    expect(body(await call('POST', '/pages/hist/publish')).response).toMatchObject({ version: 2 });
    expect(
      body<{ activity_page: { title: string } }>(await detail('hist')).response.activity_page.title,
    ).toBe('二');

    const versions = body<{ versions: { version: number; published_by: string }[] }>(
      await call('GET', '/pages/hist/versions'),
    ).response.versions;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]?.published_by).toBe('admin');
    const old = await call('GET', '/pages/hist/versions/1');
    expect(body<{ page: { title: string } }>(old).response.page.title).toBe('一');
    expect((await call('GET', '/pages/hist/versions/9')).statusCode).toBe(404);

    const back = await call('POST', '/pages/hist/rollback', { version: 1 });
    expect(body(back).response).toMatchObject({ version: 3 });
    expect(
      body<{ activity_page: { title: string } }>(await detail('hist')).response.activity_page.title,
    ).toBe('一');
    expect((await call('POST', '/pages/hist/rollback', { version: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/pages/hist/rollback', { version: 42 })).statusCode).toBe(404);
  });

  it('saves a button without its action, and refuses to publish it, naming the field', async () => {
    const dropped = { name: 'button', value: { type: 'text', text: '立即领取' }, children: [] };
    const page = testPage('no-action', { page_schema: [dropped] });
    expect((await call('PUT', '/pages/no-action', page, writer)).statusCode).toBe(200);
    const refused = await call('POST', '/pages/no-action/publish', {});
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('页面还不能发布：按钮还没有点击动作，请选择动作类型');
    expect(body<{ problems: unknown[] }>(refused).response.problems).toEqual([
      { path: 'page_schema[0].value.action', message: '按钮还没有点击动作，请选择动作类型' },
    ]);
    const versions = await call('GET', '/pages/no-action/versions');
    expect(body<{ versions: unknown[] }>(versions).response.versions).toEqual([]);

    const chosen = { ...dropped, value: { ...dropped.value, action: { type: 14 } } };
    await call('PUT', '/pages/no-action', testPage('no-action', { page_schema: [chosen] }), writer);
    expect((await call('POST', '/pages/no-action/publish', {})).statusCode).toBe(200);
  });

  it('lists pages with status, last change and who, searching code and title', async () => {
    await call('PUT', '/pages/find-me', testPage('find-me', { title: '春季活动' }), writer);
    const list = await call(
      'GET',
      `/admin/api/pages?q=${encodeURIComponent('春季')}`.slice('/admin/api'.length),
    );
    const pages = body<{ pages: { code: string; status: string; updated_by: string }[] }>(list)
      .response.pages;
    expect(pages).toEqual([
      expect.objectContaining({
        code: 'find-me',
        status: 'draft',
        updated_by: 'writer',
        live_version: null,
      }),
    ]);
    expect(
      body<{ pages: unknown[] }>(await call('GET', '/pages?q=FIND')).response.pages,
    ).toHaveLength(1);
  });

  it('shows scheduled windows in the list and to visitors, and refuses an end already past', async () => {
    const hour = 60 * 60 * 1000;
    await call('PUT', '/pages/later', testPage('later', { title: '稍后开始' }));
    await call('POST', '/pages/later/publish', { starts_at: Date.now() + hour });
    await call('PUT', '/pages/over', testPage('over', { title: '已经结束' }));
    const past = await call('POST', '/pages/over/publish', {
      starts_at: new Date(Date.now() - 2 * hour).toISOString(),
      ends_at: new Date(Date.now() - hour).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(body(past).msg).toBe('结束时间已过，请选择将来的时间，或不设结束时间');
    await call('PUT', '/pages/now', testPage('now'));
    await call('POST', '/pages/now/publish', { ends_at: Date.now() + hour });
    const pages = body<{ pages: { code: string; status: string }[] }>(await call('GET', '/pages'))
      .response.pages;
    const status = Object.fromEntries(pages.map((p) => [p.code, p.status]));
    expect(status).toMatchObject({ later: 'scheduled', over: 'draft', now: 'live', hist: 'live' });

    const early = await detail('later');
    expect(early.statusCode).toBe(403);
    expect(body(early)).toMatchObject({ response: { title: '稍后开始' } });
    expect(body(early).msg).toMatch(/^活动将于 \S+ \d\d:\d\d 开始$/);
    expect((await detail('over')).statusCode).toBe(404);
    expect((await detail('now')).statusCode).toBe(200);

    const backwards = await call('POST', '/pages/now/publish', { starts_at: 2000, ends_at: 1000 });
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).msg).toBe('结束时间必须晚于开始时间');
  });

  it('duplicates under a new code and deletes with the code repeated', async () => {
    await call('PUT', '/pages/orig', testPage('orig', { title: '原页' }));
    const copy = await call('POST', '/pages/orig/duplicate', { code: 'orig-copy' });
    expect(copy.statusCode).toBe(200);
    const draft = body<{ draft: { code: string; title: string } }>(
      await call('GET', '/pages/orig-copy'),
    ).response.draft;
    expect(draft).toMatchObject({ code: 'orig-copy', title: '原页' });
    expect(Object.keys(draft)).toEqual(Object.keys(testPage('x')));
    expect((await call('POST', '/pages/orig/duplicate', { code: 'orig-copy' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/pages/orig/duplicate', { code: 'bad code' })).statusCode).toBe(
      400,
    );

    const unconfirmed = await call('DELETE', '/pages/orig-copy', { confirm: 'orig' });
    expect(unconfirmed.statusCode).toBe(400);
    const deleted = await call('DELETE', '/pages/orig-copy', { confirm: 'orig-copy' });
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', '/pages/orig-copy')).statusCode).toBe(404);
    expect((await call('DELETE', '/pages/orig-copy', { confirm: 'orig-copy' })).statusCode).toBe(
      404,
    );
  });

  it('keeps a published page: deleting it is refused (records kept 20 years)', async () => {
    await call('PUT', '/pages/kept-live', testPage('kept-live'));
    await call('POST', '/pages/kept-live/publish');
    const refused = await call('DELETE', '/pages/kept-live', { confirm: 'kept-live' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toContain('须依《证券法》保存至少 20 年');
    expect((await detail('kept-live')).statusCode).toBe(200);
  });
});

describe('preview links', () => {
  const previewDetail = (code: string, token?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `${API_PATHS.PAGE_DETAIL}?code=${code}&is_preview=1${token ? `&preview_token=${token}` : ''}`,
      headers,
    });

  it('opens the draft with a signed link or an editor session, and nothing else', async () => {
    await call('PUT', '/pages/secret', testPage('secret', { title: '草稿' }));
    await call('PUT', '/pages/other', testPage('other'));
    const link = await call('POST', '/pages/secret/preview-link', undefined, writer);
    const { url, expires_at: expiresAt } = body<{ url: string; expires_at: string }>(link).response;
    expect(url).toMatch(
      /^\/h5-page\/h5\/secret\?isPreview=1&preview_token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const token = new URL(url, 'http://x').searchParams.get('preview_token') ?? '';

    expect((await previewDetail('secret')).statusCode).toBe(403);
    const opened = await previewDetail('secret', token);
    expect(body<{ activity_page: { title: string } }>(opened).response.activity_page.title).toBe(
      '草稿',
    );
    expect((await previewDetail('secret', undefined, writer)).statusCode).toBe(200);
    // Another page's draft, a changed byte: refused.
    expect((await previewDetail('other', token)).statusCode).toBe(403);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await previewDetail('secret', tampered);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('预览链接无效或已过期，请在管理后台重新生成');
    expect((await call('POST', '/pages/nope/preview-link')).statusCode).toBe(404);
  });

  it('refuses an expired link, and one signed with another secret', async () => {
    const link = await call('POST', '/pages/secret/preview-link');
    const { id } = body<{ id: string }>(link).response;
    const { previewToken } = await import('../editor-session/preview-token.ts');
    const expired = await previewToken.sign(
      app.config.jwtSecret,
      'secret',
      id,
      new Date(Date.now() - 1000),
    );
    expect((await previewDetail('secret', expired)).statusCode).toBe(403);
    const foreign = await previewToken.sign(
      'another-secret-of-at-least-32-chars!!',
      'secret',
      id,
      new Date(Date.now() + 60_000),
    );
    expect((await previewDetail('secret', foreign)).statusCode).toBe(403);
  });
});
