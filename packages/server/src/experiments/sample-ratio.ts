import { normalCdf } from './normal-distribution.ts';

/**
 * The sample-ratio check: did visitors reach the variants in the shares their weights set? A split
 * that is off by more than chance (a variant's page failing to load, a cache serving one variant,
 * bots landing on one) makes every comparison of the test meaningless, whatever it shows; the
 * experimentation tools (GrowthBook, Statsig, Optimizely, Eppo) all check it before reading a
 * result. Pearson's χ² goodness-of-fit test on the visitor counts against the weights, at
 * p < 0.001: the check runs at every look, so it is strict enough that a fair split rarely trips it.
 */

/** Below this p value the split is called off (分流异常). */
export const SAMPLE_RATIO_ALPHA = 0.001;

/**
 * The χ² distribution's upper tail for 1 to 3 degrees of freedom (an A/B test has 2 to 4
 * variants), in closed form: for 1, 2·(1 − Φ(√x)); for 2, e^(−x/2); for 3, the first plus
 * √(2x/π)·e^(−x/2).
 */
export function chiSquareUpperTail(x: number, degrees: 1 | 2 | 3): number {
  if (x <= 0) return 1;
  const oneDegree = 2 * (1 - normalCdf(Math.sqrt(x)));
  if (degrees === 1) return oneDegree;
  if (degrees === 2) return Math.exp(-x / 2);
  return Math.min(1, oneDegree + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2));
}

export interface SampleRatio {
  /** Visitors each variant was expected to get, by its weight, of all the test's visitors. */
  expected: number[];
  observed: number[];
  chiSquare: number;
  pValue: number;
  /** The split is off by more than chance (p < SAMPLE_RATIO_ALPHA). */
  mismatch: boolean;
}

/** The check for visitors `observed` per variant against `weights` (any positive scale). */
export function sampleRatio(observed: readonly number[], weights: readonly number[]): SampleRatio {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const expected = weights.map((weight) => (total * weight) / weightSum);
  const chiSquare = observed.reduce((sum, count, index) => {
    const wanted = expected[index]!;
    return wanted > 0 ? sum + (count - wanted) ** 2 / wanted : sum;
  }, 0);
  const degrees = Math.min(3, Math.max(1, observed.length - 1)) as 1 | 2 | 3;
  const pValue = total > 0 && observed.length >= 2 ? chiSquareUpperTail(chiSquare, degrees) : 1;
  return {
    expected,
    observed: [...observed],
    chiSquare,
    pValue,
    mismatch: pValue < SAMPLE_RATIO_ALPHA,
  };
}
