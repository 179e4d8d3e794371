import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allPagesStatsAnswer,
  dayHoursAnswer,
  leadExportsAnswer,
  leadPageAnswer,
  liveMinutesAnswer,
} from '@h5-page/schema/admin-api/stats';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { pageStatsDetailSchema, pageStatsSchema } from '@h5-page/schema/page-stats';
import { pageCodeSchema } from '@h5-page/schema/page';
import { AppError, ok } from '../errors.ts';
import { intOr, optionalDay } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { pagedFields, pagingOf } from '../core/paged-query.ts';
import { leadsCsv } from './leads-csv.ts';
import { exportsWhole, maskPersonal, readsWhole } from '../editor-session/personal-data.ts';
import { pageStatus } from '../pages/page-status.ts';
import { periodFields, periodQuery, toPeriod } from '../core/stats-period.ts';
import type { PageStats } from '@h5-page/schema/page-stats';

const codeParams = z.object({ code: pageCodeSchema });
const leadsQuery = z
  .object({ ...periodFields, ...pagedFields })
  .transform((query, context) => ({ period: toPeriod(query, context), ...pagingOf(query) }));
const dayQuery = z.object({
  date: optionalDay().describe('a Shanghai calendar day, YYYY-MM-DD; absent: today'),
});
const exportsQuery = z.object({
  page_code: pageCodeSchema.optional(),
  limit: intOr(1, 500, 100),
});

/**
 * Stats and leads of the builder (CONTRACT section 6, docs/admin-api.md). Personal fields follow
 * `personal-data.ts`: editors see them masked everywhere, CSV included; publishers export whole
 * numbers and see them on screen when they ask (`whole=1`). Every CSV export, masked or not,
 * and every whole read is recorded in lead_exports (who, when, page, period).
 */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const { stats, leadList: leads } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const knownPage = async (code: string) => {
    if (!(await app.pages.getDraft(code))) throw new AppError('PAGE_NOT_FOUND');
  };

  typed.get(
    '/admin/api/pages/:code/stats',
    {
      schema: {
        params: codeParams,
        querystring: periodQuery,
        response: answers(pageStatsSchema),
      },
    },
    async (request) => {
      const { code } = request.params;
      await knownPage(code);
      const { from, to } = request.query;
      const [figures, refused] = await Promise.all([
        stats.page(code, request.query),
        app.abuse.refusals(code, from, to),
      ]);
      const total = Object.values(refused).reduce((sum, count) => sum + count, 0);
      const answer: PageStats = { ...figures, refused: { total, ...refused } };
      return ok(answer);
    },
  );

  typed.get(
    '/admin/api/pages/:code/stats/detail',
    {
      schema: {
        params: codeParams,
        querystring: periodQuery,
        response: answers(pageStatsDetailSchema),
      },
    },
    async (request) => {
      await knownPage(request.params.code);
      return ok(await stats.detail(request.params.code, request.query));
    },
  );

  typed.get(
    '/admin/api/pages/:code/stats/hours',
    { schema: { params: codeParams, querystring: dayQuery, response: answers(dayHoursAnswer) } },
    async (request) => {
      await knownPage(request.params.code);
      const date = request.query.date ?? statsDateOf(Date.now());
      return ok(await stats.hours(request.params.code, date));
    },
  );

  // Polled every few seconds while a page's stats screen is open: one short index range each.
  typed.get(
    '/admin/api/pages/:code/stats/live',
    { schema: { params: codeParams, response: answers(liveMinutesAnswer) } },
    async (request) => {
      await knownPage(request.params.code);
      return ok(await stats.lastHour(request.params.code, new Date()));
    },
  );

  const pagesSchema = { querystring: periodQuery, response: answers(allPagesStatsAnswer) };
  typed.get('/admin/api/stats/pages', { schema: pagesSchema }, async (request) => {
    const period = request.query;
    const [pages, figures] = await Promise.all([app.pages.list(), stats.allPages(period)]);
    const now = Date.now();
    return ok({
      from: period.from,
      to: period.to,
      pages: pages.map((page) => {
        const row = figures.get(page.code);
        return {
          code: page.code,
          title: page.title,
          status: pageStatus(page.publishedVersion, page, now),
          page_views: row?.page_views ?? 0,
          unique_visitors: row?.unique_visitors ?? 0,
          avg_stay_ms: row?.avg_stay_ms ?? 0,
          clicks: row?.clicks ?? 0,
          shares: row?.shares ?? 0,
          leads: row?.leads ?? 0,
          conversion: row?.conversion ?? 0,
        };
      }),
    });
  });

  typed.get(
    '/admin/api/pages/:code/leads',
    { schema: { params: codeParams, querystring: leadsQuery, response: answers(leadPageAnswer) } },
    async (request) => {
      await knownPage(request.params.code);
      const { period, page, pageSize } = request.query;
      const whole = readsWhole(request.editor, request.query.whole);
      const found = await leads.page(request.params.code, period, (page - 1) * pageSize, pageSize);
      if (whole) {
        await app.releases.record({
          editor: request.editor,
          subject: 'leads',
          action: 'read',
          pageCode: request.params.code,
          period,
          whole,
          rowCount: found.rows.length,
        });
      }
      return ok({
        total: found.total,
        page,
        page_size: pageSize,
        leads: found.rows.map((row) => ({
          id: row.id,
          created_at: row.created_at,
          phone: row.erased_at ? null : whole ? row.handset : maskPersonal('phone', row.handset),
          name: row.erased_at ? null : whole ? row.nick_name : maskPersonal('name', row.nick_name),
          erased: row.erased_at !== null,
          cps_id: row.cps_id,
          address: [row.province, row.city, row.area].filter(Boolean).join(' '),
          extra: row.extra,
        })),
      });
    },
  );

  typed.get(
    '/admin/api/pages/:code/leads.csv',
    {
      schema: {
        params: codeParams,
        querystring: periodQuery,
        response: answersContent('text/csv', 'the leads as CSV (an attachment)'),
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      await knownPage(code);
      const period = request.query;
      const editor = request.editor;
      const fullPhones = exportsWhole(editor);
      const [rows, live, draft] = await Promise.all([
        leads.all(code, period),
        app.pages.getPublished(code),
        app.pages.getDraft(code),
      ]);
      // Named as the experiment screen names them: the live test's order, else the draft's.
      const variants = live?.page.variants ?? draft?.page.variants ?? [];
      await app.releases.record({
        editor,
        subject: 'leads',
        action: 'export',
        pageCode: code,
        period,
        whole: fullPhones,
        rowCount: rows.length,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${code}-${period.from}-${period.to}.csv"`,
        )
        .send(leadsCsv(rows, fullPhones, variants));
    },
  );

  typed.get(
    '/admin/api/lead-exports',
    {
      schema: { querystring: exportsQuery, response: answers(leadExportsAnswer) },
      preValidation: adminGuards.requirePublisher,
    },
    async (request) =>
      ok({ exports: await leads.exports(request.query.page_code, request.query.limit) }),
  );
}
