import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { body } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';
import { signedInSuiteApp } from '#test/support/signed-in-suite-app.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';

// A request after a rejection, as the review screen reads it: what was rejected, and where; and
// whether its preview is marked approved.
let app: FastifyInstance;
type Who = { cookie: string };
let editor: Who;
let reviewer: Who;
appForAll(async () => {
  let admin: Who;
  ({ app, admin } = await signedInSuiteApp(null, { config: { reviewRequired: true } }));
  editor = await signedInAccount(app, admin, 'ed1', 'editor');
  reviewer = await signedInAccount(app, admin, 'rev1', 'reviewer');
  return app;
});

const button = (text: string) => ({ name: 'button', value: { text }, children: [] });
const abPage = (code: string, b: string) =>
  testPage(code, {
    page_schema: [button('立即领取')],
    variants: [
      { key: 'a', weight: 50, page_schema: [button('立即领取')] },
      { key: 'b', weight: 50, page_schema: [button('立即领取'), button(b)] },
    ],
  });

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

async function submitted(code: string, b: string): Promise<number> {
  const saved = await call(editor, 'PUT', `/admin/api/pages/${code}`, abPage(code, b));
  expect(saved.statusCode, saved.body).toBe(200);
  const response = await call(editor, 'POST', `/admin/api/pages/${code}/submit`, {});
  expect(response.statusCode, response.body).toBe(200);
  return body<{ review: { id: number } }>(response).response.review.id;
}

interface Detail {
  rejected: {
    review: { id: number; comment: string; notes: { path: string; text: string }[] };
    page: { variants: { page_schema: { value: { text: string } }[] }[] };
  } | null;
}
const detail = async (id: number) =>
  body<Detail>(await call(reviewer, 'GET', `/admin/api/reviews/${id}`)).response;

describe('a request after a rejection', () => {
  it('carries the rejected text and the notes pinned to a variant’s block', async () => {
    const first = await submitted('rv-since', '马上领取');
    expect((await detail(first)).rejected).toBeNull();
    const note = { path: 'variants[1].page_schema[1]', text: '方案 B 的按钮文案请写明“预约体验”' };
    const rejected = await call(reviewer, 'POST', `/admin/api/reviews/${first}/reject`, {
      comment: '方案 B 按钮需调整',
      notes: [note],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    // A submission a later one replaced before anyone read it is skipped over.
    await submitted('rv-since', '预约');
    const second = await submitted('rv-since', '预约体验');
    const shown = (await detail(second)).rejected;
    expect(shown?.review).toMatchObject({ id: first, comment: '方案 B 按钮需调整', notes: [note] });
    expect(shown?.page.variants[1]?.page_schema[1]?.value.text).toBe('马上领取');
  });

  it('carries nothing when the previous request was approved', async () => {
    const first = await submitted('rv-since-ok', '马上领取');
    const approved = await call(reviewer, 'POST', `/admin/api/reviews/${first}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const second = await submitted('rv-since-ok', '预约体验');
    expect((await detail(second)).rejected).toBeNull();
  });

  it('refuses a note at a path of no block, naming the field', async () => {
    const id = await submitted('rv-since-bad', '马上领取');
    const refused = await call(reviewer, 'POST', `/admin/api/reviews/${id}/reject`, {
      comment: '请修改',
      notes: [{ path: 'variants[1].javascript:1', text: 'x' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toContain('path');
  });
});

describe('whether an approval covers the text a reviewer previews', () => {
  it('an approval of one page covers none of another page’s requests', async () => {
    const approvedId = await submitted('rv-cover-a', '马上领取');
    const approved = await call(reviewer, 'POST', `/admin/api/reviews/${approvedId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const pendingId = await submitted('rv-cover-b', '预约体验');

    expect((await app.reviews.forPreview('rv-cover-a', approvedId))?.approved).toBe(true);
    // The preview of the pending request says 未审核, whatever else was approved.
    expect((await app.reviews.forPreview('rv-cover-b', pendingId))?.approved).toBe(false);
    expect((await app.reviews.forPreview('rv-cover-b'))?.approved).toBe(false);
  });
});

describe('the rule packs a review was checked with', () => {
  it('are recorded at the submission and at the decision, and in the audit trail', async () => {
    const id = await submitted('rv-packs', '预约体验');
    const stamp = rulePacksStamp();
    expect(stamp).toMatch(/^pbc-316@\d{4}\.\d{2}\.\d{2} /);
    const approved = await call(reviewer, 'POST', `/admin/api/reviews/${id}/approve`, {});
    expect(body<{ review: object }>(approved).response.review).toMatchObject({
      checked_with: stamp,
      decided_with: stamp,
    });
    const listed = await call(editor, 'GET', `/admin/api/reviews?page_code=rv-packs`);
    expect(body<{ reviews: object[] }>(listed).response.reviews[0]).toMatchObject({
      checked_with: stamp,
      decided_with: stamp,
    });
    const trail = await app.audit.list({
      pageCode: 'rv-packs',
      actions: ['review.submit', 'review.approve'],
      limit: 10,
    });
    expect(
      trail.map((entry) => [entry.action, (entry.detail as { rule_packs?: string }).rule_packs]),
    ).toEqual([
      ['review.submit', stamp],
      ['review.approve', stamp],
    ]);
  });
});
