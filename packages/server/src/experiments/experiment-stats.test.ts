import { describe, expect, it } from 'vitest';
import {
  experimentVerdict,
  holmSignificant,
  normalCdf,
  twoProportionP,
  wilsonInterval,
} from './experiment-stats.ts';
import { createVariantAssigner } from './variant-assigner.ts';

const labels = ['方案 A', '方案 B', '方案 C'];

describe('the experiment statistics', () => {
  it('reads the normal distribution to seven places', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-2.575829)).toBeCloseTo(0.005, 6);
  });

  it('gives Wilson intervals that stay inside 0 to 1', () => {
    const tenth = wilsonInterval(10, 100);
    expect(tenth.low).toBeCloseTo(0.0552, 4);
    expect(tenth.high).toBeCloseTo(0.1744, 4);
    expect(wilsonInterval(0, 50).low).toBe(0);
    expect(wilsonInterval(0, 50).high).toBeCloseTo(0.07135, 4);
    expect(wilsonInterval(50, 50).high).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
  });

  it('tests two proportions with the pooled z-test', () => {
    const p = twoProportionP(
      { key: 'a', visitors: 500, leads: 50 },
      { key: 'b', visitors: 500, leads: 80 },
    );
    expect(p).toBeCloseTo(0.00479, 4);
    expect(
      twoProportionP({ key: 'a', visitors: 100, leads: 0 }, { key: 'b', visitors: 100, leads: 0 }),
    ).toBe(1);
  });

  it('corrects several comparisons by Holm’s step-down', () => {
    expect(holmSignificant([0.01, 0.04])).toEqual([true, true]);
    expect(holmSignificant([0.03, 0.04])).toEqual([false, false]);
    expect(holmSignificant([0.04, 0.001, 0.2])).toEqual([false, true, false]);
  });

  it('names the best of three only when it beats each of the others', () => {
    const clear = experimentVerdict(
      [
        { key: 'a', visitors: 1000, leads: 100 },
        { key: 'b', visitors: 1000, leads: 160 },
        { key: 'c', visitors: 1000, leads: 105 },
      ],
      labels,
    );
    expect(clear.winner).toBe('b');
    expect(clear.variants.map((v) => v.significant)).toEqual([false, true, false]);

    const close = experimentVerdict(
      [
        { key: 'a', visitors: 1000, leads: 100 },
        { key: 'b', visitors: 1000, leads: 160 },
        { key: 'c', visitors: 1000, leads: 150 },
      ],
      labels,
    );
    expect(close.winner).toBeNull();
    expect(close.reason).toMatch(/^差异尚不显著：方案 B 转化率最高（16\.0%），但与 方案 C 的差异/);
  });

  it('asks for enough converted and unconverted visitors before testing', () => {
    const verdict = experimentVerdict(
      [
        { key: 'a', visitors: 200, leads: 2 },
        { key: 'b', visitors: 200, leads: 30 },
      ],
      labels,
    );
    expect(verdict.winner).toBeNull();
    expect(verdict.reason).toMatch(/^转化太少/);
  });
});

describe('the variant assigner', () => {
  const variants = [
    { key: 'a', weight: 25, page_schema: [] },
    { key: 'b', weight: 25, page_schema: [] },
    { key: 'c', weight: 50, page_schema: [] },
  ];

  it('hands out whole blocks in the weights’ proportions, per page version', () => {
    const assigner = createVariantAssigner();
    const given = Array.from({ length: 40 }, () => assigner.assign(7, variants).key);
    for (let block = 0; block < 10; block += 1) {
      expect(given.slice(block * 4, block * 4 + 4).sort()).toEqual(['a', 'b', 'c', 'c']);
    }
    // Another version starts a block of its own.
    assigner.assign(8, variants);
    const next = Array.from({ length: 4 }, () => assigner.assign(7, variants).key);
    expect(next.sort()).toEqual(['a', 'b', 'c', 'c']);
  });

  it('keeps one new visitor in five as an equal holdout under an automatic allocation', () => {
    const assigner = createVariantAssigner();
    const weights = [0.9, 0.05, 0.05];
    const given = Array.from({ length: 5000 }, () => assigner.allocate(7, variants, weights));
    for (let block = 0; block < 1000; block += 1) {
      expect(given.slice(block * 5, block * 5 + 5).filter((g) => g.holdout)).toHaveLength(1);
    }
    // The holdout is split equally whatever the weights (typed or computed), block by block.
    const held = given.filter((g) => g.holdout).map((g) => g.variant.key);
    for (let block = 0; block < held.length / 3 - 1; block += 1) {
      expect(held.slice(block * 3, block * 3 + 3).sort()).toEqual(['a', 'b', 'c']);
    }
    // The 4,000 moved follow the computed weights: 90 % ± 10 standard deviations.
    const moved = given.filter((g) => !g.holdout);
    const first = moved.filter((g) => g.variant.key === 'a').length / moved.length;
    expect(Math.abs(first - 0.9)).toBeLessThan(10 * Math.sqrt((0.9 * 0.1) / moved.length));
  });

  it('splits the moved visitors equally too while no weights are computed', () => {
    const assigner = createVariantAssigner();
    const moved = Array.from({ length: 500 }, () => assigner.allocate(3, variants, null))
      .filter((g) => !g.holdout)
      .map((g) => g.variant.key);
    expect(moved).toHaveLength(400);
    for (let block = 0; block < 133; block += 1) {
      expect(moved.slice(block * 3, block * 3 + 3).sort()).toEqual(['a', 'b', 'c']);
    }
  });
});
