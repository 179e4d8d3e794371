import { describe, expect, it } from 'vitest';
import {
  experimentVerdict,
  MIN_OUTCOMES,
  MIN_VISITORS_PER_VARIANT,
  twoProportionP,
} from './experiment-stats.ts';
import type { VariantCounts } from './experiment-stats.ts';
import { planExperiment, visitorsPerVariant } from './planning.ts';
import { chiSquareUpperTail, sampleRatio } from './sample-ratio.ts';
import { sequentialLook } from './sequential.ts';
import { seededRandom } from '#test/support/seeded-random.ts';

const labels = ['方案 A', '方案 B', '方案 C'];

describe('the mixture sequential test', () => {
  it('gives the likelihood ratio, p value and confidence sequence worked by hand', () => {
    // 50 of 1,000 against 80 of 1,000: d = 0.03, V = 0.0475/1000 + 0.0736/1000 = 1.211e-4,
    // pooled 6.5 % so τ = 0.013, τ² = 1.69e-4; log Λ = ½ ln(V / (V + τ²)) + τ² d² / (2V(V + τ²))
    // = −0.43681 + 2.16475 = 1.72794.
    const look = sequentialLook(
      { visitors: 1000, conversions: 80 },
      { visitors: 1000, conversions: 50 },
      0.05,
    );
    expect(look.difference).toBeCloseTo(0.03, 10);
    expect(look.variance).toBeCloseTo(1.211e-4, 10);
    expect(look.ratio).toBeCloseTo(5.62907, 4);
    expect(look.pValue).toBeCloseTo(0.177649, 5);
    expect(look.low).toBeCloseTo(-0.0077768, 6);
    expect(look.high).toBeCloseTo(0.0677768, 6);
    // The same counts read once by the fixed test: p = 0.0065. Always-valid costs evidence.
    expect(
      twoProportionP(
        { key: 'b', visitors: 1000, leads: 80 },
        { key: 'a', visitors: 1000, leads: 50 },
      ),
    ).toBeLessThan(0.01);
  });

  it('keeps a difference once shown: the p value is the lowest of the looks', () => {
    const today: VariantCounts[] = [
      { key: 'a', visitors: 3000, leads: 300 },
      { key: 'b', visitors: 3000, leads: 345 },
    ];
    const alone = experimentVerdict(today, labels);
    const earlier = [
      [
        { key: 'a', visitors: 2000, leads: 180 },
        { key: 'b', visitors: 2000, leads: 260 },
      ],
    ];
    const withLooks = experimentVerdict(today, labels, { looks: earlier });
    expect(withLooks.variants[1]!.pValue!).toBeLessThan(alone.variants[1]!.pValue!);
    expect(withLooks.variants[1]!.pValue!).toBeCloseTo(
      sequentialLook(
        { visitors: 2000, conversions: 260 },
        { visitors: 2000, conversions: 180 },
        0.05,
      ).pValue,
      10,
    );
    expect(withLooks.winner).toBe('b');
  });
});

/**
 * 1,000 A/A tests (two variants, the same 5 % conversion), read after every 100 visitors up to
 * 10,000 (50 more per variant each time, as the permuted blocks split them), each stopped at the
 * first look that names a winner: how many name one. By chance alone at most α = 5 % may.
 */
function falseWinnerRates(): { fixed: number; sequential: number } {
  const random = seededRandom(20261128);
  let fixedWinners = 0;
  let sequentialWinners = 0;
  for (let experiment = 0; experiment < 1000; experiment += 1) {
    const counts = [
      { key: 'a', visitors: 0, leads: 0 },
      { key: 'b', visitors: 0, leads: 0 },
    ];
    const looks: VariantCounts[][] = [];
    let fixedFound = false;
    let sequentialFound = false;
    for (let look = 0; look < 100 && !(fixedFound && sequentialFound); look += 1) {
      for (const variant of counts) {
        for (let visitor = 0; visitor < 50; visitor += 1) if (random() < 0.05) variant.leads += 1;
        variant.visitors += 50;
      }
      const now = counts.map((c) => ({ ...c }));
      if (!fixedFound) {
        // Today's fixed-horizon rule, read at every look: enough visitors, then p < α.
        const readable = now.every(
          (c) =>
            c.visitors >= MIN_VISITORS_PER_VARIANT &&
            Math.min(c.leads, c.visitors - c.leads) >= MIN_OUTCOMES,
        );
        if (readable && twoProportionP(now[1]!, now[0]!) < 0.05) fixedFound = true;
      }
      if (!sequentialFound && experimentVerdict(now, labels, { looks }).winner !== null)
        sequentialFound = true;
      looks.push(now);
    }
    if (fixedFound) fixedWinners += 1;
    if (sequentialFound) sequentialWinners += 1;
  }
  return { fixed: fixedWinners / 1000, sequential: sequentialWinners / 1000 };
}

