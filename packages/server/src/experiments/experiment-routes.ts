import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { experimentAnswer, variantsBody } from '@h5-page/schema/admin-api/experiments';
import { draftConflictAnswer, savedDraftAnswer } from '@h5-page/schema/admin-api/pages';
import type { ActivityPage } from '@h5-page/schema/page';
import { pageCodeSchema } from '@h5-page/schema/page';
import {
  addStatsDays,
  statsDateOf,
  statsDayCount,
  MAX_STATS_DAYS,
} from '@h5-page/schema/stats-period';
import { validatePage } from '@h5-page/schema/validate-page';
import { VARIANT_KEY_PATTERN, variantLabel } from '@h5-page/schema/variants';
import { AppError, ok } from '../errors.ts';
import { optionalInt } from '../core/fields.ts';
import { answers, envelopeOf } from '../core/answers.ts';
import { draftEntry } from '../audit/audit-records.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { periodBetween, periodFields, toPeriod } from '../core/stats-period.ts';
import type { StatsPeriod } from '../core/stats-period.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { ALPHA, experimentVerdict, MIN_VISITORS_PER_VARIANT } from './experiment-stats.ts';
import type { VariantCounts } from './experiment-stats.ts';
import { DEFAULT_LIFT, planExperiment } from './planning.ts';

const conflict = envelopeOf(draftConflictAnswer).describe(
  'PAGE_DRAFT_CONFLICT: the draft was saved since base_revision; nothing changed',
);

const codeParams = z.object({ code: pageCodeSchema });
const variantParams = z.object({
  code: pageCodeSchema,
  key: z.string().regex(VARIANT_KEY_PATTERN, '应为方案的 key（小写字母开头，最多 16 个字符）'),
});
const saveQuery = z.object({
  base_revision: optionalInt(1).describe(
    'the draft revision this change started from (from GET or the last save)',
  ),
});
/**
 * The period asked: with `from`, checked as every stats period is (`参数 to 不能早于 from`);
 * without it, `period` is left to the handler, which knows when the test went live.
 */
const experimentQuery = z
  .object({
    ...periodFields,
    lift: optionalInt(1, 500).describe(
      'the relative lift to plan for, in per cent (default 20: +20 %)',
    ),
  })
  .transform(({ lift, ...query }, context) => ({
    to: query.to,
    lift: (lift ?? DEFAULT_LIFT * 100) / 100,
    period: query.from === undefined ? undefined : toPeriod(query, context),
  }));

/** The days a plan reads the page's traffic from: the last week, today included. */
const RECENT_DAYS = 7;

/**
 * By default the whole test: from the day its version went live (a page not live: the last 7
 * days) to `to` (today), within the longest period.
 */
