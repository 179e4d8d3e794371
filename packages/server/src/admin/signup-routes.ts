import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../errors.ts';
import { optionalText } from '../core/fields.ts';
import { answers, answersContent } from '../core/answers.ts';
import { guardAdminScope } from './admin-guards.ts';
import { pagedFields, pagingOf } from './paged-query.ts';
import { csvDocument, shanghaiTime } from './csv-text.ts';
import { exportsWhole, maskPersonal, readsWhole } from './personal-data.ts';
import { periodBetween, periodFields } from './stats-period.ts';
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
const hiddenBody = z.object({ hidden: z.boolean() });
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
  guardAdminScope(app);
  const { signups, releases } = app.admin;
  const route = app.withTypeProvider<ZodTypeProvider>();

  const tablesAnswer = z.object({
    tables: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        where: z.string().describe('the visitor routes where they are made'),
        columns: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            personal: z.string().nullable(),
            type: z.string(),
          }),
        ),
        campaign: z
          .object({
            label: z.string(),
            options: z.array(z.object({ value: z.string(), label: z.string() })),
          })
          .nullable(),
        moderated: z.boolean(),
      }),
    ),
  });
  const rowsAnswer = z.object({
    total: z.int(),
    page: z.int(),
    page_size: z.int(),
    rows: z.array(z.record(z.string(), z.unknown())),
  });
  const csvAnswer = answersContent('text/csv', 'the entries as CSV (an attachment)');
  const hiddenAnswer = z.object({ id: z.int(), hidden: z.boolean() });

  route.get(SIGNUPS_BASE, { schema: { response: answers(tablesAnswer) } }, async () => {
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
      { schema: { querystring: listQuery, response: answers(rowsAnswer) } },
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
      { schema: { params: idParams, body: hiddenBody, response: answers(hiddenAnswer) } },
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