describe('an A/A test read at every look', () => {
  it('names a false winner at most 5 % of the time, where the fixed test peeked does far more', () => {
    const rates = falseWinnerRates();
    console.info(
      `A/A, 1,000 tests peeked every 100 visitors: fixed z-test ${(rates.fixed * 100).toFixed(1)} % false winners, mSPRT ${(rates.sequential * 100).toFixed(1)} %`,
    );
    expect(rates.sequential).toBeLessThanOrEqual(0.05);
    expect(rates.fixed).toBeGreaterThan(0.1);
  });
});

describe('the sample-ratio check', () => {
  it('reads the χ² tail in closed form for one to three degrees of freedom', () => {
    expect(chiSquareUpperTail(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperTail(5.991465, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperTail(7.814728, 3)).toBeCloseTo(0.05, 6);
    expect(chiSquareUpperTail(16.26624, 3)).toBeCloseTo(0.001, 6);
  });

  it('lets a fair split pass and calls off one that chance does not explain', () => {
    // 5,000 and 5,200 of a 50/50 split: χ² = 2·100²/5,100 = 3.92, p = 0.048: chance.
    const fair = sampleRatio([5000, 5200], [50, 50]);
    expect(fair.chiSquare).toBeCloseTo(3.92157, 4);
    expect(fair.pValue).toBeCloseTo(0.04767, 4);
    expect(fair.mismatch).toBe(false);
    // 1,000, 1,100 and 900 of thirds: χ² = 0 + 10 + 10 = 20, p = e^(−10) = 4.54e-5.
    const off = sampleRatio([1000, 1100, 900], [34, 33, 33]);
    expect(off.expected.map(Math.round)).toEqual([1020, 990, 990]);
    expect(sampleRatio([1000, 1100, 900], [1, 1, 1]).pValue).toBeCloseTo(4.54e-5, 7);
    expect(off.mismatch).toBe(true);
  });

  it('names no winner when the split is off, and says so with the counts', () => {
    const verdict = experimentVerdict(
      [
        { key: 'a', visitors: 4000, leads: 200 },
        { key: 'b', visitors: 2600, leads: 300 },
      ],
      labels,
      { weights: [50, 50] },
    );
    expect(verdict.winner).toBeNull();
    expect(verdict.sampleRatio?.mismatch).toBe(true);
    expect(verdict.reason).toMatch(
      /^分流异常：访客的分配与设定的权重不符（方案 A 实际 4000 位、应为约 3300 位；方案 B 实际 2600 位、应为约 3300 位；卡方检验 p < 0\.001）/,
    );
    // 10 % against 5 % would be significant on a fair split; on this one nothing is.
    expect(verdict.variants.map((v) => v.significant)).toEqual([false, false]);
  });
});

describe('planning a test', () => {
  it('finds the visitors per variant the sequential test needs, more than one planned look', () => {
    // 5 % to 6 % at 80 % power: 8,158 per variant for one look planned in advance; the test
    // read every day needs about twice that (the smallest n, found by halving, is 15,928).
    expect(visitorsPerVariant(0.05, 0.2, 0.05)).toBe(15928);
    expect(visitorsPerVariant(0.05, 0.2, 0.025)).toBe(17919);
    expect(visitorsPerVariant(0.1, 0.2, 0.05)).toBe(7497);
    expect(visitorsPerVariant(0, 0.2, 0.05)).toBeNull();
  });

  it('turns them into days at the page’s traffic, and days left', () => {
    const plan = planExperiment({
      baseline: 0.05,
      lift: 0.2,
      alpha: 0.05,
      variants: 2,
      dailyVisitors: 2000,
      reached: 6000,
    });
    expect(plan.visitorsPerVariant).toBe(15928);
    expect(plan.days).toBe(16);
    expect(plan.daysLeft).toBe(10);
    // Three variants share α over two comparisons with the control.
    expect(
      planExperiment({
        baseline: 0.05,
        lift: 0.2,
        alpha: 0.05,
        variants: 3,
        dailyVisitors: 0,
        reached: 0,
      }),
    ).toMatchObject({ visitorsPerVariant: 17919, days: null });
  });
});
