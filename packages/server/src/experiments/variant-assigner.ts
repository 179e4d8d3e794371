import { randomInt } from 'node:crypto';
import { HOLDOUT_SHARE } from '@h5-page/schema/variants';
import type { PageVariant } from '@h5-page/schema/variants';

export interface VariantAssigner {
  /** The variant for a visitor arriving without one, of `variants` of the page version `version`. */
  assign(version: number, variants: readonly PageVariant[]): PageVariant;
  /**
   * The same under an automatic allocation: HOLDOUT_SHARE of new visitors are the holdout, split
   * equally by permuted blocks as `assign` splits; the others are drawn by `weights` (shares of
   * the moved visitors, in the variants' order), or split equally while none are computed.
   */
  allocate(
    version: number,
    variants: readonly PageVariant[],
    weights: readonly number[] | null,
  ): { variant: PageVariant; holdout: boolean };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** One block of positions: each as often as its whole-number weight says, in random order. */
function shuffledBlock(weights: readonly number[]): number[] {
  const unit = weights.reduce((divisor, weight) => gcd(divisor, weight), 0) || 1;
  const block: number[] = [];
  weights.forEach((weight, index) => {
    for (let n = 0; n < weight / unit; n += 1) block.push(index);
  });
  for (let i = block.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [block[i], block[j]] = [block[j]!, block[i]!];
  }
  return block;
}

/** A position drawn with probability proportional to its weight. */
function drawn(weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  let left = (randomInt(2 ** 47) / 2 ** 47) * total;
  for (const [index, weight] of weights.entries()) {
    left -= Math.max(0, weight);
    if (left < 0) return index;
  }
  return weights.length - 1;
}

/**
 * New visitors are assigned by permuted blocks (as trials randomize patients): each block holds
 * every variant as often as its weights say, shuffled. Who gets which variant is random, and yet
 * after any whole block the split is exactly the weights, so a small campaign is not left
 * lopsided by chance. Each process keeps its own blocks per page version; a published version
 * with other weights starts afresh. An automatic allocation's holdout is blocked the same way
 * (one visitor in 1 / HOLDOUT_SHARE, then equal shares), so the split the analysis checks holds
 * as exactly; the moved visitors are drawn, their weights changing as the counts come in.
 */
export function createVariantAssigner(maxVersions = 1000): VariantAssigner {
  const blocks = new Map<string, number[]>();
  const next = (name: string, weights: () => readonly number[]) => {
    let block = blocks.get(name);
    if (!block || block.length === 0) {
      block = shuffledBlock(weights());
      // Oldest first out: versions no longer served stop holding memory.
      if (!blocks.has(name) && blocks.size >= maxVersions) {
        blocks.delete(blocks.keys().next().value!);
      }
      blocks.set(name, block);
    }
    return block.pop()!;
  };
  const holdoutSlots = Math.round(1 / HOLDOUT_SHARE);
  return {
    assign(version, variants) {
      return variants[next(`${version}`, () => variants.map((v) => v.weight))] ?? variants[0]!;
    },
    allocate(version, variants, weights) {
      const holdout = next(`${version} holdout`, () => [1, holdoutSlots - 1]) === 0;
      const moved = weights && weights.length === variants.length ? weights : null;
      // The holdout's equal split has blocks of its own, so it stays exact whatever the others do.
      const index =
        holdout || !moved
          ? next(`${version} ${holdout ? 'holdout' : 'moved'} equal`, () => variants.map(() => 1))
          : drawn(moved);
      return { variant: variants[index] ?? variants[0]!, holdout };
    },
  };
}
