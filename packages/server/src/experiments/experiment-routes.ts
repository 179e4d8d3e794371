import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { experimentAnswer, variantsBody } from '@h5-page/schema/admin-api/experiments';
import type { ExperimentInfo } from '@h5-page/schema/admin-api/experiments';
import { draftConflictAnswer, savedDraftAnswer } from '@h5-page/schema/admin-api/pages';
import type { ActivityPage } from '@h5-page/schema/page';
import { pageCodeSchema } from '@h5-page/schema/page';
import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import { validatePage } from '@h5-page/schema/validate-page';
import {
  ALLOCATION_FLOOR,
  ALLOCATION_REFRESH_MS,
  HOLDOUT_SHARE,
  VARIANT_KEY_PATTERN,
  variantDisplayName,
} from '@h5-page/schema/variants';
import type { PageVariant } from '@h5-page/schema/variants';
import { AppError, ok } from '../errors.ts';
import { optionalInt } from '../core/fields.ts';
import { answers, envelopeOf } from '../core/answers.ts';
import { draftEntry } from '../audit/audit-records.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { periodBetween, periodFields, toPeriod } from '../core/stats-period.ts';
import type { StatsPeriod } from '../core/stats-period.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { analysisPeriods } from './analysis-periods.ts';
import type { AnalysisPeriod } from './analysis-periods.ts';
import { QUICK_LEAVE_MS } from './experiment-repository.ts';
import type { StoredAllocation, VariantFigures as Figures } from './experiment-repository.ts';
import {
  ALPHA,
  clicksPerVisitor,
  experimentVerdict,
  MIN_VISITORS_PER_VARIANT,
} from './experiment-stats.ts';
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
 * The days asked: with `from`, checked as every stats period is (`参数 to 不能早于 from`); without
 * it, the whole analysis period. `period` picks an analysis period (analysis-periods.ts) by its
 * number; by default the latest.
 */
const experimentQuery = z
  .object({
    ...periodFields,
    period: optionalInt(1).describe(
      'the analysis period to read (1 = the first split the page ran); default the latest',
    ),
    lift: optionalInt(1, 500).describe(
      'the relative lift to plan for, in per cent (default 20: +20 %)',
    ),
  })
  .transform(({ lift, period, ...query }, context) => ({
    to: query.to,
    period,
    lift: (lift ?? DEFAULT_LIFT * 100) / 100,
    dates: query.from === undefined ? undefined : toPeriod(query, context),
  }));

/** The days a plan reads the page's traffic from: the last week, today included. */
const RECENT_DAYS = 7;

/**
 * The instants read: the analysis period (its start to its end, or now), narrowed to the days
 * asked, which the answer names as asked (days outside the period count nothing). Without an
 * analysis period (the page never ran one): the days asked, else the last 7.
 */
