import type { Data } from '@puckeditor/core';
import type { Block } from '@h5-page/schema/page';
import type { PageVariant } from '@h5-page/schema/variants';

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
export type PageFile = Record<string, unknown> & { page_schema?: unknown; variants?: unknown };

let counter = 0;
/** Ids only the canvas sees (Puck needs one per block); they never reach the page file. */
function newBlockId(name: string): string {
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

/**
 * The root prop naming which variant's blocks the canvas holds. It lives in Puck's data (not in
 * React state) so that Puck's undo, which restores data, never pairs one variant's blocks with
 * another's place; it never reaches the page file.
 */
export const CANVAS_VARIANT = '__canvas_variant';

/** A page file's variants (CONTRACT section 8) where it has a list of them, else null. */
export function variantsOf(page: PageFile): PageVariant[] | null {
  return Array.isArray(page.variants) && page.variants.length > 0
    ? (page.variants as PageVariant[])
    : null;
}

/** Which variant's blocks the canvas holds (0 when the page has no variants). */
export function canvasVariant(data: Data): number {
  const at = (data.root?.props as Record<string, unknown> | undefined)?.[CANVAS_VARIANT];
  return typeof at === 'number' ? at : 0;
}

/**
 * The page file as Puck data: header keys become root props, blocks become content. A page with
 * variants puts variant `variant`'s blocks on the canvas and keeps the list (the other variants'
 * blocks included) among the root props, so every edit of any variant is in the one draft.
 */
export function pageToData(page: PageFile, variant = 0): Data {
  const { page_schema: blocks, ...header } = page;
  const variants = variantsOf(page);
  const at = variants ? Math.min(Math.max(variant, 0), variants.length - 1) : 0;
  const shown = variants ? variants[at]!.page_schema : blocks;
  const props: Record<string, unknown> = structuredClone(header);
  if (variants) props[CANVAS_VARIANT] = at;
  return {
    root: { props },
    content: Array.isArray(shown) ? shown.map(toCanvasBlock) : [],
  } as unknown as Data;
}

/**
 * Puck data back to the page file: the inverse of `pageToData`, key for key. With variants the
 * canvas is written into its variant, and the page's own blocks mirror variant 0 (the control),
 * as the server keeps them.
 */
export function dataToPage(data: Data): PageFile {
  const header = structuredClone((data.root?.props ?? {}) as Record<string, unknown>);
  const at = canvasVariant(data);
  delete header[CANVAS_VARIANT];
  const content = (data.content ?? []) as unknown as CanvasBlock[];
  const blocks = content.map(toBlock);
  const { variants: rawVariants, ...rest } = header;
  const variants = variantsOf({ variants: rawVariants });
  if (!variants) {
    return rawVariants === undefined
      ? { ...rest, page_schema: blocks }
      : { ...rest, page_schema: blocks, variants: rawVariants };
  }
  const written = variants.map((v, i) => (i === at ? { ...v, page_schema: blocks } : v));
  return { ...rest, page_schema: written[0]!.page_schema, variants: written };
}
