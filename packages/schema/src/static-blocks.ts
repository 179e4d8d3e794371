import type { BlockName } from './block-names.ts';
import { liveId } from './live-id.ts';
import type { Block } from './page.ts';

/** A value that names an action the runtime would run (`actionOf` in the blocks). */
function hasAction(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const type = Number((value as { type?: unknown }).type);
  return Number.isInteger(type) && type > 0;
}

/** Markup with a link: its taps go through the link action, which is code. */
function hasLink(html: unknown): boolean {
  return typeof html === 'string' && /<a[\s>]/i.test(html);
}

/**
 * The blocks that can be static, and for which values: with such a value the block answers no tap,
 * fetches nothing and changes nothing after it is drawn, so the HTML the server renders for it is
 * final. Any other block, or value, is interactive. The browser and the server read the same rule:
 * the browser keeps a static block's server HTML without loading its code or hydrating it, and the
 * server neither preloads that code nor counts it among what the first screen needs.
 */
const STATIC_WHEN: { readonly [N in BlockName]?: (value: Record<string, unknown>) => boolean } = {
  divider: () => true,
  empty: () => true,
  logo: () => true,
  copyright: () => true,
  image: (value) => !hasAction(value.action),
  icon: (value) => !hasAction(value.action),
  text: (value) => !hasLink(value.html),
  code: (value) => !hasLink(value.html),
  // With a record to follow, the bar moves to its live numbers once they come.
  progress: (value) => liveId(value.id) === '',
};

/** The block names that are static for some value. */
export const STATIC_BLOCK_NAMES: readonly string[] = Object.keys(STATIC_WHEN);

/** Whether the server's HTML for this block is final: no code, no hydration (see `STATIC_WHEN`). */
export function isStaticBlock(block: Block): boolean {
  const rule = Object.prototype.hasOwnProperty.call(STATIC_WHEN, block.name)
    ? STATIC_WHEN[block.name as BlockName]
    : undefined;
  const value = block.value;
  return rule !== undefined && typeof value === 'object' && value !== null && rule(value);
}

/** The blocks whose code the browser loads: all but the static ones (children kept with theirs). */
export function interactiveBlocks(blocks: readonly Block[]): Block[] {
  return blocks.filter((block) => !isStaticBlock(block));
}
