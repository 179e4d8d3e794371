import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

type Who = { cookie: string };
let app: FastifyInstance;
let admin: Who;
let editor: Who;
let reviewer: Who;
appForAll(async () => {
  app = await adminApp();
  admin = await signIn(app);
  editor = await signedInAccount(app, admin, 'list-ed', 'editor');
  reviewer = await signedInAccount(app, admin, 'list-rev', 'reviewer');
  return app;
});

interface ListedPage {
  code: string;
  status: string;
  review_state: string | null;
}

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response;
};
const save = (code: string, title = `页面 ${code}`) =>
  call(editor, 'PUT', `/admin/api/pages/${code}`, testPage(code, { title }));
const submit = async (code: string) =>
  body<{ review: { id: number } }>(
    await call(editor, 'POST', `/admin/api/pages/${code}/submit`, {}),
  ).response.review.id;
const decide = (id: number, how: 'approve' | 'reject') =>
  call(reviewer, 'POST', `/admin/api/reviews/${id}/${how}`, { comment: '意见' });
const list = async (q = '') =>
  body<{ pages: ListedPage[]; pending_reviews: number }>(
    await call(editor, 'GET', `/admin/api/pages?q=${q}`),
  ).response;
const stateOf = async (code: string) => {
  const found = (await list(code)).pages.find((page) => page.code === code);
  return found && { status: found.status, review_state: found.review_state };
};

describe('the page list says where each page stands in review', () => {
  it('gives each page its review state beside its status, and how many requests wait', async () => {
    const before = (await list()).pending_reviews;

    await save('pl-draft');
    await save('pl-pending');
    await submit('pl-pending');
    // A new submission replaces the waiting one: still one request waiting for the page.
    await save('pl-pending', '改过的标题');
    await submit('pl-pending');
    await save('pl-rejected');
    await decide(await submit('pl-rejected'), 'reject');
    await save('pl-approved');
    await decide(await submit('pl-approved'), 'approve');
    await save('pl-changed');
    await decide(await submit('pl-changed'), 'approve');
    await save('pl-changed', '通过后又改了');
    await save('pl-live');
    await decide(await submit('pl-live'), 'approve');
    await call(admin, 'POST', '/admin/api/pages/pl-live/publish', {});

    expect(await stateOf('pl-draft')).toEqual({ status: 'draft', review_state: null });
    expect(await stateOf('pl-pending')).toEqual({ status: 'draft', review_state: 'pending' });
    expect(await stateOf('pl-rejected')).toEqual({ status: 'draft', review_state: 'rejected' });
    expect(await stateOf('pl-approved')).toEqual({ status: 'draft', review_state: 'approved' });
    // An approval no longer covering the draft says nothing of it; nor one already published.
    expect(await stateOf('pl-changed')).toEqual({ status: 'draft', review_state: null });
    expect(await stateOf('pl-live')).toEqual({ status: 'live', review_state: null });

    // A rejection stands while the draft is edited, until it is submitted again.
    await save('pl-rejected', '按意见修改');
    expect(await stateOf('pl-rejected')).toEqual({ status: 'draft', review_state: 'rejected' });

    // A live page's changed draft waiting for a reviewer.
    await save('pl-live', '第二版');
    await submit('pl-live');
    expect(await stateOf('pl-live')).toEqual({ status: 'live', review_state: 'pending' });

    // Counted over every page, whatever the search.
    expect((await list()).pending_reviews).toBe(before + 2);
    expect((await list('pl-draft')).pending_reviews).toBe(before + 2);
  });
});
