import { describe, expect, it } from 'vitest';
import { analysisPeriods } from './analysis-periods.ts';
import type { PublishedSplit } from './analysis-periods.ts';

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));
const split = (...weights: number[]) =>
  weights.map((weight, index) => ({ key: String.fromCharCode(97 + index), weight }));
const version = (
  n: number,
  liveFrom: Date,
  variants = split(50, 50),
  allocation: PublishedSplit['allocation'] = 'weights',
): PublishedSplit => ({ version: n, liveFrom, variants, allocation });
const NOW = at(28).getTime();

describe('analysis periods', () => {
  it('joins versions with one split, and starts a period where the weights change', () => {
    const periods = analysisPeriods(
      [
        version(3, at(20), split(80, 20)),
        version(1, at(10)),
        version(2, at(12)),
        version(4, at(22), split(80, 20)),
      ],
      NOW,
    );
    expect(periods).toEqual([
      {
        number: 1,
        start: at(10),
        end: at(20),
        versions: [1, 2],
        allocation: 'weights',
        variants: split(50, 50),
      },
      {
        number: 2,
        start: at(20),
        end: null,
        versions: [3, 4],
        allocation: 'weights',
        variants: split(80, 20),
      },
    ]);
  });

  it('ends a period at a version without variants, and starts afresh when they come back', () => {
    const periods = analysisPeriods(
      [version(1, at(1), []), version(2, at(5)), version(3, at(9), []), version(4, at(12))],
      NOW,
    );
    expect(periods.map((p) => [p.number, p.start, p.end, p.versions])).toEqual([
      [1, at(5), at(9), [2]],
      [2, at(12), null, [4]],
    ]);
  });

  it('counts another variant, or the same weights in another order, as another split', () => {
    const periods = analysisPeriods(
      [
        version(1, at(1), split(50, 50)),
        version(2, at(2), split(40, 30, 30)),
        version(3, at(3), [
          { key: 'b', weight: 40 },
          { key: 'a', weight: 30 },
          { key: 'c', weight: 30 },
        ]),
      ],
      NOW,
    );
    expect(periods.map((p) => p.versions)).toEqual([[1], [2], [3]]);
  });

  it('leaves out a version still waiting for its start, and one replaced before it came', () => {
    const periods = analysisPeriods(
      [
        version(1, at(1)),
        // Scheduled for the 20th, replaced by version 3 on the 10th: never served.
        version(2, at(20), split(70, 30)),
        version(3, at(10)),
        // Scheduled after now.
        version(4, at(30), split(90, 10)),
      ],
      NOW,
    );
    expect(periods).toEqual([
      {
        number: 1,
        start: at(1),
        end: null,
        versions: [1, 3],
        allocation: 'weights',
        variants: split(50, 50),
      },
    ]);
  });

  it('starts a period where the allocation turns automatic, analysing its equal holdout', () => {
    const periods = analysisPeriods(
      [
        version(1, at(1), split(80, 20)),
        version(2, at(3), split(80, 20), 'thompson'),
        // Weights typed under an automatic allocation move nobody: the period goes on.
        version(3, at(5), split(60, 40), 'thompson'),
        version(4, at(7), split(40, 30, 30), 'thompson'),
        version(5, at(9), split(80, 20)),
      ],
      NOW,
    );
    expect(periods.map((p) => [p.versions, p.allocation, p.variants])).toEqual([
      [[1], 'weights', split(80, 20)],
      [[2, 3], 'thompson', split(50, 50)],
      [[4], 'thompson', split(100 / 3, 100 / 3, 100 / 3)],
      [[5], 'weights', split(80, 20)],
    ]);
  });

  it('has none for a page that never ran two variants', () => {
    expect(analysisPeriods([version(1, at(1), [])], NOW)).toEqual([]);
    expect(analysisPeriods([], NOW)).toEqual([]);
  });
});
