import { randomInt } from 'node:crypto';
import type { PageVariant } from '@h5-page/schema/variants';

export interface VariantAssigner {
  /** The variant for a visitor arriving without one, of `variants` of the page version `version`. */
  assign(version: number, variants: readonly PageVariant[]): PageVariant;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** One block of assignments: each variant's share of it as its weight says, in random order. */
function shuffledBlock(variants: readonly PageVariant[]): number[] {
  const unit = variants.reduce((divisor, variant) => gcd(divisor, variant.weight), 0) || 1;
  const block: number[] = [];
  variants.forEach((variant, index) => {
    for (let n = 0; n < variant.weight / unit; n += 1) block.push(index);
  });
  for (let i = block.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [block[i], block[j]] = [block[j]!, block[i]!];
  }
  return block;
}

/**
 * New visitors are assigned by permuted blocks (as trials randomize patients): each block holds
 * every variant as often as its weights say, shuffled. Who gets which variant is random, and yet
 * after any whole block the split is exactly the weights, so a small campaign is not left
 * lopsided by chance. Each process keeps its own blocks per page version; a published version
 * with other weights starts afresh.
 */
export function createVariantAssigner(maxVersions = 1000): VariantAssigner {
  const blocks = new Map<number, number[]>();
  return {
    assign(version, variants) {
      let block = blocks.get(version);
      if (!block || block.length === 0) {
        block = shuffledBlock(variants);
        // Oldest first out: versions no longer served stop holding memory.
        if (!blocks.has(version) && blocks.size >= maxVersions) {
          blocks.delete(blocks.keys().next().value!);
        }
        blocks.set(version, block);
      }
      return variants[block.pop()!] ?? variants[0]!;
    },
  };
}
