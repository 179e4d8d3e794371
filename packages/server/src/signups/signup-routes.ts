import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentHiddenAnswer,
  commentHiddenBody,
  signupRowsAnswer,
  signupTablesAnswer,
} from '@h5-page/schema/admin-api/signups';
import { AppError, ok } from '../errors.ts';
import { optionalText } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import { pagedFields, pagingOf } from '../core/paged-query.ts';
import { csvDocument, shanghaiTime } from '../core/csv-text.ts';
import { exportsWhole, maskPersonal, readsWhole } from '../editor-session/personal-data.ts';
import { periodBetween, periodFields } from '../core/stats-period.ts';
import { SIGNUP_TABLES } from './signup-tables.ts';
import type { SignupTable } from './signup-tables.ts';
import type { SignupFilters as Filters } from './signup-repository.ts';

export const SIGNUPS_BASE = '/admin/api/signups';
/** The most rows one CSV holds (a larger table is exported by date range). */
export const SIGNUP_CSV_MAX_ROWS = 50_000;

type Row = Record<string, unknown>;

const filterFields = {
  ...periodFields,
  campaign: optionalText({ max: 64 }),
  q: optionalText({ max: 50 }),
};

const toFilters = (
  query: { from?: string | undefined; to?: string | undefined; campaign?: string; q?: string },
  context: z.RefinementCtx,
): Filters => {
  let period: Filters['period'] = null;
  if (query.from !== undefined || query.to !== undefined) {
    const from = query.from ?? query.to ?? '';
    const to = query.to ?? query.from ?? '';
    if (to < from) {
      context.addIssue({ code: 'custom', path: ['to'], message: '不能早于 from' });
      return z.NEVER;
    }
    period = periodBetween(from, to);
  }
  return { period, campaign: query.campaign, q: query.q };
};

const listQuery = z
  .object({ ...filterFields, ...pagedFields })
  .transform((query, context) => ({ filters: toFilters(query, context), ...pagingOf(query) }));
const csvQuery = z.object(filterFields).transform(toFilters);
const idParams = z.object({ id: z.string() });

/** Personal columns masked for `whole` false, as `personal-data.ts` says. */
function shown(table: SignupTable, row: Row, whole: boolean): Row {
  if (whole) return row;
  const out: Row = { ...row };
  for (const column of table.columns) {
    const value = row[column.key];
    if (column.personal && typeof value === 'string') {
      out[column.key] = maskPersonal(column.personal, value);
    }
  }
  return out;
}

/**
 * The builder's sign-up screens: every campaign table holding visitors' entries (see
 * `signup-tables.ts`), each filtered by date, campaign and text, paged, exported as CSV, with
 * personal fields under the one rule of `personal-data.ts` and every release recorded:
 *
 * - `GET /admin/api/signups` → `{tables: [{name, label, where, columns, campaign, moderated}]}`;
 * - `GET …/<name>?from&to&campaign&q&page&page_size&whole` → `{total, page, page_size, rows}`;
 * - `GET …/<name>.csv?from&to&campaign&q` → the CSV (BOM, CRLF), recorded in lead_exports;
 * - `PUT …/tour_comments/<id>/hidden {hidden}` → hides or shows a comment on the visitor page.
 */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { signups, releases } = app;
  const route = app.withTypeProvider<ZodTypeProvider>();

  const csvAnswer = answersContent('text/csv', 'the entries as CSV (an attachment)');

  route.get(SIGNUPS_BASE, { schema: { response: answers(signupTablesAnswer) } }, async () => {
    const tables = await Promise.all(
      SIGNUP_TABLES.map(async (table) => ({
        name: table.name,
        label: table.label,
        where: table.where,
        columns: table.columns.map(({ key, label, personal, type }) => ({
          key,
          label,
          personal: personal ?? null,
          type: type ?? 'text',
        })),
        campaign: table.campaign
          ? {
              label: table.campaign.label,
              options: await signups.campaignOptions(table.campaign),
            }
          : null,
        moderated: Boolean(table.moderated),
      })),
    );
    return ok({ tables });
  });

  for (const table of SIGNUP_TABLES) {
    const base = `${SIGNUPS_BASE}/${table.name}`;
    const rowsOf = (filters: Filters, limit: number, offset: number) =>
      signups.rows(table, filters, limit, offset);
    /** Who saw or took these rows, and whether in full, in the release log. */
    const recordRelease = (
      editor: FastifyRequest['editor'],
      action: 'read' | 'export',
      filters: Filters,
      whole: boolean,
      rowCount: number,
    ) =>
      releases.record({
        editor,
        subject: table.name,
        action,
        pageCode: filters.campaign ?? '',
        period: filters.period,
        whole,
        rowCount,
      });

    route.get(
      base,
      { schema: { querystring: listQuery, response: answers(signupRowsAnswer) } },
      async (request) => {
        const { filters, page, pageSize } = request.query;
        const whole = readsWhole(request.editor, request.query.whole);
        const total = await signups.count(table, filters);
        const rows = await rowsOf(filters, pageSize, (page - 1) * pageSize);
        if (whole) await recordRelease(request.editor, 'read', filters, whole, rows.length);
        return ok({
          total,
          page,
          page_size: pageSize,
          rows: rows.map((row) => shown(table, row, whole)),
        });
      },
    );

    route.get(
      `${base}.csv`,
      { schema: { querystring: csvQuery, response: csvAnswer } },
      async (request, reply) => {
        const filters = request.query;
        const whole = exportsWhole(request.editor);
        const rows = await rowsOf(filters, SIGNUP_CSV_MAX_ROWS, 0);
        // A spreadsheet reads oldest first.
        rows.reverse();
        await recordRelease(request.editor, 'export', filters, whole, rows.length);
        const cells = rows.map((row) => {
          const visible = shown(table, row, whole);
          return table.columns.map((column) => {
            const value = visible[column.key];
            if (value === null || value === undefined) return '';
            if (column.type === 'time') return shanghaiTime(String(value));
            if (column.type === 'bool') return value ? '是' : '否';
            return String(value);
          });
        });
        const days = filters.period ? `-${filters.period.from}-${filters.period.to}` : '';
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${table.name}${days}.csv"`)
          .send(
            csvDocument(
              table.columns.map((column) => column.label),
              cells,
            ),
          );
      },
    );

    const { moderated } = table;
    if (!moderated) continue;
    route.put(
      `${base}/:id/hidden`,
      {
        schema: {
          params: idParams,
          body: commentHiddenBody,
          response: answers(commentHiddenAnswer),
        },
      },
      async (request) => {
        const raw = request.params.id;
        if (!/^\d{1,15}$/.test(raw)) throw new AppError('ADMIN_RECORD_NOT_FOUND');
        const { hidden } = request.body;
        const username = request.editor?.username ?? '';
        const row = await signups.setHidden(moderated, Number(raw), hidden, username);
        if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
        return ok(row);
      },
    );
  }
}