function instantsRead(
  analysis: AnalysisPeriod | null,
  dates: StatsPeriod | undefined,
  to: string | undefined,
  now: number,
): { start: Date; end: Date; from: string; to: string } {
  const lastDay = to ?? statsDateOf(now);
  if (!analysis) return dates ?? periodBetween(addStatsDays(lastDay, -6), lastDay);
  const days = dates ?? (to ? { start: analysis.start, end: periodBetween(to, to).end } : null);
  const start = Math.max(analysis.start.getTime(), days?.start.getTime() ?? 0);
  const end = Math.max(
    start,
    Math.min((analysis.end ?? new Date(now)).getTime(), days?.end.getTime() ?? Infinity),
  );
  return {
    start: new Date(start),
    end: new Date(end),
    from: dates?.from ?? statsDateOf(start),
    // The day of the last instant read.
    to: dates?.to ?? statsDateOf(Math.max(start, end - 1)),
  };
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/** `{name}` of a variant the marketer named, else nothing: an unnamed variant's answer is as before. */
const nameOf = (variant: Pick<PageVariant, 'name'> | undefined) =>
  variant?.name === undefined ? {} : { name: variant.name };

/**
 * The automatic allocation in force, for the answer: each variant's share of the moved visitors
 * and of all new ones (the holdout's equal part added). Before any is computed, both are even.
 */
function allocationAnswer(
  variants: readonly Pick<PageVariant, 'key' | 'name'>[],
  stored: StoredAllocation | null,
): ExperimentInfo['allocation'] {
  const even = 1 / variants.length;
  return {
    holdout_share: HOLDOUT_SHARE,
    floor: ALLOCATION_FLOOR,
    refresh_ms: ALLOCATION_REFRESH_MS,
    computed_at: stored?.computedAt.toISOString() ?? null,
    variants: variants.map((variant) => {
      const { key } = variant;
      const entry = stored?.variants.find((candidate) => candidate.key === key);
      const weight = entry?.weight ?? even;
      return {
        key,
        ...nameOf(variant),
        weight: round(weight),
        share: round(HOLDOUT_SHARE * even + (1 - HOLDOUT_SHARE) * weight),
        chance_best:
          entry?.chance === undefined || entry.chance === null ? null : round(entry.chance),
      };
    }),
  };
}

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
      const { variants: _old, variant_allocation: current, ...rest } = draft.page;
      const { variants } = request.body;
      // Absent, the draft's allocation stays; ending the test ends it too.
      const allocation =
        request.body.variant_allocation === undefined
          ? current
          : (request.body.variant_allocation ?? undefined);
      const next: unknown =
        variants.length === 0
          ? rest
          : { ...rest, variants, ...(allocation ? { variant_allocation: allocation } : {}) };
      const result = validatePage(next);
      if (!result.ok) {
        throw new AppError('PAGE_INVALID', undefined, { details: { problems: result.problems } });
      }
      const by = request.editor?.username ?? null;
      const saved = await pages.saveDraft(pageAsSent(next), by, {
        baseRevision: request.query.base_revision,
        record: draftEntry(by, 'page.variants', {
          variants: variants.length === 0 ? [] : result.page.variants?.map((v) => v.key),
          allocation: result.page.variant_allocation ?? 'weights',
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
      const now = Date.now();
      const [draft, live, splits] = await Promise.all([
        pages.getDraft(code),
        pages.getPublished(code),
        experiments.splits(code),
      ]);
      if (!draft) throw new AppError('PAGE_NOT_FOUND');
      const periods = analysisPeriods(splits, now);
      const asked = request.query.period;
      if (asked !== undefined && !periods.some((entry) => entry.number === asked)) {
        throw new AppError(
          'BAD_REQUEST',
          `参数 period 不存在：这个页面的实验共有 ${periods.length} 个分析阶段`,
        );
      }
      const analysis = periods.find((entry) => entry.number === asked) ?? periods.at(-1) ?? null;
      const liveVariants = live?.page.variants ?? [];
      const isLive = liveVariants.length > 0;
      // What is analysed: the period's split; before any ran, the draft's variants (for planning).
      const shown: { key: string; weight: number }[] =
        analysis?.variants ??
        (draft.page.variants ?? []).map(({ key, weight }) => ({ key, weight }));
      // A variant's name as the page has it now, live before draft: a period's split keeps keys
      // and weights only, and a rename published does not start a new period.
      const named = [...liveVariants, ...(draft.page.variants ?? [])];
      const pageVariant = (key: string) => named.find((variant) => variant.key === key);
      const read = instantsRead(analysis, request.query.dates, request.query.to, now);
      const today = statsDateOf(now);
      // An automatic allocation is analysed on its equal-weight holdout alone (allocation.ts).
      const holdoutOnly = analysis?.allocation === 'thompson';
      const automatic = isLive && live?.page.variant_allocation === 'thompson';
      const [figures, days, recent, allocation] = await Promise.all([
        analysis ? experiments.figures(code, read, { holdoutOnly }) : new Map<string, Figures>(),
        analysis ? experiments.dailyFigures(code, read, { holdoutOnly }) : [],
        experiments.traffic(code, periodBetween(addStatsDays(today, 1 - RECENT_DAYS), today)),
        automatic ? experiments.allocation(code, live.version) : null,
      ]);
      const countsOf = (key: string, of: Figures | undefined) => ({
        key,
        visitors: of?.visitors ?? 0,
        leads: of?.leads ?? 0,
        stayMeasured: of?.stayMeasured ?? 0,
        quickLeaves: of?.quickLeaves ?? 0,
      });
      const counts = shown.map((variant) => countsOf(variant.key, figures.get(variant.key)));
      // Each day's cumulative counts: the looks the always-valid p is the lowest of.
      const looks: VariantCounts[][] = [];
      const running = new Map(
        shown.map((variant) => [variant.key, countsOf(variant.key, undefined)]),
      );
      for (const [index, row] of days.entries()) {
        const total = running.get(row.variant);
        if (total) {
          total.visitors += row.visitors;
          total.leads += row.leads;
          total.stayMeasured += row.stayMeasured;
          total.quickLeaves += row.quickLeaves;
        }
        if (days[index + 1]?.day !== row.day)
          looks.push(shown.map((variant) => ({ ...running.get(variant.key)! })));
      }
      const verdict = analysis
        ? experimentVerdict(
            counts,
            shown.map((variant, index) => variantDisplayName(pageVariant(variant.key), index)),
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
      const nullable = (value: number | null | undefined) =>
        value === null || value === undefined ? null : round(value);
      return ok({
        live: isLive,
        version: isLive && live ? live.version : null,
        from: read.from,
        to: read.to,
        test: 'mSPRT (always valid), Holm-corrected, alpha 0.05; Wilson 95 % intervals; sample-ratio check; guardrail: left within 5 s; an automatic allocation: its equal-weight holdout only',
        period: analysis?.number ?? null,
        periods: periods.map((entry) => ({
          number: entry.number,
          start: entry.start.toISOString(),
          end: entry.end?.toISOString() ?? null,
          versions: entry.versions,
          allocation: entry.allocation,
          variants: entry.variants.map(({ key, weight }) => ({ key, weight: round(weight, 1) })),
        })),
        holdout_only: holdoutOnly,
        allocation: automatic ? allocationAnswer(liveVariants, allocation) : null,
        quick_leave_ms: QUICK_LEAVE_MS,
        variants: shown.map((variant, index) => {
          const figure = figures.get(variant.key);
          const judged = verdict?.variants[index];
          const perVisitor = clicksPerVisitor(
            figure?.clicks ?? 0,
            figure?.clicksSquared ?? 0,
            figure?.visitors ?? 0,
          );
          return {
            key: variant.key,
            ...nameOf(pageVariant(variant.key)),
            weight: round(variant.weight, 1),
            unique_visitors: figure?.visitors ?? 0,
            clicks: figure?.clicks ?? 0,
            clicks_per_visitor: round(perVisitor.mean),
            clicks_per_visitor_low: round(perVisitor.low),
            clicks_per_visitor_high: round(perVisitor.high),
            leads: figure?.leads ?? 0,
            conversion: round(judged?.conversion ?? 0),
            conversion_low: round(judged?.low ?? 0),
            conversion_high: round(judged?.high ?? 0),
            p_value: nullable(judged?.pValue),
            difference_low: nullable(judged?.differenceLow),
            difference_high: nullable(judged?.differenceHigh),
            significant: judged?.significant ?? false,
            stay_measured: figure?.stayMeasured ?? 0,
            quick_leaves: figure?.quickLeaves ?? 0,
            quick_leave_rate: round(judged?.quickLeaveRate ?? 0),
            quick_leave_low: round(judged?.quickLeaveLow ?? 0),
            quick_leave_high: round(judged?.quickLeaveHigh ?? 0),
            quick_leave_p: nullable(judged?.quickLeaveP),
            quick_leave_worse: judged?.quickLeaveWorse ?? false,
          };
        }),
        winner: verdict?.winner ?? null,
        held_back: verdict?.heldBack ?? null,
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
      const { variants: _ended, variant_allocation: _allocation, ...rest } = draft.page;
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
