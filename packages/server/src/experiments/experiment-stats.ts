/**
 * An A/B test's verdict from counts alone: each variant's conversion (leads / unique visitors)
 * with Wilson's 95 % interval, and the two-proportion z-test (pooled) between variants, corrected
 * for the several comparisons by Holm's method. docs/experiments.md says why these.
 */

export interface VariantCounts {
  key: string;
  visitors: number;
  leads: number;
}

export interface VariantVerdict {
  key: string;
  conversion: number;
  low: number;
  high: number;
  /** Two-sided p of the difference from the control; null for the control or too few counts. */
  pValue: number | null;
  /** The difference from the control holds after Holm's correction. */
  significant: boolean;
}

export interface ExperimentVerdict {
  variants: VariantVerdict[];
  winner: string | null;
  reason: string;
}

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

/** The standard normal's distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

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

/** Whether the z-test's normal reading holds for a variant's counts. */
const testable = (counts: VariantCounts) =>
  counts.visitors >= MIN_VISITORS_PER_VARIANT &&
  Math.min(counts.leads, counts.visitors - counts.leads) >= MIN_OUTCOMES;

/** Two-sided p value of the pooled two-proportion z-test between `a` and `b`. */
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

/**
 * The experiment's figures and verdict. `counts[0]` is the control; `labels` name the variants
 * in the verdict's sentence ('方案 A', …).
 */
export function experimentVerdict(
  counts: readonly VariantCounts[],
  labels: readonly string[],
): ExperimentVerdict {
  const rate = (c: VariantCounts) => (c.visitors > 0 ? Math.min(1, c.leads / c.visitors) : 0);
  const control = counts[0];
  const allTestable = counts.length >= 2 && counts.every(testable);
  // Against the control, Holm-corrected over the k − 1 comparisons: what the table shows.
  const versusControl = counts.slice(1).map((c) => (allTestable ? twoProportionP(c, control!) : 1));
  const controlHolds = holmSignificant(versusControl);
  const variants = counts.map((c, index) => ({
    key: c.key,
    conversion: rate(c),
    ...wilsonInterval(c.leads, c.visitors),
    pValue: index === 0 || !allTestable ? null : versusControl[index - 1]!,
    significant: index > 0 && allTestable && controlHolds[index - 1]!,
  }));
  const label = (index: number) => labels[index] ?? counts[index]?.key ?? '';

  if (counts.length < 2) return { variants, winner: null, reason: '实验至少需要两个方案' };
  const fewest = counts.reduce(
    (low, c, index) => (c.visitors < counts[low]!.visitors ? index : low),
    0,
  );
  if (counts[fewest]!.visitors < MIN_VISITORS_PER_VARIANT) {
    return {
      variants,
      winner: null,
      reason: `样本不足：每个方案至少需要 ${MIN_VISITORS_PER_VARIANT} 位访客才判断胜负（${label(fewest)} 目前 ${counts[fewest]!.visitors} 位）`,
    };
  }
  if (!allTestable) {
    return {
      variants,
      winner: null,
      reason: `转化太少：每个方案的线索数与未留资访客数都至少需要 ${MIN_OUTCOMES} 个，检验才可信`,
    };
  }
  // The best against every other variant, Holm-corrected over those k − 1 comparisons.
  const best = counts.reduce((top, c, index) => (rate(c) > rate(counts[top]!) ? index : top), 0);
  const others = counts.map((_, index) => index).filter((index) => index !== best);
  const pValues = others.map((index) => twoProportionP(counts[best]!, counts[index]!));
  const holds = holmSignificant(pValues);
  if (holds.every(Boolean)) {
    return {
      variants,
      winner: counts[best]!.key,
      reason: `${label(best)} 转化率 ${percent(rate(counts[best]!))}，显著高于其余方案（双比例 z 检验，Holm 校正，α = ${ALPHA}）`,
    };
  }
  const weakest = others[pValues.indexOf(Math.max(...pValues))]!;
  return {
    variants,
    winner: null,
    reason: `差异不显著：${label(best)} 转化率最高（${percent(rate(counts[best]!))}），但与 ${label(weakest)} 的差异可能来自随机波动（p = ${Math.max(...pValues).toFixed(3)}）`,
  };
}
