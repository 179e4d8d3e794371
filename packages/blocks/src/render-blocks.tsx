import { Fragment, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import { BlockBoundary } from './block-boundary.tsx';
import { HydrateLater } from './hydrate-later.tsx';
import { blockRegistry, isRegisteredBlock } from './registry.ts';
import type { BlockProps } from './block-props.ts';

export interface RenderBlocksProps {
  blocks: readonly Block[];
  /** Path of the list in the page, for messages: `page_schema`, `page_schema[2].children`. */
  path?: string;
  /** Indices of the blocks whose pictures load at once and first (the first screen's). */
  priority?: ReadonlySet<number>;
  /** Indices of the blocks seen without scrolling. */
  firstScreen?: ReadonlySet<number>;
  /** While hydrating: blocks not at these indices wait for `until` before their code loads. */
  hydrateFirst?: { indices: ReadonlySet<number>; until: Promise<void> };
  /** Puts each rendered block in an element of the container's (a tab around a tab bar's item). */
  wrap?: (index: number, block: ReactNode) => ReactNode;
}

// Stands in for a block whose chunk is still loading (client-side navigation only): no
// stylesheet of its own, so the chunk that renders blocks waits for no CSS.
const PENDING_STYLE = { minHeight: 1 };

// The blocks held back by one `until`, released one task apart (the nth after the (n-1)th), so
// React hydrates and commits each in a task of its own instead of all of them in one long task.
const turnsOf = new WeakMap<Promise<void>, Promise<void>[]>();
function turn(until: Promise<void>, n: number): Promise<void> {
  let turns = turnsOf.get(until);
  if (!turns) turnsOf.set(until, (turns = []));
  for (let i = turns.length; i <= n; i += 1) {
    const before = i === 0 ? until : turns[i - 1]!;
    turns.push(before.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))));
  }
  return turns[n]!;
}

// Each unknown block is reported once, not on every render.
const warned = new WeakSet<object>();

/** Renders a block list: unknown names are skipped with a warning, each block is isolated. */
export function RenderBlocks({
  blocks,
  path = 'page_schema',
  priority,
  firstScreen,
  hydrateFirst,
  wrap,
}: RenderBlocksProps) {
  return blocks.map((block, index) => {
    const blockPath = `${path}[${index}]`;
    const entry = isRegisteredBlock(block.name) ? blockRegistry[block.name] : undefined;
    if (!entry) {
      if (!warned.has(block)) {
        warned.add(block);
        console.warn(`[h5-page] unknown block "${block.name}" at ${blockPath}, skipped`);
      }
      return null;
    }
    // The registry ties each name to its value type; here the value comes from page data.
    const Component = entry.component as unknown as ComponentType<BlockProps<BlockName>>;
    const rendered = (
      <Component
        value={block.value as BlockProps<BlockName>['value']}
        children={Array.isArray(block.children) ? block.children : []}
        path={blockPath}
        priority={priority?.has(index) === true}
        firstScreen={firstScreen?.has(index) === true}
      />
    );
    const boundary = (
      <BlockBoundary
        key={index}
        name={block.name}
        path={blockPath}
        reload={entry.component.preload}
      >
        <Suspense fallback={<div className="h5-block-pending" style={PENDING_STYLE} />}>
          {hydrateFirst && !hydrateFirst.indices.has(index) ? (
            <HydrateLater until={turn(hydrateFirst.until, index)}>{rendered}</HydrateLater>
          ) : (
            rendered
          )}
        </Suspense>
      </BlockBoundary>
    );
    return wrap ? <Fragment key={index}>{wrap(index, boundary)}</Fragment> : boundary;
  });
}
