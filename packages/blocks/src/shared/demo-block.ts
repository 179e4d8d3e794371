import type { BlockName } from '@h5-page/schema/block-names';
import type { Block } from '@h5-page/schema/page';

/** A block of the seeded demo page without children (most are: only containers hold any). */
export function demoBlock(name: BlockName, value: Record<string, unknown>): Block {
  return { name, value, children: [] };
}
