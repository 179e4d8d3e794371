import type { Block } from '@h5-page/schema';

/** Every block name used in a block tree (children included), for chunk preloads. */
export function collectBlockNames(blocks: readonly Block[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.name);
    if (Array.isArray(block.children)) collectBlockNames(block.children, into);
  }
  return into;
}
