import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { previewToken } from '../editor-session/preview-token.ts';
import { previewLinkToken } from '#test/support/preview-link.ts';
import { createPageRepository } from './store/page-repository.ts';
import { testPage } from '#test/support/pages.ts';

const DETAIL = API_PATHS.PAGE_DETAIL;

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' } });
});
afterAll(async () => {
  await app.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${DETAIL}?${query}`, headers });

function expectEnvelopeError(
  response: Awaited<ReturnType<typeof get>>,
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body).toEqual({ code, msg: expect.any(String), response: null });
  expect(body.msg).not.toMatch(/Error|at \//);
  return body as { code: string; msg: string };
}

describe('GET page detail', () => {
  it('answers the published page in the envelope, cacheable with an ETag', async () => {
    const response = await get('code=demo&terminal_type=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = response.json();
    expect(body).toMatchObject({ code: 1, msg: 'success' });
    expect(Object.keys(body)).toEqual(['code', 'msg', 'response']);
    expect(Object.keys(body.response)).toEqual(['activity_page']);
    const published = await app.pages.getPublished('demo');
    expect(body.response.activity_page).toEqual(published?.page);
    expect(body.response.activity_page).toMatchObject({ code: 'demo', extra: { pageID: 1001 } });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('code=demo');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('code=demo', { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get('code=demo', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers the draft with is_preview=1, never cached', async () => {
    await app.pages.saveDraft(testPage('preview-me', { title: '已发布' }));
    await app.pages.publish('preview-me');
    await app.pages.saveDraft(testPage('preview-me', { title: '草稿' }));

    const token = await previewLinkToken(app, 'preview-me');
    expectEnvelopeError(await get('code=preview-me&is_preview=1'), 403, 'PREVIEW_FORBIDDEN');
    const preview = await get(`code=preview-me&is_preview=1&preview_token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.json()).toMatchObject({
      code: 1,
      msg: 'success',
      response: { activity_page: { title: '草稿' } },
    });

    const published = await get('code=preview-me&is_preview=0');
    expect(published.json().response.activity_page.title).toBe('已发布');
  });

  it('drops the cached page as soon as this process publishes', async () => {
    await app.pages.importPage(testPage('cached', { title: '第一版' }));
    const before = await get('code=cached');
    expect(before.json().response.activity_page.title).toBe('第一版');

    await app.pages.importPage(testPage('cached', { title: '第二版' }));
    const after = await get('code=cached');
    expect(after.json().response.activity_page.title).toBe('第二版');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await get('code=cached', { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it('sees a publish by another process within a second', async () => {
    await app.pages.importPage(testPage('elsewhere', { title: '旧' }));
    expect((await get('code=elsewhere')).json().response.activity_page.title).toBe('旧');
    // A repository that does not notify this app's cache, like a second server process.
    const otherProcess = createPageRepository(app.database.db);
    await otherProcess.importPage(testPage('elsewhere', { title: '新' }));
    expect((await get('code=elsewhere')).json().response.activity_page.title).toBe('旧');
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await get('code=elsewhere')).json().response.activity_page.title).toBe('新');
  });

  it('answers 404 with a readable msg for unknown and unpublished pages', async () => {
    expect(expectEnvelopeError(await get('code=no-such-page'), 404, 'PAGE_NOT_FOUND').msg).toBe(
      '页面不存在',
    );
    // A well-signed link of a page that does not exist has no draft to show.
    const unknown = await previewToken.sign(
      app.config.jwtSecret,
      'no-such-page',
      'a-link-id-of-no-page',
      new Date(Date.now() + 60_000),
    );
    expectEnvelopeError(
      await get(`code=no-such-page&is_preview=1&preview_token=${unknown}`),
      403,
      'PREVIEW_FORBIDDEN',
    );
    await app.pages.saveDraft(testPage('never-published'));
    expect(
      expectEnvelopeError(await get('code=never-published'), 404, 'PAGE_NOT_PUBLISHED').msg,
    ).toBe('页面尚未发布');
    const token = await previewLinkToken(app, 'never-published');
    expect((await get(`code=never-published&is_preview=1&preview_token=${token}`)).statusCode).toBe(
      200,
    );
  });

  it('asks for the page code when it is missing or empty', async () => {
    for (const query of ['', 'code=', 'is_preview=1', 'terminal_type=3']) {
      const body = expectEnvelopeError(await get(query), 400, 'PAGE_CODE_REQUIRED');
      expect(body.msg).toContain('code');
    }
  });

  it('refuses malformed parameters with a msg naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['code=demo&is_preview=abc', '参数 is_preview 只能是 0、1'],
      ['code=demo&is_preview=2', '参数 is_preview 只能是 0、1'],
      [`code=${'x'.repeat(65)}`, '参数 code 不能超过 64 个字符'],
      ['code=demo&code=other', '参数 code 只能传一个值'],
      ['code=demo&is_preview=0&is_preview=1', '参数 is_preview 只能传一个值'],
      [`code=demo&terminal_type=${'9'.repeat(33)}`, '参数 terminal_type 只能是 1、2、3'],
      ['code=demo&terminal_type=abc', '参数 terminal_type 只能是 1、2、3'],
      ['code=demo&terminal_type=9', '参数 terminal_type 只能是 1、2、3'],
      ['code=%00', '参数 code 格式不正确'],
      ['code=de%20mo', '参数 code 格式不正确'],
    ];
    for (const [query, msg] of cases) {
      expect(expectEnvelopeError(await get(query), 400, 'BAD_REQUEST').msg, query).toBe(msg);
    }
  });

  it('never answers 5xx, whatever the query string', async () => {
    const key = fc.oneof(
      fc.constantFrom(
        'code',
        'is_preview',
        'terminal_type',
        'code[]',
        'code[a]',
        '__proto__',
        'constructor',
      ),
      fc.string(),
    );
    const value = fc.oneof(
      fc.constantFrom('demo', '0', '1', '', 'abc', '%', '%zz', '%00', '[]'),
      fc.string(),
      fc.string({ unit: 'binary' }),
    );
    const pair = fc
      .tuple(key, value, fc.boolean())
      .map(([k, v, raw]) =>
        raw
          ? `${k}=${v}`.replace(/[#\s]/g, '')
          : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
        const response = await app.inject({ method: 'GET', url: `${DETAIL}?${pairs.join('&')}` });
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json();
        expect(body).toHaveProperty('code');
        expect(typeof body.msg).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
