import { normalCdf } from './normal-distribution.ts';
import { SAMPLE_RATIO_ALPHA, sampleRatio } from './sample-ratio.ts';
import type { SampleRatio } from './sample-ratio.ts';
import { sequentialLook } from './sequential.ts';

/**
 * An A/B test's verdict from counts alone: each variant's conversion (leads / unique visitors)
 * with Wilson's 95 % interval, and between variants the mixture sequential test (sequential.ts),
 * valid at every look, corrected for the several comparisons by Holm's method; no verdict at all
 * when the split of visitors is off (sample-ratio.ts). docs/experiments.md says why these.
 */

export interface VariantCounts {
  key: string;
  visitors: number;
  leads: number;
  /** The guardrail's counts: visitors whose stay was reported, and those who left quickly. */
  stayMeasured?: number;
  quickLeaves?: number;
}

export interface VariantVerdict {
  key: string;
  conversion: number;
  low: number;
  high: number;
  /**
   * The always-valid p of the difference from the control (the lowest over the looks so far);
   * null for the control or too few counts.
   */
  pValue: number | null;
  /** The confidence sequence on the difference from the control; null as pValue. */
  differenceLow: number | null;
  differenceHigh: number | null;
  /** The difference from the control holds after Holm's correction. */
  significant: boolean;
  /** The guardrail: the share of measured visitors who left quickly, with Wilson's interval. */
  quickLeaveRate: number;
  quickLeaveLow: number;
  quickLeaveHigh: number;
  /** Its always-valid p against the control's; null for the control or too few counts. */
  quickLeaveP: number | null;
  /** More of this variant's visitors leave quickly than the control's, beyond chance. */
  quickLeaveWorse: boolean;
}

export interface ExperimentVerdict {
  variants: VariantVerdict[];
  winner: string | null;
  reason: string;
  /** The variant that won on conversion but is held back by the guardrail; else null. */
  heldBack: string | null;
  /** The split of visitors against the weights; null without weights. */
  sampleRatio: SampleRatio | null;
}

/**
 * The counts at each earlier look, oldest first (cumulative, one per day of the test): the
 * always-valid p keeps the lowest value any look gave. Without them only today's look counts,
 * which is valid too, only slower to show a difference.
 */
export type EarlierLooks = readonly (readonly VariantCounts[])[];

/** The significance level: a winner is named when chance alone would do so at most 5 % of the time. */
export const ALPHA = 0.05;
/** Fewer visitors per variant than this and no winner is named, however large the gap. */
export const MIN_VISITORS_PER_VARIANT = 100;
/**
 * The z-test reads counts as normal: each variant needs this many converted and unconverted
 * visitors (the usual rule of thumb) before its p value means anything.
 */
export const MIN_OUTCOMES = 5;
const Z_95 = 1.959963984540054;

export { normalCdf };

/** Wilson's score interval for `successes` of `trials` at 95 %: right near 0 % and 100 % too. */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const p = Math.min(1, successes / trials);
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z_95 / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Whether the normal reading of conversion holds for a variant's counts. */
const testable = (counts: VariantCounts) => testableOn(conversionMetric, counts);

/**
 * Two-sided p value of the pooled two-proportion z-test between `a` and `b`: valid for one look
 * planned in advance only (the A/A simulation in the tests shows what daily looks do to it).
 */
