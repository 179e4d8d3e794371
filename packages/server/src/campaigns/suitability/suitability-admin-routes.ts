import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleCan } from '@h5-page/schema/editor-roles';
import { suitabilityMatchesAnswer } from '@h5-page/schema/admin-api/suitability';
import { answers } from '../../core/answers.ts';
import { flag, optionalInt, optionalText } from '../../core/fields.ts';
import { periodBetween, periodFields } from '../../core/stats-period.ts';
import { AppError, ok } from '../../errors.ts';
import { maskPersonal, readsWhole } from '../../editor-session/personal-data.ts';
import type { MatchFilters } from './suitability-repository.ts';

export const SUITABILITY_MATCHES_PATH = '/admin/api/suitability/matches';
/** The most matches one list answers (narrow the days, the phone or the product for older ones). */
export const SUITABILITY_MATCHES_LIMIT = 500;

export const matchesQuery = z
  .object({
    ...periodFields,
    handset: optionalText({ max: 11, pattern: /^1\d{10}$/ }),
    shop_product_id: optionalInt(1),
    whole: flag(0),
  })
  .transform((query, context) => {
    let period: MatchFilters['period'] = null;
    if (query.from !== undefined || query.to !== undefined) {
      const from = query.from ?? query.to ?? '';
      const to = query.to ?? query.from ?? '';
      if (to < from) {
        context.addIssue({ code: 'custom', path: ['to'], message: '不能早于 from' });
        return z.NEVER;
      }
      period = periodBetween(from, to);
    }
    return {
      period,
      handset: query.handset,
      shopProductId: query.shop_product_id,
      whole: query.whole === 1,
    };
  });

/** Reviewers (compliance), publishers and admins read the records; editors do not. */
async function requireSuitabilityReader(request: FastifyRequest): Promise<void> {
  const role = request.editor?.role;
  if (!roleCan(role, 'review') && !roleCan(role, 'publish')) {
    throw new AppError('SUITABILITY_ROLE_REQUIRED');
  }
}

/**
 * The suitability records in the admin API (guarded by `editorScope`):
 * `GET /admin/api/suitability/matches?from&to&handset&shop_product_id&whole` → `{matches: [{id,
 * at, handset, shop_product_id, product_name, risk_level, tier, outcome, shown_text, page,
 * confirmed_at, order_pid}]}`, newest first, at most 500; phones masked, whole for a publisher or
 * an admin asking `whole=1` (recorded as a release of personal data).
 */
export async function suitabilityAdminRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    SUITABILITY_MATCHES_PATH,
    {
      schema: { querystring: matchesQuery, response: answers(suitabilityMatchesAnswer) },
      preValidation: requireSuitabilityReader,
    },
    async (request) => {
      const { whole: asked, ...filters } = request.query;
      const whole = readsWhole(request.editor, asked);
      const rows = await app.suitability.list(filters, SUITABILITY_MATCHES_LIMIT);
      if (whole) {
        await app.releases.record({
          editor: request.editor,
          subject: 'suitability_matches',
          action: 'read',
          pageCode: '',
          period: filters.period,
          whole,
          rowCount: rows.length,
        });
      }
      return ok({
        matches: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          handset: whole ? row.handset : (maskPersonal('phone', row.handset) ?? ''),
          shop_product_id: row.shopProductId,
          product_name: row.productName,
          risk_level: row.riskLevel,
          tier: row.tier,
          outcome: row.outcome,
          shown_text: row.shownText,
          page: row.page,
          confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
          order_pid: row.orderPid,
        })),
      });
    },
  );
}
