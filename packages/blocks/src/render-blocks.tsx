import { Fragment, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import { isStaticBlock } from '@h5-page/schema/static-blocks';
import { BlockBoundary } from './block-boundary.tsx';
import { HydrateLater } from './hydrate-later.tsx';
import './render-blocks.css';
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
  /**
   * While hydrating: the block at a top-level index not in `indices` keeps its server HTML until
   * `until(index)` settles (the same promise for the same index), and its code is not asked for.
   */
  hydrateFirst?: {
    indices: ReadonlySet<number>;
    until(index: number): Promise<void>;
    /**
     * The whole block at a top-level index once `until(index)` has settled, where `blocks` holds
     * a stub of it (a published document inlines its first screen's blocks only); else absent.
     */
    whole?(index: number): Block | undefined;
  };
  /**
   * How a page's own list draws its static blocks (`isStaticBlock`): each in an element of its own,
   * rendered (`'rendered'`: the server, and a page rendered in the browser) or, while hydrating
   * the server's HTML, kept as final with its code never asked for (`'kept'`). Absent (the lists
   * inside containers, the builder's canvas): like any other block.
   */
  staticBlocks?: 'rendered' | 'kept';
  /** Puts each rendered block in an element of the container's (a tab around a tab bar's item). */
  wrap?: (index: number, block: ReactNode) => ReactNode;
}

// Stands in for a block whose chunk is still loading (client-side navigation only): no
// stylesheet of its own, so the chunk that renders blocks waits for no CSS.
const PENDING_STYLE = { minHeight: 1 };

/**
 * A static block sits in an element of its own, which lays out as if it were not there
 * (`render-blocks.css`). Hydrating, that element is all React knows of the block: an element
 * whose markup is set as HTML is not descended into, so what the server put inside it stays as it
 * is (the same inner HTML each render: React never writes it again), and the block's code is not
 * part of the page.
 */
export const STATIC_BLOCK_CLASS = 'h5-static';
const KEPT_HTML = { __html: '' };

// Each unknown block is reported once, not on every render.
const warned = new WeakSet<object>();

/** Renders a block list: unknown names are skipped with a warning, each block is isolated. */
export function RenderBlocks({
  blocks,
  path = 'page_schema',
  priority,
  firstScreen,
  hydrateFirst,
  staticBlocks,
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
    const render = (shown: Block) => (
      <Component
        value={shown.value as BlockProps<BlockName>['value']}
        children={Array.isArray(shown.children) ? shown.children : []}
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
          {staticBlocks && isStaticBlock(block) ? (
            staticBlocks === 'kept' ? (
              <div
                className={STATIC_BLOCK_CLASS}
                dangerouslySetInnerHTML={KEPT_HTML}
                suppressHydrationWarning
              />
            ) : (
              <div className={STATIC_BLOCK_CLASS}>{render(block)}</div>
            )
          ) : hydrateFirst && !hydrateFirst.indices.has(index) ? (
            <HydrateLater
              until={hydrateFirst.until(index)}
              render={() => render(hydrateFirst.whole?.(index) ?? block)}
            />
          ) : (
            render(block)
          )}
        </Suspense>
      </BlockBoundary>
    );
    return wrap ? <Fragment key={index}>{wrap(index, boundary)}</Fragment> : boundary;
  });
}