function wholeTest(
  asked: string | undefined,
  live: { publishedAt: Date } | null,
  liveVariants: readonly unknown[],
): StatsPeriod {
  const to = asked ?? statsDateOf(Date.now());
  let from =
    liveVariants.length > 0 && live
      ? statsDateOf(live.publishedAt.getTime())
      : addStatsDays(to, -6);
  if (statsDayCount(from, to) > MAX_STATS_DAYS) from = addStatsDays(to, 1 - MAX_STATS_DAYS);
  if (statsDayCount(from, to) < 1) from = to;
  return periodBetween(from, to);
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A/B tests of a page (CONTRACT section 8): its variants are part of its draft (reviewed and
 * published with it), the experiment's figures and verdict, and ending it by promoting a variant.
 */
export async function experimentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = app.pages;
  const experiments = app.experiments;

  app.put(
    '/admin/api/pages/:code/variants',
    {
      schema: {
        params: codeParams,
        querystring: saveQuery,
        body: variantsBody,
        response: { ...answers(savedDraftAnswer), 409: conflict },
      },
    },
    async (request) => {
      const { code } = request.params;
      const draft = await pages.getDraft(code);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      const { variants: _old, ...rest } = draft.page;
      const { variants } = request.body;
      const next: unknown = variants.length === 0 ? rest : { ...rest, variants };
      const result = validatePage(next);
      if (!result.ok) {
        throw new AppError('PAGE_INVALID', undefined, { details: { problems: result.problems } });
      }
      const by = request.editor?.username ?? null;
      const saved = await pages.saveDraft(pageAsSent(next), by, {
        baseRevision: request.query.base_revision,
        record: draftEntry(by, 'page.variants', {
          variants: variants.length === 0 ? [] : result.page.variants?.map((v) => v.key),
        }),
      });
      return ok({
        code: saved.code,
        updated_at: saved.draftUpdatedAt.toISOString(),
        updated_by: saved.updatedBy,
        revision: saved.revision,
      });
    },
  );

  app.get(
    '/admin/api/pages/:code/experiment',
    {
      schema: {
        params: codeParams,
        querystring: experimentQuery,
        response: answers(experimentAnswer),
      },
    },
    async (request) => {
      const { code } = request.params;
      const [draft, live] = await Promise.all([pages.getDraft(code), pages.getPublished(code)]);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      const liveVariants = live?.page.variants ?? [];
      const shown = liveVariants.length > 0 ? liveVariants : (draft.page.variants ?? []);
      const period = request.query.period ?? wholeTest(request.query.to, live, liveVariants);
      const isLive = liveVariants.length > 0;
      const today = statsDateOf(Date.now());
      const [figures, days, recent] = await Promise.all([
        isLive ? experiments.figures(code, period) : new Map<string, never>(),
        isLive ? experiments.dailyFigures(code, period) : [],
        experiments.traffic(code, periodBetween(addStatsDays(today, 1 - RECENT_DAYS), today)),
      ]);
      const counts = shown.map((variant) => ({
        key: variant.key,
        visitors: figures.get(variant.key)?.visitors ?? 0,
        leads: figures.get(variant.key)?.leads ?? 0,
      }));
      // Each day's cumulative counts: the looks the always-valid p is the lowest of.
      const looks: VariantCounts[][] = [];
      const running = new Map(shown.map((variant) => [variant.key, { visitors: 0, leads: 0 }]));
      for (const [index, row] of days.entries()) {
        const total = running.get(row.variant);
        if (total) {
          total.visitors += row.visitors;
          total.leads += row.leads;
        }
        if (days[index + 1]?.day !== row.day)
          looks.push(shown.map((variant) => ({ key: variant.key, ...running.get(variant.key)! })));
      }
      const verdict = isLive
        ? experimentVerdict(
            counts,
            shown.map((_, index) => variantLabel(index)),
            { weights: shown.map((variant) => variant.weight), looks },
          )
        : null;
      const control = counts[0];
      const baseline =
        control && control.visitors >= MIN_VISITORS_PER_VARIANT && control.leads > 0
          ? { rate: control.leads / control.visitors, from: 'control' as const }
          : recent.visitors > 0 && recent.leads > 0
            ? { rate: Math.min(1, recent.leads / recent.visitors), from: 'page' as const }
            : null;
      const plan =
        baseline && shown.length >= 2
          ? planExperiment({
              baseline: baseline.rate,
              lift: request.query.lift,
              alpha: ALPHA,
              variants: shown.length,
              dailyVisitors: recent.visitors / RECENT_DAYS,
              reached: Math.min(...counts.map((c) => c.visitors)),
            })
          : null;
      const split = verdict?.sampleRatio ?? null;
      return ok({
        live: isLive,
        version: isLive && live ? live.version : null,
        from: period.from,
        to: period.to,
        test: 'mSPRT (always valid), Holm-corrected, alpha 0.05; Wilson 95 % intervals; sample-ratio check',
        variants: shown.map((variant, index) => {
          const figure = figures.get(variant.key);
          const judged = verdict?.variants[index];
          return {
            key: variant.key,
            weight: variant.weight,
            unique_visitors: figure?.visitors ?? 0,
            clicks: figure?.clicks ?? 0,
            leads: figure?.leads ?? 0,
            conversion: round(judged?.conversion ?? 0),
            conversion_low: round(judged?.low ?? 0),
            conversion_high: round(judged?.high ?? 0),
            p_value: judged?.pValue === null || judged === undefined ? null : round(judged.pValue),
            difference_low:
              judged?.differenceLow === null || judged === undefined
                ? null
                : round(judged.differenceLow),
            difference_high:
              judged?.differenceHigh === null || judged === undefined
                ? null
                : round(judged.differenceHigh),
            significant: judged?.significant ?? false,
          };
        }),
        winner: verdict?.winner ?? null,
        reason: verdict?.reason ?? '实验尚未发布：发布含多个方案的页面后开始统计',
        sample_ratio: split && {
          observed: split.observed,
          expected: split.expected.map((value) => round(value, 1)),
          chi_square: round(split.chiSquare),
          p_value: split.pValue,
          mismatch: split.mismatch,
        },
        plan: plan && {
          lift: plan.lift,
          power: plan.power,
          baseline: round(plan.baseline),
          baseline_from: baseline!.from,
          visitors_per_variant: plan.visitorsPerVariant,
          daily_visitors: round(plan.dailyVisitors, 1),
          days: plan.days,
          days_left: plan.daysLeft,
        },
      });
    },
  );

  app.post(
    '/admin/api/pages/:code/variants/:key/promote',
    {
      schema: { params: variantParams, response: answers(savedDraftAnswer, 'the new draft') },
      preValidation: adminGuards.requirePublisher,
    },
    async (request) => {
      const { code, key } = request.params;
      const [draft, live] = await Promise.all([pages.getDraft(code), pages.getPublished(code)]);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      // What visitors of that variant saw, not a draft edited since.
      const variant = live?.page.variants?.find((entry) => entry.key === key);
      if (!variant) throw new AppError('EXPERIMENT_VARIANT_NOT_FOUND');
      const { variants: _ended, ...rest } = draft.page;
      const page: ActivityPage = { ...rest, page_schema: variant.page_schema };
      const by = request.editor?.username ?? null;
      const saved = await pages.saveDraft(page, by, {
        record: draftEntry(by, 'page.promote_variant', { variant: key, version: live!.version }),
      });
      return ok({
        code: saved.code,
        updated_at: saved.draftUpdatedAt.toISOString(),
        updated_by: saved.updatedBy,
        revision: saved.revision,
      });
    },
  );
}
