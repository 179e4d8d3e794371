import { describe, expect, it } from 'vitest';
import { seededRandom } from '#test/support/seeded-random.ts';
import { betaDraw, flooredWeights, probabilityBest } from './thompson.ts';

describe('Thompson sampling', () => {
  it('draws Beta(3, 7) with its mean 0.3 and variance 21 / 1100', () => {
    const random = seededRandom(7);
    const draws = Array.from({ length: 20_000 }, () => betaDraw(3, 7, random));
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (draws.length - 1);
    expect(mean).toBeCloseTo(0.3, 2);
    expect(variance).toBeCloseTo(21 / 1100, 3);
    expect(Math.min(...draws)).toBeGreaterThan(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });

  it('gives the chance of being best: 0.7068 for 2 of 10 against 1 of 10, worked by integration', () => {
    // P(Beta(3, 9) > Beta(2, 10)) = ∫ f₃,₉(x) F₂,₁₀(x) dx = 0.70677.
    const [worse, better] = probabilityBest(
      [
        { visitors: 10, leads: 1 },
        { visitors: 10, leads: 2 },
      ],
      seededRandom(11),
      40_000,
    );
    expect(better).toBeCloseTo(0.7068, 1);
    expect(Math.abs(better! - 0.7068)).toBeLessThan(0.012);
    expect(worse! + better!).toBe(1);
  });

  it('is sure of a clear winner, and even among equals', () => {
    const clear = probabilityBest(
      [
        { visitors: 1000, leads: 100 },
        { visitors: 1000, leads: 160 },
      ],
      seededRandom(3),
    );
    expect(clear[1]).toBeGreaterThan(0.999);
    const even = probabilityBest(
      [
        { visitors: 500, leads: 50 },
        { visitors: 500, leads: 50 },
        { visitors: 500, leads: 50 },
      ],
      seededRandom(5),
      30_000,
    );
    for (const chance of even) expect(Math.abs(chance - 1 / 3)).toBeLessThan(0.02);
  });

  it('floors every weight and shares the rest by chance, summing to 1', () => {
    expect(flooredWeights([1, 0], 0.1)).toEqual([0.9, 0.1]);
    const weights = flooredWeights([0.7, 0.2, 0.1, 0], 0.1);
    expect(weights.map((w) => Math.round(w * 1000) / 1000)).toEqual([0.52, 0.22, 0.16, 0.1]);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 12);
    expect(flooredWeights([0, 0], 0.1)).toEqual([0.5, 0.5]);
  });
});
