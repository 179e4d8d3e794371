import type { Data } from '@puckeditor/core';
import type { Block } from '@h5-page/schema/page';
import { toBlock, toCanvasBlock } from '../shared/page-data.ts';
import type { CanvasBlock } from '../shared/page-data.ts';

/**
 * The builder's own clipboard: blocks copied on one page, pasted on any page of this builder (in
 * this browser, across tabs). Kept in the page file's form, so a paste is what an import would be.
 */
const KEY = 'h5-page:block-clipboard';

export interface ClipboardContent {
  blocks: Block[];
  /** The page they were copied from. */
  from: string;
}

/** Where a block sits on the canvas, as Puck names it. */
export interface BlockPlace {
  index: number;
  zone?: string;
}

const ROOT_ZONE = 'root:default-zone';
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: ClipboardContent | null = null;

function parse(text: string | null): ClipboardContent | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ClipboardContent>;
    const blocks = Array.isArray(value.blocks)
      ? value.blocks.filter(
          (block): block is Block =>
            block !== null && typeof block === 'object' && typeof block.name === 'string',
        )
      : [];
    return blocks.length > 0 ? { blocks, from: String(value.from ?? '') } : null;
  } catch {
    return null;
  }
}

/** What the clipboard holds now (the same object until it changes, as React's store reads want). */
export function readClipboard(): ClipboardContent | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window): the clipboard is empty.
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

/** Copies canvas blocks, with everything nested in them. */
export function copyBlocks(items: CanvasBlock[], from: string): ClipboardContent {
  const content: ClipboardContent = { blocks: items.map(toBlock), from };
  localStorage.setItem(KEY, JSON.stringify(content));
  for (const listener of listeners) listener();
  return content;
}

/** Calls `listener` when the clipboard changes, here or in another tab. */
export function subscribeClipboard(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list a zone names: the page's top level, or a container's children, wherever it is. */
function zoneList(content: CanvasBlock[], zone: string): CanvasBlock[] | null {
  if (zone === ROOT_ZONE) return content;
  const [parentId, slot] = zone.split(':');
  if (slot !== 'children') return null;
  const find = (list: CanvasBlock[]): CanvasBlock | null => {
    for (const item of list) {
      if (item.props.id === parentId) return item;
      const inner = find(item.props.children ?? []);
      if (inner) return inner;
    }
    return null;
  };
  const parent = find(content);
  if (!parent) return null;
  parent.props.children ??= [];
  return parent.props.children;
}

/**
 * The page with `blocks` pasted after the block at `after` (in the same container), or at the end
 * of the page when nothing is chosen. Every pasted block, nested ones too, gets a new id, so one
 * paste can be repeated. Answers the new data and where the first pasted block sits.
 */
export function pasteBlocks(
  data: Data,
  after: BlockPlace | null,
  blocks: Block[],
): { data: Data; place: BlockPlace } {
  const content = structuredClone(data.content ?? []) as unknown as CanvasBlock[];
  const zone = after?.zone ?? ROOT_ZONE;
  let list = after ? zoneList(content, zone) : null;
  let index = list && after ? Math.min(after.index + 1, list.length) : content.length;
  let place: BlockPlace = { index, zone };
  if (!list) {
    list = content;
    index = content.length;
    place = { index, zone: ROOT_ZONE };
  }
  list.splice(index, 0, ...blocks.map(toCanvasBlock));
  return { data: { ...data, content: content as unknown as Data['content'] }, place };
}
