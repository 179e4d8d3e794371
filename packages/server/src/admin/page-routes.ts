import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActivityPage } from '@h5-page/schema/page';
import { pageCodeSchema } from '@h5-page/schema/page';
import {
  deletePageBody,
  draftAnswer,
  draftConflictAnswer,
  duplicatePageBody,
  pageCodeAnswer,
  pageListAnswer,
  previewLinkAnswer,
  previewLinkListAnswer,
  publishBody,
  revokedLinkAnswer,
  rollbackBody,
  savedDraftAnswer,
  versionAnswer,
  versionListAnswer,
  versionPageAnswer,
} from '@h5-page/schema/admin-api/pages';
import { roleCanLinkPreview } from '@h5-page/schema/editor-roles';
import { validatePage } from '@h5-page/schema/validate-page';
import { isStatsDate } from '@h5-page/schema/stats-period';
import { AppError, badRequest, ok } from '../errors.ts';
import { int, optionalInt } from '../core/fields.ts';
import { answers, envelopeOf } from '../core/answers.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { livePeriods } from '../pages/live-periods.ts';
import { draftEntry, publishEntries, removalEntry, versionEntry } from '../audit/audit-records.ts';
import type { PageVersionInfo } from '../pages/store/page-repository.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { afterEndChoice } from './after-end-choice.ts';
import { readyToPublish } from './publish-ready.ts';
import { filingGuard } from '../filing/filing-guard.ts';
import { pageReviewState, pageStatus } from '../pages/page-status.ts';
import type { PreviewLink } from './preview-link-repository.ts';
import { previewToken } from '../editor-session/preview-token.ts';
import { activityPagePath } from '@h5-page/schema/page-route';

/** Live preview links a page may have at once (each keeps a copy of its draft). */
const PREVIEW_LINKS_MAX = 50;

const codeParams = z.object({ code: pageCodeSchema });
// Absent: the save replaces whatever draft is stored (scripts, imports and builders older than
// the revision check keep working); given, a draft saved since answers 409 and nothing changes.
const saveQuery = z.object({
  base_revision: optionalInt(1).describe(
    'the draft revision this save edited (from GET or the last save)',
  ),
});
// Version numbers are int4 in the store: a larger one names no version (400, not a failed query).
const versionParams = z.object({ code: pageCodeSchema, version: int(1) });
const listQuery = z.object({ q: z.string().max(100).optional() });
const linkParams = z.object({
  code: pageCodeSchema,
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '格式不正确'),
});

