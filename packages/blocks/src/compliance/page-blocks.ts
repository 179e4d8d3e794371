import { isBlockName } from '@h5-page/schema/block-names';
import type { BlockName } from '@h5-page/schema/block-names';
import { blockDefinitions } from '../block-definitions.ts';

/** A block a page renders, where it is in the page file, and whether a popup holds it. */
export interface PageBlock {
  name: BlockName;
  value: Record<string, unknown>;
  /** `page_schema[2]`, `page_schema[4].children[0]`. */
  path: string;
  /** Inside a popup (shown only once something opens it). */
  inPopup: boolean;
}

const POPUPS: ReadonlySet<string> = new Set(['popup', 'retainPopup']);

/**
 * Every known block a visitor can be shown, in page order: the top-level ones and the children
 * of the containers (popup, scroll view, suspension bar). Children of any other block are never
 * rendered, and unknown names are skipped by the renderer, so neither is listed.
 */
export function pageBlocks(blocks: unknown, at = 'page_schema', inPopup = false): PageBlock[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, i): PageBlock[] => {
    if (block === null || typeof block !== 'object') return [];
    const { name, value, children } = block as {
      name?: unknown;
      value?: unknown;
      children?: unknown;
    };
    if (!isBlockName(name)) return [];
    const path = `${at}[${i}]`;
    const own: PageBlock = {
      name,
      value: value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {},
      path,
      inPopup,
    };
    const nested = blockDefinitions[name].acceptsChildren
      ? pageBlocks(children, `${path}.children`, inPopup || POPUPS.has(name))
      : [];
    return [own, ...nested];
  });
}