export function twoProportionP(a: VariantCounts, b: VariantCounts): number {
  const pooled = (a.leads + b.leads) / (a.visitors + b.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (se === 0) return 1;
  const z = (Math.min(1, a.leads / a.visitors) - Math.min(1, b.leads / b.visitors)) / se;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

/** Holm's step-down: which of `pValues` hold at ALPHA together. */
export function holmSignificant(pValues: readonly number[]): boolean[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((x, y) => x.p - y.p);
  const result = pValues.map(() => false);
  for (const [rank, { p, index }] of order.entries()) {
    if (p > ALPHA / (pValues.length - rank)) break;
    result[index] = true;
  }
  return result;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
/** A p value as the screen's table shows it: the answer's four places, read to three. */
const pText = (p: number) => (Math.round(p * 1e4) / 1e4).toFixed(3);

/** A metric of the test read as a proportion of visitors. */
interface Metric {
  of: (counts: VariantCounts) => { visitors: number; conversions: number };
}
const conversionMetric: Metric = {
  of: (counts) => ({ visitors: counts.visitors, conversions: counts.leads }),
};
/** The guardrail: of the visitors whose stay was reported, those who left quickly. */
const quickLeaveMetric: Metric = {
  of: (counts) => ({
    visitors: counts.stayMeasured ?? 0,
    conversions: counts.quickLeaves ?? 0,
  }),
};
/** The metric's share of a variant's visitors; 0 with none. */
const rateOn = (metric: Metric, counts: VariantCounts) => {
  const { visitors, conversions } = metric.of(counts);
  return visitors > 0 ? Math.min(1, conversions / visitors) : 0;
};
const testableOn = (metric: Metric, counts: VariantCounts) => {
  const { visitors, conversions } = metric.of(counts);
  return (
    visitors >= MIN_VISITORS_PER_VARIANT &&
    Math.min(conversions, visitors - conversions) >= MIN_OUTCOMES
  );
};

/**
 * The always-valid p of `a` against `b` on `metric` over the looks (earlier ones, then `now`):
 * the lowest 1/Λ of the looks where both are testable.
 */
function sequentialP(
  looks: EarlierLooks,
  now: readonly VariantCounts[],
  a: number,
  b: number,
  metric: Metric = conversionMetric,
): number {
  let lowest = 1;
  for (const look of [...looks, now]) {
    const first = look[a];
    const second = look[b];
    if (!first || !second || !testableOn(metric, first) || !testableOn(metric, second)) continue;
    lowest = Math.min(lowest, sequentialLook(metric.of(first), metric.of(second), ALPHA).pValue);
  }
  return lowest;
}

/**
 * Clicks per visitor with its 95 % interval: the mean of each visitor's clicks, the interval
 * from their spread (the normal reading of a mean; a visitor's clicks are bounded in practice).
 */
export function clicksPerVisitor(
  clicks: number,
  clicksSquared: number,
  visitors: number,
): { mean: number; low: number; high: number } {
  if (visitors <= 0) return { mean: 0, low: 0, high: 0 };
  const mean = clicks / visitors;
  const variance =
    visitors > 1 ? Math.max(0, (clicksSquared - visitors * mean * mean) / (visitors - 1)) : 0;
  const half = Z_95 * Math.sqrt(variance / visitors);
  return { mean, low: Math.max(0, mean - half), high: mean + half };
}

/**
 * The experiment's figures and verdict. `counts[0]` is the control; `labels` name the variants
 * in the verdict's sentence ('方案 A', …); `weights` (as configured) are what the split is checked
 * against; `looks` are the earlier days' counts.
 */
export function experimentVerdict(
  counts: readonly VariantCounts[],
  labels: readonly string[],
  options: { weights?: readonly number[]; looks?: EarlierLooks } = {},
): ExperimentVerdict {
  const looks = options.looks ?? [];
  const rate = (c: VariantCounts) => (c.visitors > 0 ? Math.min(1, c.leads / c.visitors) : 0);
  const control = counts[0];
  const allTestable = counts.length >= 2 && counts.every(testable);
  // Against the control, Holm-corrected over the k − 1 comparisons: what the table shows.
  const versusControl = counts
    .slice(1)
    .map((_, index) => (allTestable ? sequentialP(looks, counts, index + 1, 0) : 1));
  const controlHolds = holmSignificant(versusControl);
  const variants = counts.map((c, index) => {
    const look =
      index > 0 && allTestable
        ? sequentialLook(conversionMetric.of(c), conversionMetric.of(control!), ALPHA)
        : null;
    const quick = quickLeaveMetric.of(c);
    const quickInterval = wilsonInterval(quick.conversions, quick.visitors);
    // The guardrail is not corrected for the several comparisons: a false alarm only delays a
    // winner, a harm missed costs visitors.
    const guarded =
      index > 0 && testableOn(quickLeaveMetric, c) && testableOn(quickLeaveMetric, control!);
    const quickLeaveP = guarded ? sequentialP(looks, counts, index, 0, quickLeaveMetric) : null;
    return {
      key: c.key,
      conversion: rate(c),
      ...wilsonInterval(c.leads, c.visitors),
      pValue: index === 0 || !allTestable ? null : versusControl[index - 1]!,
      differenceLow: look ? look.low : null,
      differenceHigh: look ? look.high : null,
      significant: index > 0 && allTestable && controlHolds[index - 1]!,
      quickLeaveRate: rateOn(quickLeaveMetric, c),
      quickLeaveLow: quickInterval.low,
      quickLeaveHigh: quickInterval.high,
      quickLeaveP,
      quickLeaveWorse:
        quickLeaveP !== null &&
        quickLeaveP <= ALPHA &&
        rateOn(quickLeaveMetric, c) > rateOn(quickLeaveMetric, control!),
    };
  });
  const label = (index: number) => labels[index] ?? counts[index]?.key ?? '';
  const split =
    options.weights && options.weights.length === counts.length && counts.length >= 2
      ? sampleRatio(
          counts.map((c) => c.visitors),
          options.weights,
        )
      : null;
  const verdict = (
    winner: string | null,
    reason: string,
    heldBack: string | null = null,
  ): ExperimentVerdict => ({
    variants,
    winner,
    reason,
    heldBack,
    sampleRatio: split,
  });

  if (counts.length < 2) return verdict(null, '实验至少需要两个方案');
  if (split?.mismatch) {
    // A split off by more than chance voids every comparison: none is shown as significant.
    for (const variant of variants) variant.significant = false;
    const shares = counts
      .map(
        (c, index) =>
          `${label(index)} 实际 ${c.visitors} 位、应为约 ${Math.round(split.expected[index]!)} 位`,
      )
      .join('；');
    return verdict(
      null,
      `分流异常：访客的分配与设定的权重不符（${shares}；卡方检验 p < ${SAMPLE_RATIO_ALPHA}）。请先排查方案页面能否正常打开、缓存与投放渠道，本次结果不可用于判断胜负`,
    );
  }
  const fewest = counts.reduce(
    (low, c, index) => (c.visitors < counts[low]!.visitors ? index : low),
    0,
  );
  if (counts[fewest]!.visitors < MIN_VISITORS_PER_VARIANT) {
    return verdict(
      null,
      `样本不足：每个方案至少需要 ${MIN_VISITORS_PER_VARIANT} 位访客才判断胜负（${label(fewest)} 目前 ${counts[fewest]!.visitors} 位）`,
    );
  }
  if (!allTestable) {
    return verdict(
      null,
      `转化太少：每个方案的线索数与未留资访客数都至少需要 ${MIN_OUTCOMES} 个，检验才可信`,
    );
  }
  // The best against every other variant, Holm-corrected over those k − 1 comparisons.
  const best = counts.reduce((top, c, index) => (rate(c) > rate(counts[top]!) ? index : top), 0);
  const others = counts.map((_, index) => index).filter((index) => index !== best);
  const pValues = others.map((index) => sequentialP(looks, counts, best, index));
  const holds = holmSignificant(pValues);
  if (holds.every(Boolean) && variants[best]!.quickLeaveWorse) {
    const judged = variants[best]!;
    return verdict(
      null,
      `护栏指标变差：${label(best)} 转化率 ${percent(rate(counts[best]!))}，显著高于其余方案，但 5 秒内离开的访客占 ${percent(judged.quickLeaveRate)}，显著高于 ${label(0)} 的 ${percent(variants[0]!.quickLeaveRate)}（序贯检验 p = ${pText(judged.quickLeaveP!)}），因此暂不判定胜出。请先查看该方案的首屏内容与打开速度`,
      counts[best]!.key,
    );
  }
  if (holds.every(Boolean)) {
    return verdict(
      counts[best]!.key,
      `${label(best)} 转化率 ${percent(rate(counts[best]!))}，显著高于其余方案（序贯检验 mSPRT，每天查看结论仍然有效；Holm 校正，α = ${ALPHA}）`,
    );
  }
  const weakest = others[pValues.indexOf(Math.max(...pValues))]!;
  return verdict(
    null,
    `差异尚不显著：${label(best)} 转化率最高（${percent(rate(counts[best]!))}），但与 ${label(weakest)} 的差异可能来自随机波动（p = ${pText(Math.max(...pValues))}）。序贯检验可随时查看，继续积累样本即可`,
  );
}
