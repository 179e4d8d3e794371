import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActivityPage } from '@h5-page/schema/page';
import { pageCodeSchema } from '@h5-page/schema/page';
import { validatePage } from '@h5-page/schema/validate-page';
import { AppError, badRequest, ok } from '../errors.ts';
import { int } from '../core/fields.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import type { PageVersionInfo } from '../pages/store/page-repository.ts';
import { adminGuards } from './admin-guards.ts';
import { pageStatus } from './page-status.ts';
import { createPreviewLinkRepository } from './preview-link-repository.ts';
import type { PreviewLink } from './preview-link-repository.ts';
import { previewToken } from './preview-token.ts';
import { activityPagePath } from '@h5-page/schema/page-route';

const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** Live preview links a page may have at once (each keeps a copy of its draft). */
const PREVIEW_LINKS_MAX = 50;

const codeParams = z.object({ code: pageCodeSchema });
// Version numbers are int4 in the store: a larger one names no version (400, not a failed query).
const versionParams = z.object({ code: pageCodeSchema, version: int(1) });
const listQuery = z.object({ q: z.string().max(100).optional() });
const instant = z
  .union([z.number().int().min(0), z.string().min(1).max(40)])
  .nullable()
  .optional();
const publishBody = z
  .object({ starts_at: instant, ends_at: instant, start_at: instant, end_at: instant })
  .optional();
const rollbackBody = z.object({ version: z.int().min(1).max(2_147_483_647) });
const deleteBody = z.object({ confirm: z.string().max(100) });
const duplicateBody = z.object({ code: pageCodeSchema });
const linkParams = z.object({
  code: pageCodeSchema,
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '格式不正确'),
});

/** A time given as epoch milliseconds or an ISO 8601 text; null or absent: no bound. */
function toDate(value: number | string | null | undefined, name: string): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
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
  note: info.note,
  current: info.current,
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
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const pages = app.store.pages;
  const publisherOnly = { preHandler: adminGuards.requirePublisher };

  app.get('/admin/api/pages', { schema: { querystring: listQuery } }, async (request) => {
    const { q } = request.query as z.output<typeof listQuery>;
    const needle = q?.trim().toLowerCase() ?? '';
    const now = Date.now();
    const list = (await pages.list()).filter(
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
        has_unpublished_changes: page.hasUnpublishedChanges,
        demo: page.demo,
      })),
    });
  });

  app.get('/admin/api/pages/:code', { schema: { params: codeParams } }, async (request) => {
    const { code } = request.params as z.output<typeof codeParams>;
    const draft = await pages.getDraft(code);
    if (!draft) throw new AppError('PAGE_NOT_FOUND');
    return ok({
      draft: draft.page,
      live_version: draft.publishedVersion,
      updated_at: draft.draftUpdatedAt.toISOString(),
      updated_by: draft.updatedBy,
    });
  });

  app.put('/admin/api/pages/:code', { schema: { params: codeParams } }, async (request) => {
    const { code } = request.params as z.output<typeof codeParams>;
    const page = acceptedPage(request.body);
    if (page.code !== code) throw new AppError('PAGE_CODE_MISMATCH');
    const saved = await pages.saveDraft(page, request.editor?.username ?? null);
    return ok({ code: saved.code, updated_at: saved.draftUpdatedAt.toISOString() });
  });

  app.delete(
    '/admin/api/pages/:code',
    { schema: { params: codeParams, body: deleteBody }, ...publisherOnly },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const { confirm } = request.body as z.output<typeof deleteBody>;
      if (confirm !== code) throw new AppError('ADMIN_CONFIRM_MISMATCH');
      if (!(await pages.remove(code))) throw new AppError('PAGE_NOT_FOUND');
      return ok({ code });
    },
  );

  app.post(
    '/admin/api/pages/:code/duplicate',
    { schema: { params: codeParams, body: duplicateBody } },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const { code: newCode } = request.body as z.output<typeof duplicateBody>;
      const source = await pages.getDraft(code);
      if (!source) throw new AppError('PAGE_NOT_FOUND');
      if (await pages.getDraft(newCode)) throw new AppError('PAGE_CODE_TAKEN');
      // Spread keeps `code` where it was, so the copy's keys stay in the source's order.
      const copy = { ...source.page, code: newCode };
      const saved = await pages.saveDraft(copy, request.editor?.username ?? null);
      return ok({ code: saved.code });
    },
  );

  app.post(
    '/admin/api/pages/:code/publish',
    { schema: { params: codeParams, body: publishBody }, ...publisherOnly },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const body = (request.body ?? {}) as NonNullable<z.output<typeof publishBody>>;
      const startsAt = toDate(body.starts_at ?? body.start_at, 'starts_at');
      const endsAt = toDate(body.ends_at ?? body.end_at, 'ends_at');
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('PAGE_WINDOW_INVALID');
      const info = await pages.publish(code, '', {
        by: request.editor?.username ?? null,
        startsAt,
        endsAt,
      });
      return ok(versionOut(info));
    },
  );

  app.get(
    '/admin/api/pages/:code/versions',
    { schema: { params: codeParams } },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      return ok({ versions: (await pages.listVersions(code)).map(versionOut) });
    },
  );

  app.get(
    '/admin/api/pages/:code/versions/:version',
    { schema: { params: versionParams } },
    async (request) => {
      const { code, version } = request.params as z.output<typeof versionParams>;
      const page = await pages.getVersion(code, version);
      if (!page) throw new AppError('PAGE_VERSION_NOT_FOUND');
      return ok({ version, page });
    },
  );

  app.post(
    '/admin/api/pages/:code/rollback',
    { schema: { params: codeParams, body: rollbackBody }, ...publisherOnly },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const { version } = request.body as z.output<typeof rollbackBody>;
      const info = await pages.rollback(code, version, request.editor?.username ?? null);
      return ok(versionOut(info));
    },
  );

  const links = createPreviewLinkRepository(app.store.db);
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

  app.post(
    '/admin/api/pages/:code/preview-link',
    { schema: { params: codeParams } },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const link = await links.create(code, {
        by: request.editor?.username ?? null,
        ttlMs: PREVIEW_TTL_MS,
        maxLive: PREVIEW_LINKS_MAX,
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
    { schema: { params: codeParams } },
    async (request) => {
      const { code } = request.params as z.output<typeof codeParams>;
      const list = await links.list(code);
      if (!list) throw new AppError('PAGE_NOT_FOUND');
      return ok({ links: await Promise.all(list.map(linkOut)) });
    },
  );

  app.delete(
    '/admin/api/pages/:code/preview-links/:id',
    { schema: { params: linkParams } },
    async (request) => {
      const { code, id } = request.params as z.output<typeof linkParams>;
      if (!(await links.revoke(code, id))) throw new AppError('PREVIEW_LINK_NOT_FOUND');
      return ok({ id });
    },
  );
}
