import { isRegisteredBlock, preloadBlocks } from '@h5-page/blocks/registry';
import type { Block } from '@h5-page/schema/page';
import { isStaticBlock } from '@h5-page/schema/static-blocks';
import type { BelowFoldGate } from './below-fold-gate.ts';
import { takeLaterStyles } from './later-styles.ts';
import { revealStaticPictures } from './static-pictures.ts';

const ELEMENT_NODE = 1;
const COMMENT_NODE = 8;

/**
 * The elements the server rendered for each top-level block of `container`: React marks each
 * block's Suspense boundary with `<!--$-->` … `<!--/$-->`, one boundary a registered block, in
 * list order (an unknown block renders nothing, not even its markers).
 */
export function serverBlockElements(
  container: Element,
  blocks: readonly Block[],
): Map<number, Element[]> {
  const indices = blocks.flatMap((block, index) => (isRegisteredBlock(block.name) ? [index] : []));
  const elements = new Map<number, Element[]>();
  let boundary = -1;
  let depth = 0;
  for (const node of Array.from(container.childNodes)) {
    if (node.nodeType === COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith('$')) {
        if (depth === 0) boundary += 1;
        depth += 1;
      } else if (data === '/$') {
        depth = Math.max(0, depth - 1);
      }
      continue;
    }
    const index = indices[boundary];
    if (depth === 0 || node.nodeType !== ELEMENT_NODE || index === undefined) continue;
    const list = elements.get(index) ?? [];
    list.push(node as Element);
    elements.set(index, list);
  }
  return elements;
}

export interface VisibleHydration extends BelowFoldGate {
  /** Starts watching the held blocks: each is let go as it comes within a screen of the view. */
  start(): void;
  /**
   * Lets go of the block holding `target` at once (every held block when none holds it), for a
   * tap on server HTML; settles once that block may hydrate.
   */
  releaseFor(target: Node | null): Promise<void>;
}

interface Held {
  opened: Promise<void>;
  open(): void;
  released?: Promise<void>;
}

/**
 * Server HTML below the first screen stays as the server sent it until the visitor scrolls to
 * within a screen of it: a long page costs a phone the blocks it shows, not all of them, and a
 * visitor who never scrolls never runs the code of blocks never seen. Blocks the server rendered
 * no element for (a popup waiting to be opened) are let go at once: nothing of theirs is laid out.
 * Each block is let go in a task of its own, after its code has arrived.
 */
export function visibleHydration(
  win: Window,
  container: Element | null,
  blocks: readonly Block[],
  firstScreen: ReadonlySet<number>,
  wholeBlocks: Promise<readonly Block[]> | null = null,
): VisibleHydration {
  // Where the page's data holds stubs past the first screen (`wholeBlocks` given), a held block
  // hydrates once the whole blocks have come; if they never come, it keeps its server HTML (shown
  // as sent) rather than hydrate a stub into an empty block.
  let whole: readonly Block[] | null = null;
  const arrived: Promise<unknown> = wholeBlocks
    ? wholeBlocks.then(
        (list) => (whole = list),
        () => new Promise<never>(() => {}),
      )
    : Promise.resolve();
  const elements = container
    ? serverBlockElements(container, blocks)
    : new Map<number, Element[]>();
  const held = new Map<number, Held>();
  const heldAt = (index: number): Held => {
    let entry = held.get(index);
    if (!entry) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      entry = { opened, open };
      held.set(index, entry);
    }
    return entry;
  };
  let turns = Promise.resolve();
  const nextTask = () => new Promise<void>((resolve) => win.setTimeout(resolve, 0));
  const release = (index: number): Promise<void> => {
    const entry = heldAt(index);
    const block = blocks[index];
    // A stub's whole value comes first: its children's code is asked for with its own.
    entry.released ??= arrived
      .then(() => preloadBlocks(block ? [whole?.[index] ?? block] : []))
      .then(() => {
        turns = turns.then(nextTask).then(entry.open);
        return entry.opened;
      });
    return entry.released;
  };
  // A static block is never hydrated: nothing of it waits.
  const waiting = blocks.flatMap((block, index) =>
    isRegisteredBlock(block.name) && !firstScreen.has(index) && !isStaticBlock(block)
      ? [index]
      : [],
  );
  const staticElements = blocks.flatMap((block, index) =>
    isStaticBlock(block) ? (elements.get(index) ?? []) : [],
  );
  const indexOf = new Map<Element, number>();
  for (const index of waiting)
    for (const element of elements.get(index) ?? []) indexOf.set(element, index);
  let observer: IntersectionObserver | null = null;
  /** Lets go of the held block whose server HTML holds `target`; null when none holds it. */
  const releaseHolding = (target: Node | null): Promise<void> | null => {
    if (!target) return null;
    const index = waiting.find((at) => elements.get(at)?.some((e) => e.contains(target)));
    return index === undefined ? null : release(index);
  };

  /** Lets go of the held blocks none of whose elements has a box (display: none). */
  const releaseBoxless = () => {
    for (const index of waiting) {
      if (!(elements.get(index) ?? []).some((e) => e.getClientRects().length > 0)) {
        void release(index);
      }
    }
  };

  return {
    until: (index) => (firstScreen.has(index) ? Promise.resolve() : heldAt(index).opened),
    whole: (index) => (firstScreen.has(index) ? undefined : whole?.[index]),
    start() {
      if (observer) return;
      // The blocks further down are styled before the visitor can scroll to them, in a task of
      // their own: the commit that lets go of the gate also asks for the code a tap needs, first.
      // A block those styles hide (an empty list) can no longer come into view: it goes at once.
      if (container) {
        const link = takeLaterStyles(container.ownerDocument);
        win.setTimeout(() => link(releaseBoxless), 0);
        revealStaticPictures(win, container);
      }
      const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver })
        .IntersectionObserver;
      if (typeof Observer !== 'function') {
        for (const index of waiting) void release(index);
        return;
      }
      const watching = new Observer(
        (entries) => {
          for (const entry of entries) {
            const index = indexOf.get(entry.target);
            if (!entry.isIntersecting || index === undefined) continue;
            for (const element of elements.get(index) ?? []) watching.unobserve(element);
            void release(index);
          }
        },
        { rootMargin: '100% 0px' },
      );
      observer = watching;
      // An element without a box (display: none) never comes into view.
      releaseBoxless();
      for (const index of waiting) {
        for (const element of elements.get(index) ?? []) {
          if (element.getClientRects().length > 0) watching.observe(element);
        }
      }
      // Focus reaching a held block (by keyboard, or a form field filled in before the visitor
      // scrolled near it) lets that block go at once, as a tap does.
      container?.addEventListener('focusin', (event) => {
        void releaseHolding(event.target as Node | null);
      });
    },
    releaseFor: (target) =>
      releaseHolding(target) ??
      // A static block has nothing to let go; a tap elsewhere lets every held block go.
      (target && staticElements.some((element) => element.contains(target))
        ? Promise.resolve()
        : Promise.all(waiting.map(release)).then(() => undefined)),
  };
}
