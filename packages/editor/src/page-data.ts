import type { Data } from '@puckeditor/core';
import type { Block } from '@h5-page/schema/page';

/** A block as the canvas holds it: `value` and nested blocks kept whole, so nothing is lost. */
export interface CanvasBlock {
  type: string;
  props: CanvasBlockProps;
}

export interface CanvasBlockProps {
  id: string;
  value: Record<string, unknown>;
  /** Nested blocks; containers edit them through a Puck slot, other blocks just carry them. */
  children?: CanvasBlock[];
  /** Keys of the block beside name/value/children, and whether `children` was absent. */
  rest?: Record<string, unknown>;
  childrenAbsent?: boolean;
  [key: string]: unknown;
}

/** A page file (CONTRACT section 3) before validation: whatever keys it holds are kept. */
export type PageFile = Record<string, unknown> & { page_schema?: unknown };

let counter = 0;
/** Ids only the canvas sees (Puck needs one per block); they never reach the page file. */
export function newBlockId(name: string): string {
  counter += 1;
  return `${name}-${Date.now().toString(36)}-${counter}`;
}

/** A page file's block as the canvas holds it, each block (nested ones too) with a new id. */
export function toCanvasBlock(raw: unknown): CanvasBlock {
  const block = (raw ?? {}) as Partial<Block> & Record<string, unknown>;
  const { name, value, children, ...rest } = block;
  const type = typeof name === 'string' ? name : '';
  const props: CanvasBlockProps = {
    id: newBlockId(type || 'block'),
    value: value && typeof value === 'object' ? structuredClone(value) : {},
    children: Array.isArray(children) ? children.map(toCanvasBlock) : [],
  };
  if (Object.keys(rest).length > 0) props.rest = structuredClone(rest);
  if (!('children' in block)) props.childrenAbsent = true;
  return { type, props };
}

/** A canvas block back to the page file's form: the inverse of `toCanvasBlock`. */
export function toBlock(item: CanvasBlock): Block {
  const { value, children, rest, childrenAbsent } = item.props;
  const block: Record<string, unknown> = { ...(rest ?? {}), name: item.type, value: value ?? {} };
  if (!childrenAbsent || (children && children.length > 0)) {
    block.children = (children ?? []).map(toBlock);
  }
  return block as unknown as Block;
}

/** The page file as Puck data: header keys become root props, blocks become content. */
export function pageToData(page: PageFile): Data {
  const { page_schema: blocks, ...header } = page;
  return {
    root: { props: structuredClone(header) },
    content: Array.isArray(blocks) ? blocks.map(toCanvasBlock) : [],
  } as unknown as Data;
}

/** Puck data back to the page file: the inverse of `pageToData`, key for key. */
export function dataToPage(data: Data): PageFile {
  const header = structuredClone((data.root?.props ?? {}) as Record<string, unknown>);
  const content = (data.content ?? []) as unknown as CanvasBlock[];
  return { ...header, page_schema: content.map(toBlock) };
}
