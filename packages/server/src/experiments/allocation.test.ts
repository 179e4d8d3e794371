import { describe, expect, it, vi } from 'vitest';
import { ALLOCATION_FLOOR, ALLOCATION_REFRESH_MS, HOLDOUT_SHARE } from '@h5-page/schema/variants';
import { seededRandom } from '#test/support/seeded-random.ts';
import { computeAllocation, createAllocator } from './allocation.ts';
import type { PublishedSplit } from './analysis-periods.ts';
import type { StoredAllocation, VariantFigures } from './experiment-repository.ts';

const START = Date.UTC(2026, 10, 28, 2);
const KEYS = ['a', 'b'];

/** The store as the allocator sees it: one page under an automatic allocation since START. */
function fakeStore(counts: Map<string, { visitors: number; leads: number }>) {
  let row: StoredAllocation | null = null;
  const calls = { figures: 0, saved: 0 };
  const splits: PublishedSplit[] = [
    {
      version: 1,
      liveFrom: new Date(START),
      allocation: 'thompson',
      variants: KEYS.map((key) => ({ key, weight: 50 })),
    },
  ];
  return {
    calls,
    splits: async () => splits,
    figures: async () => {
      calls.figures += 1;
      return new Map(
        [...counts].map(([key, c]): [string, VariantFigures] => [
          key,
          { ...c, clicks: 0, clicksSquared: 0, stayMeasured: 0, quickLeaves: 0 },
        ]),
      );
    },
    allocation: async () => row,
    // As the conditional update: stored only when the row in force was computed by staleBefore.
    saveAllocation: async (
      _code: string,
      _version: number,
      computed: StoredAllocation,
      staleBefore: Date,
    ) => {
      if (!row || row.computedAt <= staleBefore) {
        row = computed;
        calls.saved += 1;
      }
      return row;
    },
  };
}

/** A binomial draw, by its definition. */
function binomial(n: number, p: number, random: () => number): number {
  let hits = 0;
  for (let i = 0; i < n; i += 1) if (random() < p) hits += 1;
  return hits;
}

describe('automatic allocation', () => {
  it('moves traffic to the better variant within hours, each keeping its floor', async () => {
    // A converts 5 %, B 8 %; 1,000 new visitors every 15 minutes, the allocation recomputed each time.
    const truth = [0.05, 0.08];
    const random = seededRandom(42);
    const counts = new Map(KEYS.map((key) => [key, { visitors: 0, leads: 0 }]));
    const store = fakeStore(counts);
    const shares: number[][] = [];
    let weights = [0.5, 0.5];
    for (let round = 0; round < 24; round += 1) {
      const share = weights.map((w) => HOLDOUT_SHARE / KEYS.length + (1 - HOLDOUT_SHARE) * w);
      shares.push(share);
      KEYS.forEach((key, index) => {
        const visitors = Math.round(1000 * share[index]!);
        const entry = counts.get(key)!;
        entry.visitors += visitors;
        entry.leads += binomial(visitors, truth[index]!, random);
      });
      const now = START + (round + 1) * ALLOCATION_REFRESH_MS;
      const allocation = await computeAllocation(store, 'p', KEYS, now, random);
      weights = allocation.variants.map((v) => v.weight);
      for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(ALLOCATION_FLOOR - 1e-12);
      expect(weights.reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 12);
    }
    // Half each at first; by the sixth hour B has the most it can: all but A's floor.
    expect(shares[0]).toEqual([0.5, 0.5]);
    expect(weights[1]).toBeGreaterThan(0.85);
    const last = shares.at(-1)!;
    expect(last[1]).toBeGreaterThan(0.75);
    // A keeps its holdout part and its floor of the rest: at least 18 % of new visitors.
    expect(last[0]).toBeGreaterThanOrEqual(
      HOLDOUT_SHARE / 2 + (1 - HOLDOUT_SHARE) * ALLOCATION_FLOOR - 1e-12,
    );
    const total = [...counts.values()];
    expect(total[1]!.visitors).toBeGreaterThan(2 * total[0]!.visitors);
  });

  it('starts even, and stays near even while the variants are alike', async () => {
    const counts = new Map(KEYS.map((key) => [key, { visitors: 0, leads: 0 }]));
    const store = fakeStore(counts);
    const first = await computeAllocation(store, 'p', KEYS, START, seededRandom(1));
    expect(first.variants.map((v) => Math.abs(v.weight - 0.5) < 0.03)).toEqual([true, true]);
    counts.set('a', { visitors: 400, leads: 20 });
    counts.set('b', { visitors: 400, leads: 21 });
    const alike = await computeAllocation(store, 'p', KEYS, START + 1, seededRandom(2));
    for (const variant of alike.variants) expect(variant.weight).toBeGreaterThan(0.3);
  });

  it('recomputes at most every 15 minutes, once among processes, and serves meanwhile', async () => {
    const counts = new Map([
      ['a', { visitors: 500, leads: 10 }],
      ['b', { visitors: 500, leads: 60 }],
    ]);
    const store = fakeStore(counts);
    let clock = START;
    const one = createAllocator(store, { now: () => clock });
    const two = createAllocator(store, { now: () => clock });
    // The first visitor is not held: no weights yet, the refresh on its way.
    expect(one.weights('p', 1, KEYS)).toBeNull();
    await vi.waitFor(() => expect(one.weights('p', 1, KEYS)).not.toBeNull());
    await vi.waitFor(() => expect(two.weights('p', 1, KEYS)).not.toBeNull());
    expect(store.calls.saved).toBe(1);
    const computed = one.weights('p', 1, KEYS)!;
    expect(two.weights('p', 1, KEYS)).toEqual(computed);
    expect(computed[1]).toBeGreaterThan(0.85);

    // Fourteen minutes on, nothing is recomputed; at fifteen, one process does.
    clock += ALLOCATION_REFRESH_MS - 60_000;
    one.weights('p', 1, KEYS);
    two.weights('p', 1, KEYS);
    await Promise.resolve();
    expect(store.calls.figures).toBe(1);
    clock += 60_000;
    counts.set('a', { visitors: 900, leads: 300 });
    one.weights('p', 1, KEYS);
    await vi.waitFor(() => expect(store.calls.saved).toBe(2));
    await vi.waitFor(() => expect(one.weights('p', 1, KEYS)![0]).toBeGreaterThan(0.85));
    await vi.waitFor(() => expect(two.weights('p', 1, KEYS)).toEqual(one.weights('p', 1, KEYS)));
    expect(store.calls.saved).toBe(2);
  });

  it('has no weights for a list of variants other than the one computed', async () => {
    const store = fakeStore(new Map());
    const allocator = createAllocator(store, { now: () => START });
    await allocator.refresh('p', 1, KEYS);
    await vi.waitFor(() => expect(allocator.weights('p', 1, KEYS)).not.toBeNull());
    expect(allocator.weights('p', 1, ['a', 'c'])).toBeNull();
  });
});
