import { ALLOCATION_FLOOR, ALLOCATION_REFRESH_MS } from '@h5-page/schema/variants';
import { analysisPeriods } from './analysis-periods.ts';
import type { createExperimentRepository, StoredAllocation } from './experiment-repository.ts';
import { flooredWeights, probabilityBest } from './thompson.ts';
import type { Random } from './thompson.ts';

type Experiments = Pick<
  ReturnType<typeof createExperimentRepository>,
  'allocation' | 'saveAllocation' | 'splits' | 'figures'
>;

/**
 * The weights of an automatic allocation from its current period's counts (every visitor of
 * it, moved or held out: assignment is random either way): each variant's chance of having the
 * best conversion under Thompson sampling, floored at ALLOCATION_FLOOR. Variants the period has
 * no counts for (just published) start even.
 */
export async function computeAllocation(
  experiments: Pick<Experiments, 'splits' | 'figures'>,
  code: string,
  keys: readonly string[],
  now: number,
  random: Random = Math.random,
): Promise<StoredAllocation> {
  const period = analysisPeriods(await experiments.splits(code), now).at(-1);
  const figures =
    period && period.allocation === 'thompson'
      ? await experiments.figures(code, { start: period.start, end: new Date(now) })
      : new Map<string, { visitors: number; leads: number }>();
  const arms = keys.map((key) => ({
    visitors: figures.get(key)?.visitors ?? 0,
    leads: figures.get(key)?.leads ?? 0,
  }));
  const chances = probabilityBest(arms, random);
  const weights = flooredWeights(chances, ALLOCATION_FLOOR);
  return {
    variants: keys.map((key, index) => ({
      key,
      weight: weights[index]!,
      chance: chances[index]!,
    })),
    computedAt: new Date(now),
  };
}

export interface Allocator {
  /**
   * The weights (shares of the moved visitors, in `keys`' order) in force for version `version`
   * of page `code`, as this process last read them; null while none are known. When they are due
   * (computed ALLOCATION_REFRESH_MS ago, or never), a refresh starts without holding the visitor.
   */
  weights(code: string, version: number, keys: readonly string[]): number[] | null;
  /** Reads, and when due computes and stores, the allocation now (what `weights` starts). */
  refresh(code: string, version: number, keys: readonly string[]): Promise<StoredAllocation>;
}

/** After a refresh that failed (the store unavailable), the next is tried no sooner than this. */
const RETRY_MS = 60_000;

/**
 * Each process keeps the allocations it serves; the store holds the one in force for every
 * process. A refresh reads it; when it is due, computes new weights and stores them only if no
 * other process did meanwhile (a conditional update), so they change at most every
 * ALLOCATION_REFRESH_MS whichever processes serve the page.
 */
export function createAllocator(
  experiments: Experiments,
  { now = Date.now, maxPages = 1000 }: { now?: () => number; maxPages?: number } = {},
): Allocator {
  const held = new Map<
    string,
    { allocation: StoredAllocation | null; pending: Promise<unknown> | null; retryAt: number }
  >();
  const due = (allocation: StoredAllocation | null, at: number) =>
    !allocation || at - allocation.computedAt.getTime() >= ALLOCATION_REFRESH_MS;

  async function refresh(code: string, version: number, keys: readonly string[]) {
    const at = now();
    let allocation = await experiments.allocation(code, version);
    if (due(allocation, at)) {
      allocation = await experiments.saveAllocation(
        code,
        version,
        await computeAllocation(experiments, code, keys, at),
        new Date(at - ALLOCATION_REFRESH_MS),
      );
    }
    return allocation!;
  }

  return {
    refresh,
    weights(code, version, keys) {
      const name = `${code}\u0000${version}`;
      let entry = held.get(name);
      if (!entry) {
        if (held.size >= maxPages) held.delete(held.keys().next().value!);
        entry = { allocation: null, pending: null, retryAt: 0 };
        held.set(name, entry);
      }
      const at = now();
      if (!entry.pending && due(entry.allocation, at) && at >= entry.retryAt) {
        const current = entry;
        current.pending = refresh(code, version, keys)
          .then((allocation) => {
            current.allocation = allocation;
            current.retryAt = 0;
          })
          .catch(() => {
            current.retryAt = now() + RETRY_MS;
          })
          .finally(() => {
            current.pending = null;
          });
      }
      const stored = entry.allocation?.variants;
      if (!stored) return null;
      const weights = keys.map((key) => stored.find((variant) => variant.key === key)?.weight);
      // Weights of another list of variants (a stale row) are no weights for this one.
      return weights.every((weight) => weight !== undefined) ? (weights as number[]) : null;
    },
  };
}
