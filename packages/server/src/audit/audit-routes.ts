import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageAnswer } from '@h5-page/schema/admin-api/audit';
import { auditActionLabel } from '@h5-page/schema/audit-actions';
import { PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import {
  addStatsDays,
  isStatsDate,
  statsDateOf,
  statsDayStart,
} from '@h5-page/schema/stats-period';
import { badRequest, ok } from '../errors.ts';
import { answers, answersContent } from '../core/answers.ts';
import { intOr, isIsoInstant, optionalInt, optionalText } from '../core/fields.ts';
import { csvDocument, shanghaiTime } from '../core/csv-text.ts';
import { requireCapability } from '../editor-session/admin-guards.ts';
import { canonicalJson } from './audit-chain.ts';
import type { AuditEntry } from './audit-chain.ts';
import type { AuditFilters } from './audit-repository.ts';

/** Entries one read answers by default and at most; later ones are read with `after_seq`. */
export const AUDIT_PAGE_DEFAULT = 500;
export const AUDIT_PAGE_MAX = 5000;
/** Entries one CSV export holds at most (narrow the filters for more). */
export const AUDIT_CSV_MAX = 50_000;

const ACTION_LIST = /^[a-z_]+\.[a-z_]+(,[a-z_]+\.[a-z_]+)*$/;

/** A day in China time (`2026-11-26`) or an instant with its offset (`2026-11-26T08:00:00+08:00`). */
const isTimeBound = (value: string) => isStatsDate(value) || isIsoInstant(value);

const timeBound = optionalText({ max: 40 }).refine(
  (value) => value === undefined || isTimeBound(value),
  '应为日期（YYYY-MM-DD，北京时间）或带时区的 ISO 8601 时间',
);

const filterFields = {
  from: timeBound.describe('first day (China time) or instant included'),
  to: timeBound.describe('last day (China time, whole) or instant included'),
  actor: optionalText({ max: 64 }).describe('a user name; `system` for the CLI and jobs'),
  page_code: optionalText({ max: PAGE_CODE_MAX_LENGTH }),
  action: optionalText({ max: 500, pattern: ACTION_LIST }).describe(
    'an action key (page.publish), or several separated by commas',
  ),
};
const listQuery = z.object({
  ...filterFields,
  limit: intOr(1, AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT),
  after_seq: optionalInt(0, Number.MAX_SAFE_INTEGER).describe(
    'entries after this seq (the last one of the page before)',
  ),
  order: z
    .enum(['oldest', 'newest'], 'order 应为 oldest 或 newest')
    .default('oldest')
    .describe('newest: the latest entries first, paged with before_seq'),
  before_seq: optionalInt(1, Number.MAX_SAFE_INTEGER).describe(
    'entries before this seq (the last one of the newest-first page before)',
  ),
});
const csvQuery = z.object(filterFields);

type FilterQuery = {
  from?: string | undefined;
  to?: string | undefined;
  actor?: string | undefined;
  page_code?: string | undefined;
  action?: string | undefined;
};

/** The first instant of `from`, and the first instant after `to` (a day counts whole). */
function filtersOf(query: FilterQuery, limit: number): AuditFilters {
  const from = query.from
    ? isStatsDate(query.from)
      ? statsDayStart(query.from)
      : new Date(query.from)
    : undefined;
  const to = query.to
    ? isStatsDate(query.to)
      ? statsDayStart(addStatsDays(query.to, 1))
      : new Date(Date.parse(query.to) + 1)
    : undefined;
  if (from && to && to <= from) throw badRequest('参数 to 不能早于 from');
  return {
    from,
    to,
    actor: query.actor,
    pageCode: query.page_code,
    actions: query.action?.split(','),
    limit,
  };
}

/** The filters as they were asked, for the export's own entry. */
const askedFilters = (query: FilterQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/** Admins and reviewers (compliance) read the trail; nobody writes it through the API. */
const requireAuditReader = requireCapability('audit', 'AUDIT_ROLE_REQUIRED');

const CSV_HEADERS = ['序号', '时间', '操作人', '操作', '操作代码', '页面', '详情', '哈希'];

function auditCsv(entries: AuditEntry[]): string {
  return csvDocument(
    CSV_HEADERS,
    entries.map((entry) => [
      String(entry.seq),
      shanghaiTime(entry.at),
      entry.actor ?? 'system',
      auditActionLabel(entry.action),
      entry.action,
      entry.page_code ?? '',
      canonicalJson(entry.detail),
      entry.hash,
    ]),
  );
}

/** `GET /admin/api/audit` and its CSV export (docs/admin-api.md, 审计日志). */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/api/audit',
    {
      schema: {
        querystring: listQuery,
        response: answers(
          auditPageAnswer,
          'entries, oldest first (newest first with order=newest)',
        ),
      },
      preValidation: requireAuditReader,
    },
    async (request) => {
      const { limit, after_seq: afterSeq, before_seq: beforeSeq, order, ...query } = request.query;
      const entries = await app.audit.list({
        ...filtersOf(query, limit),
        afterSeq,
        beforeSeq,
        order,
      });
      const last = entries.length === limit ? entries.at(-1) : undefined;
      return ok({
        entries,
        next_after_seq: order === 'oldest' && last ? last.seq : null,
        next_before_seq: order === 'newest' && last ? last.seq : null,
      });
    },
  );

  app.get(
    '/admin/api/audit.csv',
    {
      schema: {
        querystring: csvQuery,
        response: answersContent('text/csv', 'the entries as CSV (an attachment), oldest first'),
      },
      preValidation: requireAuditReader,
    },
    async (request, reply) => {
      const entries = await app.audit.list(filtersOf(request.query, AUDIT_CSV_MAX));
      // Reading the trail out of the system is itself on the trail.
      await app.audit.record({
        actor: request.editor?.username ?? null,
        action: 'audit.export',
        detail: { filters: askedFilters(request.query), rows: entries.length },
      });
      const day = statsDateOf(Date.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(auditCsv(entries));
    },
  );
}
