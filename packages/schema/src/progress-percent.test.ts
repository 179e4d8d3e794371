import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent.ts';

describe('progressPercent', () => {
  it('rounds current / limit to a percent', () => {
    expect(progressPercent(50, 100)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 200)).toBe(1);
    expect(progressPercent(1, 201)).toBe(0);
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(10, 10)).toBe(100);
  });

  it('clamps to 0..100', () => {
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(Number.MAX_VALUE, 1e-300)).toBe(100);
  });

  it('gives 0 for a limit <= 0', () => {
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(5, -10)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('gives 0 for NaN and infinite arguments', () => {
    expect(progressPercent(Number.NaN, 10)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
    expect(progressPercent(Number.POSITIVE_INFINITY, 10)).toBe(0);
    expect(progressPercent(10, Number.POSITIVE_INFINITY)).toBe(0);
    expect(progressPercent(Number.NEGATIVE_INFINITY, 10)).toBe(0);
  });

  it('gives 0 for non-numbers that slip through at runtime', () => {
    expect(progressPercent('5' as unknown as number, 10)).toBe(0);
    expect(progressPercent(5, null as unknown as number)).toBe(0);
  });

  it('is always an integer in 0..100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (current, limit) => {
        const percent = progressPercent(current, limit);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
