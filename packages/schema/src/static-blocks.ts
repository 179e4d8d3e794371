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

/** A block name's static rule: the value fields it reads, and when those make the block static. */
interface StaticRule {
  readonly reads: readonly string[];
  readonly when: (read: Record<string, unknown>) => boolean;
}

const ALWAYS: StaticRule = { reads: [], when: () => true };

/**
 * The blocks that can be static, and for which values: with such a value the block answers no tap,
 * fetches nothing and changes nothing after it is drawn, so the HTML the server renders for it is
 * final. Any other block, or value, is interactive. The browser and the server read the same rule:
 * the browser keeps a static block's server HTML without loading its code or hydrating it, and the
 * server neither preloads that code nor counts it among what the first screen needs. Each rule
 * sees only the fields it names, so a block cut down to them (`classifiedStub`) is judged alike.
 */
const STATIC_WHEN: { readonly [N in BlockName]?: StaticRule } = {
  divider: ALWAYS,
  empty: ALWAYS,
  logo: ALWAYS,
  copyright: ALWAYS,
  image: { reads: ['action'], when: (value) => !hasAction(value.action) },
  icon: { reads: ['action'], when: (value) => !hasAction(value.action) },
  text: { reads: ['html'], when: (value) => !hasLink(value.html) },
  code: { reads: ['html'], when: (value) => !hasLink(value.html) },
  // With a record to follow, the bar moves to its live numbers once they come.
  progress: { reads: ['id'], when: (value) => liveId(value.id) === '' },
};

function ruleOf(name: string): StaticRule | undefined {
  return Object.prototype.hasOwnProperty.call(STATIC_WHEN, name)
    ? STATIC_WHEN[name as BlockName]
    : undefined;
}

/** The fields of `value` a rule reads, and no other. */
function readBy(rule: StaticRule, value: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const key of rule.reads) if (Object.hasOwn(value, key)) read[key] = value[key];
  return read;
}

/** The block names that are static for some value. */
export const STATIC_BLOCK_NAMES: readonly string[] = Object.keys(STATIC_WHEN);

/** Whether the server's HTML for this block is final: no code, no hydration (see `STATIC_WHEN`). */
export function isStaticBlock(block: Block): boolean {
  const rule = ruleOf(block.name);
  const value = block.value;
  return (
    rule !== undefined &&
    typeof value === 'object' &&
    value !== null &&
    rule.when(readBy(rule, value))
  );
}

/** The blocks whose code the browser loads: all but the static ones (children kept with theirs). */
export function interactiveBlocks(blocks: readonly Block[]): Block[] {
  return blocks.filter((block) => !isStaticBlock(block));
}

/**
 * A block cut down to its name and, when interactive, what its static rule read, without children: it classifies
 * as the block does (static or interactive), so the browser can hold it, or keep it, before the
 * rest of its value has come.
 */
export function classifiedStub(block: Block): Block {
  const rule = ruleOf(block.name);
  const value = block.value;
  // A value that is no object (never valid) is kept as it is: it makes any block interactive.
  if (typeof value !== 'object' || value === null) return { name: block.name, value, children: [] };
  // Every rule takes an empty value as static; an interactive value keeps what makes it so.
  const kept = rule && !rule.when(readBy(rule, value)) ? readBy(rule, value) : {};
  return { name: block.name, value: kept, children: [] };
}
