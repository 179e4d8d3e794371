/**
 * Thompson sampling for an experiment's automatic allocation: each variant's conversion is
 * believed to be Beta(1 + leads, 1 + visitors − leads) (a uniform prior updated by the counts), and
 * a variant gets traffic in proportion to the chance that it is the best, estimated by drawing
 * from every belief many times and counting which draw is highest. A variant that is clearly
 * worse fades to its floor; one still uncertain keeps a share in proportion to its chance.
 * docs/experiments.md says why this method and how the holdout keeps the analysis valid.
 */

export interface ArmCounts {
  visitors: number;
  leads: number;
}

/** A source of uniform numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

/** A standard normal draw (Marsaglia's polar method). */
function normal(random: Random): number {
  for (;;) {
    const u = 2 * random() - 1;
    const v = 2 * random() - 1;
    const s = u * u + v * v;
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
  }
}

/** A Gamma(shape, 1) draw, shape ≥ 1 (Marsaglia and Tsang, 2000). */
function gamma(shape: number, random: Random): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A Beta(a, b) draw, a and b ≥ 1, from two Gamma draws. */
export function betaDraw(a: number, b: number, random: Random): number {
  const x = gamma(a, random);
  const y = gamma(b, random);
  return x / (x + y);
}

/**
 * Each variant's chance of having the highest conversion, from `draws` joint draws of the
 * beliefs. Ties (a variant with no visitors against another) split evenly in expectation.
 */
export function probabilityBest(
  arms: readonly ArmCounts[],
  random: Random = Math.random,
  draws = 10_000,
): number[] {
  const wins = arms.map(() => 0);
  if (arms.length === 0) return [];
  for (let n = 0; n < draws; n += 1) {
    let best = 0;
    let highest = -1;
    for (const [index, arm] of arms.entries()) {
      const leads = Math.min(arm.leads, arm.visitors);
      const value = betaDraw(1 + leads, 1 + arm.visitors - leads, random);
      if (value > highest) {
        highest = value;
        best = index;
      }
    }
    wins[best]! += 1;
  }
  return wins.map((count) => count / draws);
}

/**
 * Weights from the chances of being best, each at least `floor`: the floor for every variant,
 * and the rest shared in proportion to the chances. They sum to 1.
 */
export function flooredWeights(chances: readonly number[], floor: number): number[] {
  const free = Math.max(0, 1 - floor * chances.length);
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  return chances.map((chance) =>
    total > 0 ? floor + free * (chance / total) : 1 / chances.length,
  );
}
