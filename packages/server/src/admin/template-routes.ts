import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCodeAnswer } from '@h5-page/schema/admin-api/pages';
import {
  templateListAnswer,
  templateMarkAnswer,
  templateMarkBody,
} from '@h5-page/schema/admin-api/templates';
import type { ActivityPage } from '@h5-page/schema/page';
import { PAGE_CODE_MAX_LENGTH, pageCodeSchema } from '@h5-page/schema/page';
import { validatePage } from '@h5-page/schema/validate-page';
import { pageWithCompanyDetails } from '@h5-page/blocks/company-details';
import { AppError, ok } from '../errors.ts';
import { optionalInt, text } from '../core/fields.ts';
import { answers, answersContent, empty } from '../core/answers.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { templateThumbnails } from './template-thumbnails.ts';

const codeParams = z.object({ code: pageCodeSchema });
// The new page's code is typed into a form: its refusal says what a code may hold, in Chinese.
const newCode = z
  .string()
  .trim()
  .min(1)
  .max(PAGE_CODE_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, { error: '只能包含字母、数字、“_”和“-”' });
const createBody = z.object({
  code: newCode.describe('the new page'),
  title: text({ max: 200 }).describe('the new page'),
});
const thumbnailQuery = z.object({
  rev: optionalInt(1).describe('the draft revision the URL was made for (the list gives it)'),
  page: optionalInt(1).describe(
    'the page the URL was made for (a page deleted and made again under its code is another)',
  ),
});

const thumbnailAnswer = (() => {
  const photo = answersContent('image/jpeg', '')[200].content;
  const drawing = answersContent('image/svg+xml', '')[200].content;
  return {
    200: {
      description:
        'the draft on a 375-px phone, its first screen (JPEG); drawn as SVG where the server has no Chromium',
      content: { ...photo, ...drawing },
    },
  };
})();

const thumbnailUrl = (code: string, pageId: number, revision: number) =>
  `/admin/api/pages/${encodeURIComponent(code)}/thumbnail?rev=${revision}&page=${pageId}`;

/** Whether `If-None-Match` names `etag` (or `*`), weak or strong, alone or in a list. */
function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Templates (从模板新建): pages marketers mark (under a category), and the templates the seed
 * writes unless unmarked. The picker lists them by category with a thumbnail made here from each
 * draft (`template-thumbnails.ts`); a new page takes the template's blocks and look, none of its
 * history, with the company details of 企业信息 written into its footers and lead forms. Marking
 * a template and making a page from one are open to every signed-in account, as saving a draft
 * and making a page are.
 */
export async function templateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = app.pages;
  const thumbnails = templateThumbnails(fastify);

  app.put(
    '/admin/api/pages/:code/template',
    {
      schema: {
        params: codeParams,
        body: templateMarkBody,
        response: answers(templateMarkAnswer),
      },
    },
    async (request) => {
      const { code } = request.params;
      const { template, category } = request.body;
      const marked = await pages.setTemplate(code, template, category);
      if (!marked) throw new AppError('PAGE_NOT_FOUND');
      await app.audit.record({
        actor: request.editor?.username ?? null,
        action: 'page.template',
        pageCode: code,
        detail: { template, category: marked.category },
      });
      return ok({ code, template, category: marked.category });
    },
  );

  app.get(
    '/admin/api/templates',
    { schema: { response: answers(templateListAnswer) } },
    async () => {
      const list = await pages.listTemplates();
      return ok({
        templates: list.map((item) => ({
          code: item.code,
          title: item.title,
          demo: item.demo,
          category: item.category,
          revision: item.revision,
          blocks: item.blocks,
          updated_at: item.draftUpdatedAt.toISOString(),
          thumbnail: thumbnailUrl(item.code, item.pageId, item.revision),
        })),
      });
    },
  );

  app.get(
    '/admin/api/pages/:code/thumbnail',
    {
      schema: {
        params: codeParams,
        querystring: thumbnailQuery,
        response: {
          ...thumbnailAnswer,
          ...empty(304, 'not modified (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { rev, page } = request.query;
      const draft = await pages.getDraft(code);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      const kind = thumbnails.kind();
      const version = `${draft.pageId}-${draft.revision}`;
      // A photograph and a drawing of one draft are two pictures: a server that gains or loses
      // Chromium never answers a browser's copy of the other.
      const etag = kind === 'phone' ? `"${version}-phone"` : `"${version}"`;
      // A URL naming this very draft never shows anything else; any other asks each time.
      const exact = rev === draft.revision && page === draft.pageId;
      const caching = (answer: typeof reply, lasting = true) =>
        answer
          .header(
            'cache-control',
            exact && lasting ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          )
          .header('etag', etag);
      if (namesEtag(request.headers['if-none-match'], etag)) return caching(reply).code(304).send();
      // Made before any caching header is set: a failure is never kept as this draft's answer.
      const thumbnail = await thumbnails.get(`${version}-${kind}`, draft.page);
      if (thumbnail.kind === 'drawing') {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        );
      }
      return caching(reply, thumbnail.lasting)
        .type(thumbnail.kind === 'drawing' ? 'image/svg+xml; charset=utf-8' : thumbnail.type)
        .send(thumbnail.body);
    },
  );

  app.post(
    '/admin/api/templates/:code/pages',
    {
      schema: {
        params: codeParams,
        body: createBody,
        response: answers(pageCodeAnswer, 'the new page, saved as a draft'),
      },
    },
    async (request) => {
      const { code: templateCode } = request.params;
      const { code, title } = request.body;
      const source = await pages.getTemplate(templateCode);
      if (!source) throw new AppError('TEMPLATE_NOT_FOUND');
      // The blocks and the page's look; the campaign's own words (search meta, share card) and
      // its visit-tracking id are the new page's to set, and nothing of the template's history
      // comes along.
      const { meta: _meta, share: _share, extra, ...look } = source.page;
      const { pageID: _pageId, ...ownExtra } = extra ?? {};
      const copy = {
        ...look,
        code,
        title,
        meta: { keywords: '', description: '' },
        extra: ownExtra,
      } as ActivityPage;
      const result = validatePage(copy);
      if (!result.ok) {
        throw new AppError('PAGE_INVALID', undefined, { details: { problems: result.problems } });
      }
      // The company's facts as 企业信息 holds them now, written into the blocks: the draft a
      // reviewer approves states exactly what goes live, and no template's example remains.
      const company = await app.admin.companyProfile.get();
      const filled = pageWithCompanyDetails(pageAsSent(copy), company);
      const created = await pages.createDraft(filled, request.editor?.username ?? null);
      if (!created)
        throw new AppError('TEMPLATE_CODE_TAKEN', `页面编码 ${code} 已被使用，请换一个`);
      await app.audit.record({
        actor: request.editor?.username ?? null,
        action: 'page.create',
        pageCode: created.code,
        detail: { revision: created.revision, template: templateCode },
      });
      return ok({ code: created.code });
    },
  );
}
