import type { Block } from './page.ts';
import { imageBox } from './image-box.ts';

/** A 375 × 812 phone shows 1624 design px (750 design px across) before any scroll. */
export const FIRST_SCREEN_DESIGN_PX = 1624;

/** At most this many pictures are fetched first: more would compete with each other. */
const MAX_PRIORITY_IMAGES = 2;

/**
 * Blocks drawn over the page wherever they sit in the list: the fixed bar, and a retain popup
 * that shows on load. One that waits for a back press is first seen long after the first screen,
 * so its code need not compete with it.
 */
function drawnAtOnce(block: Block): boolean {
  if (block.name === 'suspension') return true;
  return block.name === 'retainPopup' && block.value?.trigger === 'load';
}

/** Blocks that take no room until a visitor opens them. */
const HIDDEN_BLOCKS = new Set(['popup']);

/** Typical heights in design px, for blocks whose value does not say. */
const TYPICAL_HEIGHT: Readonly<Record<string, number>> = {
  logo: 120,
  marquee: 80,
  notice: 100,
  countdown: 200,
  progress: 140,
  number: 140,
  count: 180,
  button: 140,
  payButton: 140,
  icon: 160,
};
const DEFAULT_HEIGHT = 400;

export interface FirstScreen {
  /** Top-level indices of the blocks a visitor sees without scrolling (overlays included). */
  indices: ReadonlySet<number>;
  /** Those blocks, whose code the first screen needs. */
  blocks: Block[];
  /** Top-level indices of the image blocks to fetch at once and first. */
  priorityImages: ReadonlySet<number>;
  /** Their picture URLs, for `<link rel="preload" as="image">`. */
  imageUrls: string[];
}

const positive = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** A block's height in design px as the estimate reads it (0 for a popup, which takes no room). */
export function estimatedHeight(block: Block): number {
  const value = block.value ?? {};
  if (HIDDEN_BLOCKS.has(block.name)) return 0;
  if (block.name === 'empty') return positive(value.height);
  if (block.name === 'image') {
    const box = imageBox(value);
    // An image is at most the column's width; its height keeps the aspect ratio.
    if (box) return box.width > 750 ? (box.height * 750) / box.width : box.height;
  }
  return TYPICAL_HEIGHT[block.name] ?? DEFAULT_HEIGHT;
}

/** The picture a block shows first: an image's, a carousel's first slide's. */
export function blockPicture(block: Block): unknown {
  if (block.name === 'image') return block.value?.url;
  if (block.name === 'swiper') {
    const list: unknown = block.value?.list;
    const first: unknown = Array.isArray(list) ? list[0] : undefined;
    return first !== null && typeof first === 'object'
      ? (first as { url?: unknown }).url
      : undefined;
  }
  return undefined;
}

/**
 * Top-level indices of the blocks that start within `height` design px of the top, stacked by
 * their estimated heights, and of the overlays drawn at once wherever they sit.
 */
function blocksWithin(blocks: readonly Block[], height: number): Set<number> {
  const indices = new Set<number>();
  let top = 0;
  blocks.forEach((block, index) => {
    const within = top < height;
    if (drawnAtOnce(block) || within) indices.add(index);
    if (within && !HIDDEN_BLOCKS.has(block.name)) top += estimatedHeight(block);
  });
  return indices;
}

/**
 * The part of a page seen before scrolling, estimated from the block list alone (the server
 * and the browser must agree without measuring): blocks are stacked from the top until their
 * heights fill one phone screen; the block that crosses its bottom edge counts as seen.
 */
export function firstScreen(blocks: readonly Block[]): FirstScreen {
  const indices = blocksWithin(blocks, FIRST_SCREEN_DESIGN_PX);
  const priorityImages = new Set<number>();
  const imageUrls: string[] = [];
  for (const index of indices) {
    const url = blockPicture(blocks[index]!);
    if (typeof url === 'string' && url !== '' && imageUrls.length < MAX_PRIORITY_IMAGES) {
      priorityImages.add(index);
      imageUrls.push(url);
    }
  }
  return {
    indices,
    blocks: blocks.filter((_, index) => indices.has(index)),
    priorityImages,
    imageUrls,
  };
}

/** The `<template>` of a server page holding the stylesheets not inlined for its first paint. */
export const LATER_STYLES_ID = 'h5-later-styles';

/**
 * The blocks whose styles come with the HTML: those starting within one and a half screens of
 * the top (room for an estimate that ran long: every seeded page's visible blocks are styled at
 * 320, 375 and 414 px wide, where one screen left some bare) and the overlays drawn at once. The
 * styles of the blocks further down follow once the first screen answers taps, before a visitor's
 * first fling reaches them.
 */
export function styledAtFirstPaint(blocks: readonly Block[]): Block[] {
  const indices = blocksWithin(blocks, 1.5 * FIRST_SCREEN_DESIGN_PX);
  return blocks.filter((_, index) => indices.has(index));
}
