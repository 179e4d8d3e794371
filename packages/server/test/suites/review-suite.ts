import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { API_PATHS } from '@h5-page/schema/constants';
import { approvedOnly } from '../../src/review/review-repository.ts';
import { answerStoreRequest, REVIEW_REQUIRED_LINE } from '../../src/cli/store-socket.ts';
import { body } from '../support/admin.ts';
import { testPage } from '../support/pages.ts';
import { appForAll } from '../support/app-for-all.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

/**
 * Request to publish through the admin API, while review is required: run on PGlite
 * (review/review-flow.test.ts) and PostgreSQL (review/review-flow-postgres.test.ts).
 */
export function reviewSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  type Who = { cookie: string };
  let admin: Who;
  let editor: Who;
  let reviewer: Who;
  let publisher: Who;

  const account = (user: string, role: EditorRole): Promise<Who> =>
    signedInAccount(app, admin, user, role);

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), { config: { reviewRequired: true } }));
    editor = await account('ed1', 'editor');
    reviewer = await account('rev1', 'reviewer');
    publisher = await account('pub1', 'publisher');
    return app;
  });

  interface ReviewOut {
    id: number;
    page_code: string;
    revision: number;
    status: string;
    submitted_by: string | null;
    decided_by: string | null;
    comment: string;
    notes: { path: string; text: string }[];
    current: boolean;
  }

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  const save = (who: Who, code: string, title: string) =>
    call(who, 'PUT', `/admin/api/pages/${code}`, testPage(code, { title }));
  const submit = async (who: Who, code: string, note?: string) => {
    const response = await call(
      who,
      'POST',
      `/admin/api/pages/${code}/submit`,
      note ? { note } : {},
    );
    expect(response.statusCode, response.body).toBe(200);
    return body<{ review: ReviewOut }>(response).response.review;
  };
  const publish = (who: Who, code: string) =>
    call(who, 'POST', `/admin/api/pages/${code}/publish`, {});

  describe('request to publish, while review is required', () => {
    it('publishes only the exact text a reviewer other than the submitter approved', async () => {
      expect((await save(editor, 'rv-flow', '双十一')).statusCode).toBe(200);

      const refused = await publish(publisher, 'rv-flow');
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('REVIEW_REQUIRED');

      const pending = await submit(editor, 'rv-flow', '请审核双十一活动页');
      expect(pending).toMatchObject({
        page_code: 'rv-flow',
        status: 'pending',
        submitted_by: 'ed1',
        current: true,
      });
      const queue = body<{ reviews: ReviewOut[] }>(
        await call(reviewer, 'GET', '/admin/api/reviews?status=pending'),
      ).response.reviews;
      expect(queue.map((r) => r.id)).toContain(pending.id);

      // An editor may not decide; nor may anyone decide their own submission.
      const byEditor = await call(editor, 'POST', `/admin/api/reviews/${pending.id}/approve`, {
        comment: '',
      });
      expect(byEditor.statusCode).toBe(403);
      expect(body(byEditor).code).toBe('REVIEW_ROLE_REQUIRED');
      // Still pending: the refusal changed nothing.
      expect(
        body<{ review: ReviewOut }>(await call(reviewer, 'GET', `/admin/api/reviews/${pending.id}`))
          .response.review.status,
      ).toBe('pending');

      const approved = await call(reviewer, 'POST', `/admin/api/reviews/${pending.id}/approve`, {
        comment: '符合要求',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(body<{ review: ReviewOut }>(approved).response.review).toMatchObject({
        status: 'approved',
        decided_by: 'rev1',
        comment: '符合要求',
      });
      const again = await call(reviewer, 'POST', `/admin/api/reviews/${pending.id}/reject`, {
        comment: '改主意了',
      });
      expect(again.statusCode).toBe(409);
      expect(body(again).code).toBe('REVIEW_DECIDED');

      const live = await publish(publisher, 'rv-flow');
      expect(live.statusCode, live.body).toBe(200);
      expect(body<{ version: number }>(live).response.version).toBe(1);

      // A change after the approval voids it; saving the approved text back restores it.
      expect((await save(editor, 'rv-flow', '双十一（改）')).statusCode).toBe(200);
      const changed = await publish(publisher, 'rv-flow');
      expect(changed.statusCode).toBe(409);
      expect(body(changed).code).toBe('REVIEW_REQUIRED');
      const versions = body<{ versions: { version: number }[] }>(
        await call(publisher, 'GET', '/admin/api/pages/rv-flow/versions'),
      ).response.versions;
      expect(versions.map((v) => v.version)).toEqual([1]);
    });

    it('walks the whole flow: refused at submit for 保本, fixed, approved by another, published; the audit lists each step', async () => {
      const draft = testPage('rv-whole', {
        page_schema: [
          { name: 'button', value: { text: '保本理财，立即抢购' }, children: [] },
          { name: 'copyright', value: { show: true, fxts: true }, children: [] },
        ],
      });
      const put = (page: object) => call(editor, 'PUT', '/admin/api/pages/rv-whole', page);
      expect((await put(draft)).statusCode).toBe(200);
      const refused = await call(editor, 'POST', '/admin/api/pages/rv-whole/submit', {});
      expect(refused.statusCode).toBe(400);
      expect(body(refused).code).toBe('PAGE_CHECKS_FAILED');
      const { problems } = body<{ problems: { path: string; rule: string; level: string }[] }>(
        refused,
      ).response;
      expect(problems).toContainEqual(
        expect.objectContaining({
          path: 'page_schema[0].value.text',
          rule: 'forbidden-phrase',
          level: 'error',
        }),
      );
      expect(
        body<{ reviews: ReviewOut[] }>(
          await call(reviewer, 'GET', '/admin/api/reviews?page_code=rv-whole'),
        ).response.reviews,
      ).toEqual([]);

      const fixed = {
        ...draft,
        page_schema: [
          {
            name: 'button',
            value: { text: '了解投顾服务', action: { type: 1, pageName: 'coupons' } },
            children: [],
          },
          draft.page_schema[1]!,
        ],
      };
      expect((await put(fixed)).statusCode).toBe(200);
      const pending = await submit(editor, 'rv-whole', '已去掉保本表述');
      const approved = await call(reviewer, 'POST', `/admin/api/reviews/${pending.id}/approve`, {
        comment: '可以发布',
      });
      expect(approved.statusCode).toBe(200);
      expect((await publish(publisher, 'rv-whole')).statusCode).toBe(200);
      expect((await put({ ...fixed, title: '改了标题' })).statusCode).toBe(200);
      const after = await publish(publisher, 'rv-whole');
      expect(after.statusCode).toBe(409);

      const entries = body<{
        entries: { actor: string | null; action: string; detail: Record<string, unknown> }[];
      }>(await call(admin, 'GET', '/admin/api/audit?page_code=rv-whole')).response.entries;
      expect(entries.map((e) => [e.actor, e.action])).toEqual([
        ['ed1', 'page.save'],
        ['ed1', 'page.save'],
        ['ed1', 'review.submit'],
        ['rev1', 'review.approve'],
        ['pub1', 'page.publish'],
        ['ed1', 'page.save'],
      ]);
      expect(entries[3]!.detail).toMatchObject({ review: pending.id, comment: '可以发布' });
      expect(await app.audit.verify()).toMatchObject({ ok: true });
    });

    it('keeps the submitter from approving their own request, admins included', async () => {
      await save(admin, 'rv-own', '自审');
      const mine = await submit(admin, 'rv-own');
      const own = await call(admin, 'POST', `/admin/api/reviews/${mine.id}/approve`, {
        comment: '',
      });
      expect(own.statusCode).toBe(403);
      expect(body(own).code).toBe('REVIEW_OWN_SUBMISSION');
      expect(
        (await call(reviewer, 'POST', `/admin/api/reviews/${mine.id}/approve`, { comment: '' }))
          .statusCode,
      ).toBe(200);
    });

    it('rejects with a comment and notes pinned to blocks; a new submission supersedes a pending one', async () => {
      await save(editor, 'rv-reject', '一');
      const first = await submit(editor, 'rv-reject');
      await save(editor, 'rv-reject', '二');
      const second = await submit(editor, 'rv-reject');
      const list = body<{ reviews: ReviewOut[] }>(
        await call(reviewer, 'GET', '/admin/api/reviews?page_code=rv-reject'),
      ).response.reviews;
      expect(list.map((r) => [r.id, r.status])).toEqual([
        [second.id, 'pending'],
        [first.id, 'superseded'],
      ]);

      const noComment = await call(reviewer, 'POST', `/admin/api/reviews/${second.id}/reject`, {
        comment: '  ',
      });
      expect(noComment.statusCode).toBe(400);
      expect(body(noComment).msg).toContain('驳回意见');
      const badPath = await call(reviewer, 'POST', `/admin/api/reviews/${second.id}/reject`, {
        comment: '请修改',
        notes: [{ path: 'javascript:alert(1)', text: 'x' }],
      });
      expect(badPath.statusCode).toBe(400);
      expect(body(badPath).msg).toContain('path');

      const rejected = await call(reviewer, 'POST', `/admin/api/reviews/${second.id}/reject`, {
        comment: '收益表述不合规',
        notes: [{ path: 'page_schema[1]', text: '倒计时文案需加风险提示' }],
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const detail = body<{ review: ReviewOut; page: { title: string }; live_page: unknown }>(
        await call(editor, 'GET', `/admin/api/reviews/${second.id}`),
      ).response;
      expect(detail.review).toMatchObject({
        status: 'rejected',
        comment: '收益表述不合规',
        notes: [{ path: 'page_schema[1]', text: '倒计时文案需加风险提示' }],
      });
      expect(detail.page.title).toBe('二');
      // The page itself, as visitors would get it, shows a reviewer the revision submitted.
      const preview = (review: number, code = 'rv-reject') =>
        call(
          reviewer,
          'GET',
          `${API_PATHS.PAGE_DETAIL}?code=${code}&is_preview=1&review=${review}`,
        );
      const firstShown = await preview(first.id);
      expect(firstShown.statusCode, firstShown.body).toBe(200);
      expect(
        body<{ activity_page: { title: string } }>(firstShown).response.activity_page.title,
      ).toBe('一');
      expect((await preview(first.id, 'rv-flow')).statusCode).toBe(403);
      expect(detail.live_page).toBeNull();
      expect((await publish(publisher, 'rv-reject')).statusCode).toBe(409);

      const latest = body<{ review: ReviewOut; review_required: boolean }>(
        await call(editor, 'GET', '/admin/api/pages/rv-reject/review'),
      ).response;
      expect(latest).toMatchObject({
        review: { id: second.id, status: 'rejected' },
        review_required: true,
      });
    });

    it('rolls back to an approved version without a new review, never to one no approval covers', async () => {
      await save(editor, 'rv-back', '甲');
      const a = await submit(editor, 'rv-back');
      await call(reviewer, 'POST', `/admin/api/reviews/${a.id}/approve`, { comment: '' });
      expect((await publish(publisher, 'rv-back')).statusCode).toBe(200);
      await save(editor, 'rv-back', '乙');
      const b = await submit(editor, 'rv-back');
      await call(reviewer, 'POST', `/admin/api/reviews/${b.id}/approve`, { comment: '' });
      expect((await publish(publisher, 'rv-back')).statusCode).toBe(200);

      const back = await call(publisher, 'POST', '/admin/api/pages/rv-back/rollback', {
        version: 1,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(body<{ version: number; current: boolean }>(back).response).toMatchObject({
        version: 3,
        current: true,
      });
      // The history says who approved each version's text and from when to when it was seen.
      const history = body<{
        versions: {
          version: number;
          approved_by: string | null;
          live_from: string | null;
          live_until: string | null;
          published_at: string;
        }[];
      }>(await call(publisher, 'GET', '/admin/api/pages/rv-back/versions')).response.versions;
      expect(history.map((v) => [v.version, v.approved_by])).toEqual([
        [3, 'rev1'],
        [2, 'rev1'],
        [1, 'rev1'],
      ]);
      const [v3, v2, v1] = history;
      expect(v1!.live_from).toBe(v1!.published_at);
      expect(v1!.live_until).toBe(v2!.published_at);
      expect(v2!.live_until).toBe(v3!.published_at);
      expect(v3!.live_until).toBeNull();
    });

    it('refuses an import no approval covers, saving nothing; the approved text imports', async () => {
      const page = testPage('rv-import', { title: '导入的页面' });
      await expect(
        app.pages.importPage(page, 'import', undefined, approvedOnly),
      ).rejects.toMatchObject({
        code: 'REVIEW_REQUIRED',
      });
      expect(await app.pages.getDraft('rv-import')).toBeNull();
      const refused = await answerStoreRequest(
        {
          pages: app.pages,
          events: app.events,
          database: app.database,
          publishGuard: approvedOnly,
        },
        'POST',
        '/pages',
        JSON.stringify(page),
        'import',
      );
      expect(refused).toMatchObject({ status: 409, body: { message: REVIEW_REQUIRED_LINE } });
      expect(await app.pages.getDraft('rv-import')).toBeNull();

      expect((await call(editor, 'PUT', '/admin/api/pages/rv-import', page)).statusCode).toBe(200);
      const request = await submit(editor, 'rv-import');
      await call(reviewer, 'POST', `/admin/api/reviews/${request.id}/approve`, { comment: '' });
      const imported = await app.pages.importPage(page, 'import', undefined, approvedOnly);
      expect(imported.version).toBe(1);
    });

    it('reviews the ended-page notice with the draft: checked, hashed, never sent beside it', async () => {
      const footer = { name: 'copyright', value: { show: true, fxts: true }, children: [] };
      const withNotice = (message: string) =>
        testPage('rv-ended', {
          page_schema: [footer],
          after_end: { kind: 'notice', message, link_text: '', link_url: '' },
        });
      const put = (page: object) => call(editor, 'PUT', '/admin/api/pages/rv-ended', page);
      expect((await put(withNotice('保本保收益，稳赚不赔！'))).statusCode).toBe(200);
      const checks = body<{ problems: { path: string; rule: string; level: string }[] }>(
        await call(editor, 'GET', '/admin/api/pages/rv-ended/checks'),
      ).response.problems;
      expect(checks).toContainEqual(
        expect.objectContaining({
          path: 'after_end.message',
          rule: 'forbidden-phrase',
          level: 'error',
        }),
      );
      const refused = await call(editor, 'POST', '/admin/api/pages/rv-ended/submit', {});
      expect(refused.statusCode).toBe(400);
      expect(body(refused).code).toBe('PAGE_CHECKS_FAILED');

      expect((await put(withNotice('感谢关注，敬请期待下一期'))).statusCode).toBe(200);
      const request = await submit(editor, 'rv-ended');
      await call(reviewer, 'POST', `/admin/api/reviews/${request.id}/approve`, { comment: '' });
      const end = Date.now() + 24 * 60 * 60 * 1000;
      // The notice the approval covers is the only one: a publish may not bring its own.
      const beside = await call(publisher, 'POST', '/admin/api/pages/rv-ended/publish', {
        ends_at: end,
        after_end: { kind: 'notice', message: '保本保收益，稳赚不赔！' },
      });
      expect(beside.statusCode).toBe(400);
      expect(body(beside).code).toBe('PAGE_AFTER_END_IN_DRAFT');
      // Changing the notice alone voids the approval.
      expect((await put(withNotice('保本保收益，稳赚不赔！'))).statusCode).toBe(200);
      const unapproved = await call(publisher, 'POST', '/admin/api/pages/rv-ended/publish', {
        ends_at: end,
      });
      expect(unapproved.statusCode).toBe(409);
      expect(body(unapproved).code).toBe('REVIEW_REQUIRED');
      expect(
        body<{ versions: unknown[] }>(
          await call(publisher, 'GET', '/admin/api/pages/rv-ended/versions'),
        ).response.versions,
      ).toEqual([]);

      expect((await put(withNotice('感谢关注，敬请期待下一期'))).statusCode).toBe(200);
      const live = await call(publisher, 'POST', '/admin/api/pages/rv-ended/publish', {
        ends_at: end,
      });
      expect(live.statusCode, live.body).toBe(200);
      expect(body(live).response).toMatchObject({
        after_end: { kind: 'notice', message: '感谢关注，敬请期待下一期' },
      });
    });

    it('lets only publishers, reviewers and admins hand out a preview link', async () => {
      expect((await save(editor, 'rv-links', '未审核的草稿')).statusCode).toBe(200);
      const path = '/admin/api/pages/rv-links/preview-link';
      const refused = await call(editor, 'POST', path);
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toMatchObject({
        code: 'PREVIEW_LINK_ROLE_REQUIRED',
        msg: '需要审核时，只有发布者、审核员或管理员可以生成预览链接',
      });
      const listed = await call(editor, 'GET', '/admin/api/pages/rv-links/preview-links');
      expect(body(listed).response).toMatchObject({ links: [], may_create: false });
      // The editor's own session still previews the draft in the builder.
      const own = await call(editor, 'GET', `${API_PATHS.PAGE_DETAIL}?code=rv-links&is_preview=1`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['x-robots-tag']).toBe('noindex');
      for (const who of [reviewer, publisher, admin]) {
        const made = await call(who, 'POST', path);
        expect(made.statusCode, made.body).toBe(200);
      }
      expect(
        body<{ may_create: boolean }>(
          await call(reviewer, 'GET', '/admin/api/pages/rv-links/preview-links'),
        ).response.may_create,
      ).toBe(true);
    });

    it('answers unknown requests and bad ids with 404 and 400', async () => {
      const missing = await call(reviewer, 'POST', '/admin/api/reviews/99999/approve', {
        comment: '',
      });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).code).toBe('REVIEW_NOT_FOUND');
      expect((await call(reviewer, 'GET', '/admin/api/reviews/abc')).statusCode).toBe(400);
      expect((await call(reviewer, 'GET', '/admin/api/reviews?status=maybe')).statusCode).toBe(400);
      const nowhere = await call(editor, 'POST', '/admin/api/pages/no-such-page/submit', {});
      expect(nowhere.statusCode).toBe(404);
    });
  });
}
