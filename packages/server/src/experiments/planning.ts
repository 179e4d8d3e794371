import { mixingScale } from './sequential.ts';

/**
 * How many visitors a test needs: per variant, to detect a chosen relative lift over today's
 * conversion with the chosen power, by the test the screen reads (the mSPRT of sequential.ts at
 * the family's α shared over the comparisons with the control, as Bonferroni would: Holm's first
 * step). A sequential test pays for being readable every day with a larger sample than a
 * fixed-horizon test planned for one look.
 */

/** The lift planned for when the marketer names none: +20 % relative. */
export const DEFAULT_LIFT = 0.2;
/** The chance of detecting that lift when it is there. */
export const PLANNED_POWER = 0.8;
/** z for 80 % power (one-sided normal quantile). */
const Z_POWER = 0.8416212335729143;

/**
 * Visitors per variant such that a true lift of `lift` (relative) over `baseline` is detected
 * with 80 % power by the mSPRT at level `alpha`: the smallest n where the expected difference
 * clears the test's boundary by z₀.₈ standard errors. Null where no finite sample will do (a
 * baseline of 0 or 1, a lift that leaves 0–1).
 */
export function visitorsPerVariant(baseline: number, lift: number, alpha: number): number | null {
  const target = baseline * (1 + lift);
  if (!(baseline > 0 && baseline < 1 && target > 0 && target < 1 && lift !== 0)) return null;
  const delta = Math.abs(target - baseline);
  const tau2 = mixingScale((baseline + target) / 2) ** 2;
  const spread = baseline * (1 - baseline) + target * (1 - target);
  const detects = (n: number) => {
    const variance = spread / n;
    const boundary = Math.sqrt(
      ((2 * variance * (variance + tau2)) / tau2) *
        (Math.log(1 / alpha) + 0.5 * Math.log((variance + tau2) / variance)),
    );
    return delta >= boundary + Z_POWER * Math.sqrt(variance);
  };
  let high = 1;
  while (!detects(high)) {
    high *= 2;
    if (high > 1e10) return null;
  }
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (detects(middle)) high = middle;
    else low = middle;
  }
  return Math.ceil(high);
}

export interface ExperimentPlan {
  lift: number;
  power: number;
  /** The conversion planned from: the control's so far, or the page's over its recent days. */
  baseline: number;
  visitorsPerVariant: number | null;
  /** Visitors a day the page has had lately, all variants together. */
  dailyVisitors: number;
  /** Days the whole test takes at that traffic; null with no traffic or no finite sample. */
  days: number | null;
  /** Days still to go, given the visitors each variant already has. */
  daysLeft: number | null;
}

/** The plan for `variants` variants with `reached` visitors in the smallest so far. */
export function planExperiment(options: {
  baseline: number;
  lift: number;
  alpha: number;
  variants: number;
  dailyVisitors: number;
  reached: number;
}): ExperimentPlan {
  const { baseline, lift, alpha, variants, dailyVisitors, reached } = options;
  const needed = visitorsPerVariant(baseline, lift, alpha / Math.max(1, variants - 1));
  const perDay = dailyVisitors / Math.max(1, variants);
  const daysFor = (visitors: number) =>
    needed === null || perDay <= 0 ? null : Math.ceil(Math.max(0, visitors) / perDay);
  return {
    lift,
    power: PLANNED_POWER,
    baseline,
    visitorsPerVariant: needed,
    dailyVisitors,
    days: needed === null ? null : daysFor(needed),
    daysLeft: needed === null ? null : daysFor(needed - reached),
  };
}