/** A time given as epoch milliseconds or an ISO 8601 text; null: no bound; absent: undefined. */
function toDate(value: number | string | null | undefined, name: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const date = new Date(value);
  // Parsing moves a day that does not exist (2026-02-30) into the next month without a word.
  const day = typeof value === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
  if (Number.isNaN(date.getTime()) || (day !== undefined && !isStatsDate(day)))
    throw badRequest(`参数 ${name} 应为时间（毫秒时间戳或 ISO 8601）`);
  return date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const versionOut = (info: PageVersionInfo) => ({
  version: info.version,
  published_at: info.publishedAt.toISOString(),
  published_by: info.publishedBy,
  starts_at: iso(info.startsAt),
  ends_at: iso(info.endsAt),
  after_end: info.afterEnd,
  note: info.note,
  current: info.current,
  scheduled: info.scheduled,
});

/** A page file the schema accepts, as it is to be stored (see pages/page-as-sent.ts). */
function acceptedPage(body: unknown): ActivityPage {
  const result = validatePage(body);
  if (!result.ok) {
    throw new AppError('PAGE_INVALID', undefined, { details: { problems: result.problems } });
  }
  return pageAsSent(body);
}

/** The pages of the builder (CONTRACT section 6): list, draft, publish, history, preview. */
export async function pageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = app.pages;
  const publisherOnly = { preValidation: adminGuards.requirePublisher };
  // While review is required only text an approval covers goes live, by publish or rollback.
  const reviewGuard = app.config.reviewRequired ? app.reviews.approvedOnly : undefined;
  // A page marked 需报备 goes live only once its filing's wait has passed (`filing/`).
  const filingWait = {
    now: app.pageSchedule.now,
    workingDays: app.config.filingWaitWorkingDays,
    holidays: app.config.filingHolidays,
  };

  const listSchema = { querystring: listQuery, response: answers(pageListAnswer) };
  app.get('/admin/api/pages', { schema: listSchema }, async (request) => {
    const { q } = request.query;
    const needle = q?.trim().toLowerCase() ?? '';
    const now = app.pageSchedule.now();
    const [all, reviewed] = await Promise.all([pages.list(), app.reviews.standings()]);
    const list = all.filter(
      (page) =>
        !needle ||
        page.code.toLowerCase().includes(needle) ||
        page.title.toLowerCase().includes(needle),
    );
    return ok({
      pages: list.map((page) => ({
        code: page.code,
        title: page.title,
        status: pageStatus(page.publishedVersion, page, now),
        updated_at: page.updatedAt.toISOString(),
        updated_by: page.updatedBy,
        live_version: page.publishedVersion,
        starts_at: iso(page.startsAt),
        ends_at: iso(page.endsAt),
        scheduled_starts_at: iso(page.scheduledStartsAt),
        has_unpublished_changes: page.hasUnpublishedChanges,
        demo: page.demo,
        template: page.template,
        experiment: page.experiment,
        review_state: pageReviewState(reviewed.byPage.get(page.id), page.hasUnpublishedChanges),
      })),
      pending_reviews: reviewed.pending,
    });
  });

  const draftSchema = { params: codeParams, response: answers(draftAnswer) };
  app.get('/admin/api/pages/:code', { schema: draftSchema }, async (request) => {
    const { code } = request.params;
    const draft = await pages.getDraft(code);
    if (!draft) throw new AppError('PAGE_NOT_FOUND');
    return ok({
      draft: draft.page,
      live_version: draft.publishedVersion,
      updated_at: draft.draftUpdatedAt.toISOString(),
      updated_by: draft.updatedBy,
      revision: draft.revision,
    });
  });

  const saveSchema = {
    params: codeParams,
    querystring: saveQuery,
    response: {
      ...answers(savedDraftAnswer),
      409: envelopeOf(draftConflictAnswer).describe(
        'PAGE_DRAFT_CONFLICT: the draft was saved since base_revision (msg: 此页面已被 admin2 于 11月25日 14:03 修改); nothing changed; response: the stored draft',
      ),
    },
  };
  app.put('/admin/api/pages/:code', { schema: saveSchema }, async (request) => {
    const { code } = request.params;
    const { base_revision: baseRevision } = request.query;
    const page = acceptedPage(request.body);
    if (page.code !== code) throw new AppError('PAGE_CODE_MISMATCH');
    const by = request.editor?.username ?? null;
    const saved = await pages.saveDraft(page, by, {
      baseRevision,
      record: draftEntry(by, 'page.save', { base_revision: baseRevision ?? null }),
    });
    return ok({
      code: saved.code,
      updated_at: saved.draftUpdatedAt.toISOString(),
      updated_by: saved.updatedBy,
      revision: saved.revision,
    });
  });

  app.delete(
    '/admin/api/pages/:code',
    {
      schema: {
        params: codeParams,
        body: deletePageBody,
        response: answers(pageCodeAnswer),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      const { confirm } = request.body;
      if (confirm !== code) throw new AppError('ADMIN_CONFIRM_MISMATCH');
      const removed = await pages.remove(code, removalEntry(request.editor?.username ?? null));
      if (!removed) throw new AppError('PAGE_NOT_FOUND');
      return ok({ code });
    },
  );

  app.post(
    '/admin/api/pages/:code/duplicate',
    {
      schema: {
        params: codeParams,
        body: duplicatePageBody,
        response: answers(pageCodeAnswer, 'the copy, saved as a draft'),
      },
    },
    async (request) => {
      const { code } = request.params;
      const { code: newCode } = request.body;
      const source = await pages.getDraft(code);
      if (!source) throw new AppError('PAGE_NOT_FOUND');
      if (await pages.getDraft(newCode)) throw new AppError('PAGE_CODE_TAKEN');
      // Spread keeps `code` where it was, so the copy's keys stay in the source's order.
      const copy = { ...source.page, code: newCode };
      const by = request.editor?.username ?? null;
      const saved = await pages.saveDraft(copy, by, {
        record: draftEntry(by, 'page.duplicate', { from: code }),
      });
      return ok({ code: saved.code });
    },
  );

  app.post(
    '/admin/api/pages/:code/publish',
    {
      schema: { params: codeParams, body: publishBody, response: answers(versionAnswer) },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      const body: NonNullable<typeof request.body> = request.body ?? {};
      // What visitors read after the end is reviewed with the draft, never sent beside it.
      if (body.after_end !== undefined) throw new AppError('PAGE_AFTER_END_IN_DRAFT');
      const by = request.editor?.username ?? null;
      const startsAt = toDate(
        body.starts_at !== undefined ? body.starts_at : body.start_at,
        'starts_at',
      );
      const info = await pages.publish(code, '', {
        by,
        startsAt,
        endsAt: toDate(body.ends_at !== undefined ? body.ends_at : body.end_at, 'ends_at'),
        afterEnd: (fromDraft) => afterEndChoice(request, code, fromDraft),
        allow: filingGuard({ ...filingWait, startsAt }, readyToPublish(reviewGuard)),
        record: publishEntries(by, code),
      });
      return ok(versionOut(info));
    },
  );

  app.get(
    '/admin/api/pages/:code/versions',
    {
      schema: {
        params: codeParams,
        response: answers(versionListAnswer),
      },
    },
    async (request) => {
      const { code } = request.params;
      const versions = await pages.listVersions(code);
      const [approvals, archived] = await Promise.all([
        app.reviews.approvalsOfVersions(code),
        app.archives.versionsOf(code),
      ]);
      const seen = livePeriods(versions, new Date(app.pageSchedule.now()));
      return ok({
        versions: versions.map((info) => ({
          ...versionOut(info),
          approved_by: approvals.get(info.version)?.by ?? null,
          approved_at: iso(approvals.get(info.version)?.at ?? null),
          live_from: iso(seen.get(info.version)?.from ?? null),
          live_until: iso(seen.get(info.version)?.until ?? null),
          archived: archived.has(info.version),
        })),
      });
    },
  );

  app.get(
    '/admin/api/pages/:code/versions/:version',
    {
      schema: {
        params: versionParams,
        response: answers(versionPageAnswer),
      },
    },
    async (request) => {
      const { code, version } = request.params;
      const page = await pages.getVersion(code, version);
      if (!page) throw new AppError('PAGE_VERSION_NOT_FOUND');
      return ok({ version, page });
    },
  );

  app.post(
    '/admin/api/pages/:code/rollback',
    {
      schema: {
        params: codeParams,
        body: rollbackBody,
        response: answers(versionAnswer, 'the version published again'),
      },
      ...publisherOnly,
    },
    async (request) => {
      const { code } = request.params;
      const { version } = request.body;
      const by = request.editor?.username ?? null;
      const info = await pages.rollback(
        code,
        version,
        by,
        filingGuard({ ...filingWait, startsAt: null }, reviewGuard),
        versionEntry(by, code, { to_version: version }, 'page.rollback'),
      );
      return ok(versionOut(info));
    },
  );

  const links = app.admin.previewLinks;
  const linkOut = async (link: PreviewLink) => {
    const token = await previewToken.sign(app.config.jwtSecret, link.code, link.id, link.expiresAt);
    return {
      id: link.id,
      url: `${activityPagePath(link.code)}?isPreview=1&preview_token=${token}`,
      created_at: link.createdAt.toISOString(),
      created_by: link.createdBy,
      expires_at: link.expiresAt.toISOString(),
      current: link.current,
    };
  };

  // A link shows its draft to anyone holding it: while review is required, only accounts that
  // publish or review may hand one out, for PREVIEW_LINK_HOURS at most.
  const mayLink = (request: FastifyRequest) =>
    roleCanLinkPreview(request.editor?.role, app.config.reviewRequired);
  const ttlMs = app.config.previewLinkHours * 60 * 60 * 1000;

  app.post(
    '/admin/api/pages/:code/preview-link',
    { schema: { params: codeParams, response: answers(previewLinkAnswer) } },
    async (request) => {
      const { code } = request.params;
      if (!mayLink(request)) throw new AppError('PREVIEW_LINK_ROLE_REQUIRED');
      const by = request.editor?.username ?? null;
      const link = await links.create(code, {
        by,
        ttlMs,
        maxLive: PREVIEW_LINKS_MAX,
        record: (tx, made) =>
          appendAuditEntry(tx, {
            actor: by,
            action: 'preview.link_create',
            pageCode: code,
            detail: { link: made.id, expires_at: made.expiresAt.toISOString() },
          }),
      });
      if (link === 'missing') throw new AppError('PAGE_NOT_FOUND');
      if (link === 'full') {
        throw new AppError(
          'ADMIN_CONFLICT',
          `该页面已有 ${PREVIEW_LINKS_MAX} 个有效的预览链接，请先撤销不再使用的链接`,
        );
      }
      return ok(await linkOut(link));
    },
  );

  app.get(
    '/admin/api/pages/:code/preview-links',
    {
      schema: {
        params: codeParams,
        response: answers(previewLinkListAnswer),
      },
    },
    async (request) => {
      const { code } = request.params;
      const list = await links.list(code);
      if (!list) throw new AppError('PAGE_NOT_FOUND');
      return ok({
        links: await Promise.all(list.map(linkOut)),
        may_create: mayLink(request),
        hours: app.config.previewLinkHours,
      });
    },
  );

  app.delete(
    '/admin/api/pages/:code/preview-links/:id',
    { schema: { params: linkParams, response: answers(revokedLinkAnswer) } },
    async (request) => {
      const { code, id } = request.params;
      const by = request.editor?.username ?? null;
      const revoked = await links.revoke(code, id, (tx, link) =>
        appendAuditEntry(tx, {
          actor: by,
          action: 'preview.link_revoke',
          pageCode: code,
          detail: { link: link.id, expires_at: link.expiresAt.toISOString() },
        }),
      );
      if (!revoked) throw new AppError('PREVIEW_LINK_NOT_FOUND');
      return ok({ id });
    },
  );
}
