import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Preview links bound to the draft they were made for, listed and revoked by the builder; two
 * server processes share one PostgreSQL, so a revocation on one is seen by the other at once.
 */

const testDb = await createTestDatabase();
let one: FastifyInstance;
let two: FastifyInstance;
let cookie: { cookie: string };
beforeAll(async () => {
  // Links live PREVIEW_LINK_HOURS: two on the process that makes them in these tests.
  one = await adminApp({ databaseUrl: testDb.url, previewLinkHours: 2 });
  two = await adminApp({ databaseUrl: testDb.url });
  cookie = await signIn(one);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await testDb.drop();
});

interface LinkOut {
  id: string;
  url: string;
  created_at: string;
  created_by: string | null;
  expires_at: string;
  current: boolean;
}

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  one.inject({ method, url: `/admin/api${url}`, headers: cookie, ...(payload ? { payload } : {}) });
const makeLink = async (code: string) => {
  const response = await admin('POST', `/pages/${code}/preview-link`);
  expect(response.statusCode, response.body).toBe(200);
  return body<LinkOut>(response).response;
};
const listLinks = async (code: string) =>
  body<{ links: LinkOut[] }>(await admin('GET', `/pages/${code}/preview-links`)).response.links;
/** What a phone with the link reads, from either process. */
const open = (app: FastifyInstance, code: string, link: LinkOut) => {
  const token = new URL(link.url, 'http://x').searchParams.get('preview_token');
  return app.inject({
    method: 'GET',
    url: `${API_PATHS.PAGE_DETAIL}?code=${code}&is_preview=1&preview_token=${token}`,
  });
};
const titleOf = (response: Awaited<ReturnType<typeof open>>) =>
  body<{ activity_page: { title: string } }>(response).response.activity_page.title;

describe('preview links', () => {
  it('show the draft they were made for after later saves and a publish', async () => {
    await admin('PUT', '/pages/bound', testPage('bound', { title: '第一稿' }));
    const first = await makeLink('bound');
    expect(first).toMatchObject({ created_by: 'admin', current: true });
    // Asking again for the same draft answers the same link.
    expect((await makeLink('bound')).id).toBe(first.id);

    await admin('PUT', '/pages/bound', testPage('bound', { title: '第二稿' }));
    await admin('POST', '/pages/bound/publish', {});
    await admin('PUT', '/pages/bound', testPage('bound', { title: '第三稿' }));
    expect(titleOf(await open(one, 'bound', first))).toBe('第一稿');
    expect(titleOf(await open(two, 'bound', first))).toBe('第一稿');

    const second = await makeLink('bound');
    expect(second.id).not.toBe(first.id);
    expect(titleOf(await open(two, 'bound', second))).toBe('第三稿');

    const links = await listLinks('bound');
    expect(links.map((l) => [l.id, l.current])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // The listed address is the link itself.
    expect(links[1]?.url).toBe(first.url);
    // A link of one page opens no other page.
    await admin('PUT', '/pages/other', testPage('other', { title: '别的页面' }));
    expect((await open(one, 'other', first)).statusCode).toBe(403);
  });

  it('are revoked at once, on every process, and only through their own page', async () => {
    await admin('PUT', '/pages/revoked', testPage('revoked', { title: '将撤销' }));
    await admin('PUT', '/pages/neighbour', testPage('neighbour'));
    const link = await makeLink('revoked');
    expect((await open(two, 'revoked', link)).statusCode).toBe(200);

    const wrongPage = await admin('DELETE', `/pages/neighbour/preview-links/${link.id}`);
    expect(wrongPage.statusCode).toBe(404);
    expect(body(wrongPage).msg).toBe('预览链接不存在或已撤销');

    const revoked = await admin('DELETE', `/pages/revoked/preview-links/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(body(revoked).response).toEqual({ id: link.id });
    const refused = await open(two, 'revoked', link);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('预览链接无效或已过期，请在管理后台重新生成');
    expect((await open(one, 'revoked', link)).statusCode).toBe(403);
    expect(await listLinks('revoked')).toEqual([]);
    expect((await admin('DELETE', `/pages/revoked/preview-links/${link.id}`)).statusCode).toBe(404);
    // A new link for the same draft is a new one.
    expect((await makeLink('revoked')).id).not.toBe(link.id);
  });

  it('go with their page, and refuse bad ids and unknown pages', async () => {
    await admin('PUT', '/pages/gone', testPage('gone'));
    const link = await makeLink('gone');
    await admin('DELETE', '/pages/gone', { confirm: 'gone' });
    expect((await open(two, 'gone', link)).statusCode).toBe(403);
    expect((await admin('GET', '/pages/gone/preview-links')).statusCode).toBe(404);
    expect((await admin('POST', '/pages/gone/preview-link')).statusCode).toBe(404);
    const bad = await admin('DELETE', '/pages/bound/preview-links/bad%00id');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('参数 id 格式不正确');
  });

  it('live PREVIEW_LINK_HOURS, and are recorded in the audit trail when made and when revoked', async () => {
    await admin('PUT', '/pages/audited', testPage('audited', { title: '审计' }));
    const before = Date.now();
    const link = await makeLink('audited');
    const lifetime = Date.parse(link.expires_at) - before;
    expect(lifetime).toBeGreaterThan(2 * HOUR - MINUTE);
    expect(lifetime).toBeLessThanOrEqual(2 * HOUR + MINUTE);
    const listed = body<{ may_create: boolean; hours: number }>(
      await admin('GET', '/pages/audited/preview-links'),
    ).response;
    expect(listed).toMatchObject({ may_create: true, hours: 2 });
    // The same link answered again is no new link.
    await makeLink('audited');
    expect((await admin('DELETE', `/pages/audited/preview-links/${link.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/pages/audited/preview-links/${link.id}`)).statusCode).toBe(404);

    const entries = body<{
      entries: { actor: string; action: string; detail: Record<string, unknown> }[];
    }>(
      await admin('GET', '/audit?page_code=audited&action=preview.link_create,preview.link_revoke'),
    ).response.entries;
    expect(entries.map((e) => [e.actor, e.action, e.detail])).toEqual([
      ['admin', 'preview.link_create', { link: link.id, expires_at: link.expires_at }],
      ['admin', 'preview.link_revoke', { link: link.id, expires_at: link.expires_at }],
    ]);
  });

  it('may be made by an editor while review is off', async () => {
    const editor = await signedInAccount(one, cookie, 'ed-links', 'editor');
    await admin('PUT', '/pages/by-editor', testPage('by-editor'));
    const made = await one.inject({
      method: 'POST',
      url: '/admin/api/pages/by-editor/preview-link',
      headers: editor,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(body(made).response).toMatchObject({ created_by: 'ed-links' });
  });

  it('need an editor session to list or revoke', async () => {
    const link = await makeLink('bound');
    for (const [method, url] of [
      ['GET', '/admin/api/pages/bound/preview-links'],
      ['DELETE', `/admin/api/pages/bound/preview-links/${link.id}`],
    ] as const) {
      expect((await two.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await open(one, 'bound', link)).statusCode).toBe(200);
  });
});
