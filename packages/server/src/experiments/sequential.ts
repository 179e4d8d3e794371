/**
 * Inference that stays valid however often it is read: the mixture sequential probability ratio
 * test (mSPRT) of Johari, Pekelis and Walsh ("Always valid inference", 2017; Optimizely's stats
 * engine), on the difference of two conversion rates read as normal. docs/experiments.md says why
 * this method and how its mixing scale is chosen.
 *
 * With `d` the observed difference (variant − control), `V` its variance and a normal mixture
 * N(0, τ²) over the true difference, the likelihood ratio against "no difference" is
 *
 *   Λ = √(V / (V + τ²)) · exp( τ² d² / (2 V (V + τ²)) )
 *
 * and under "no difference" the chance that Λ ever reaches 1/α, at any of any number of looks, is
 * at most α (Ville's inequality). So 1/Λ, kept at its lowest over the looks, is a p value that may
 * be read every day, and the differences that Λ does not reject form a confidence sequence.
 */

/** What one look at a comparison sees: each side's visitors and conversions. */
export interface ProportionCounts {
  visitors: number;
  conversions: number;
}

const rateOf = (counts: ProportionCounts) =>
  counts.visitors > 0 ? Math.min(1, counts.conversions / counts.visitors) : 0;

/**
 * The mixing scale τ: the spread of differences the test is most sensitive to. A fifth of the
 * pooled conversion rate (a +20 % relative lift, the planning default), and never under a tenth
 * of a percentage point, so that a page converting almost nobody still has a finite scale.
 */
export function mixingScale(pooledRate: number): number {
  return Math.max(0.001, 0.2 * pooledRate);
}

export interface SequentialLook {
  /** Observed difference, variant − control. */
  difference: number;
  /** Its variance (unpooled): p̂₁(1−p̂₁)/n₁ + p̂₀(1−p̂₀)/n₀. */
  variance: number;
  /** The mixture likelihood ratio against "no difference". */
  ratio: number;
  /** 1/Λ, at most 1: valid at this look, whenever it is taken. */
  pValue: number;
  /** The confidence sequence's bounds on the difference at level 1 − alpha. */
  low: number;
  high: number;
}

/**
 * One look at variant against control. `alpha` sets the confidence sequence's level; the p value
 * does not depend on it.
 */
export function sequentialLook(
  variant: ProportionCounts,
  control: ProportionCounts,
  alpha: number,
): SequentialLook {
  const p1 = rateOf(variant);
  const p0 = rateOf(control);
  const difference = p1 - p0;
  const pooled =
    (variant.conversions + control.conversions) / Math.max(1, variant.visitors + control.visitors);
  // A side with every visitor converted (or none) has no spread of its own: the pooled rate
  // stands in, so that the variance never reads as zero certainty.
  const spread = (p: number, n: number) =>
    (p > 0 && p < 1 ? p * (1 - p) : Math.max(pooled * (1 - pooled), 1e-6)) / Math.max(1, n);
  const variance = spread(p1, variant.visitors) + spread(p0, control.visitors);
  const tau2 = mixingScale(pooled) ** 2;
  const logRatio =
    0.5 * Math.log(variance / (variance + tau2)) +
    (tau2 * difference * difference) / (2 * variance * (variance + tau2));
  const ratio = Math.exp(Math.min(700, logRatio));
  const half = Math.sqrt(
    ((2 * variance * (variance + tau2)) / tau2) *
      (Math.log(1 / alpha) + 0.5 * Math.log((variance + tau2) / variance)),
  );
  return {
    difference,
    variance,
    ratio,
    pValue: Math.min(1, 1 / ratio),
    low: difference - half,
    high: difference + half,
  };
}
