import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';

/**
 * Values the store cannot hold reach no query: an integer past int4 and a NUL byte in text are
 * refused 400 with a msg naming the field, on every admin call that reads them.
 */

const INT4_PAST = 2_147_483_648;

let app: FastifyInstance;
let session: { cookie: string };
appForAll(async () => {
  app = await adminApp();
  session = await signIn(app);
  await app.inject({
    method: 'PUT',
    url: '/admin/api/pages/limits',
    headers: session,
    payload: testPage('limits'),
  });
  await app.inject({
    method: 'POST',
    url: '/admin/api/pages/limits/publish',
    headers: session,
    payload: {},
  });
  return app;
});

const expect400 = (
  response: Awaited<ReturnType<FastifyInstance['inject']>>,
  field: string,
  what: string,
) => {
  expect(response.statusCode, response.body).toBe(400);
  const msg = body(response).msg;
  expect(msg).toContain(`参数 ${field}`);
  expect(msg, what).not.toMatch(/服务繁忙/);
};

describe('admin calls refuse what the store cannot hold', () => {
  it('refuses a NUL user name at sign-in', async () => {
    for (const user of ['\u0000', 'admin\u0000', 'a\u001fb']) {
      const response = await app.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { user, password: 'whatever-password' },
      });
      expect400(response, 'user', JSON.stringify(user));
    }
  });

  it('refuses a version past int4 when rolling back and reading a version', async () => {
    for (const version of [INT4_PAST, 9_007_199_254_740_991]) {
      const rollback = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/limits/rollback',
        headers: session,
        payload: { version },
      });
      expect400(rollback, 'version', `rollback ${version}`);
      const read = await app.inject({
        method: 'GET',
        url: `/admin/api/pages/limits/versions/${version}`,
        headers: session,
      });
      expect400(read, 'version', `read ${version}`);
    }
    // The largest int4 is a version that does not exist, not a fault.
    const largest = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/limits/versions/2147483647',
      headers: session,
    });
    expect(largest.statusCode).toBe(404);
  });

  it('refuses NUL bytes in every text field of the page and account calls', async () => {
    const calls: Array<[string, string, unknown, string]> = [
      ['GET', '/admin/api/pages/limits%00', undefined, 'code'],
      ['GET', '/admin/api/pages/limits/versions/1%00', undefined, 'version'],
      ['POST', '/admin/api/pages/limits/duplicate', { code: 'copy\u0000' }, 'code'],
      ['DELETE', '/admin/api/pages/limits%00', { confirm: 'limits' }, 'code'],
      ['PUT', '/admin/api/editors/ad%00min/disabled', { disabled: true }, 'user'],
      [
        'POST',
        '/admin/api/editors',
        { user: 'nul\u0000name', password: 'long-enough-password', role: 'editor' },
        'user',
      ],
    ];
    for (const [method, url, payload, field] of calls) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: session,
        payload: payload as object,
      });
      expect400(response, field, `${method} ${url}`);
    }
  });

  it('refuses a page file holding a NUL byte or broken Unicode, naming each place, and keeps the draft', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/limits',
      headers: session,
    });
    const page = testPage('limits');
    const response = await app.inject({
      method: 'PUT',
      url: '/admin/api/pages/limits',
      headers: session,
      payload: {
        ...page,
        title: '活动\u0000',
        page_schema: [{ name: 'button', value: { text: '报名\ud800' }, children: [] }],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PAGE_INVALID', msg: '页面数据不正确' });
    const { problems } = response.json().response as {
      problems: { path: string; message: string }[];
    };
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'title', message: '不能包含控制字符（如 U+0000 空字符）' },
        { path: 'page_schema[0].value.text', message: '包含不完整的 Unicode 字符（单独的代理项）' },
      ]),
    );
    const after = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/limits',
      headers: session,
    });
    expect(after.body).toBe(before.body);
  });
});
