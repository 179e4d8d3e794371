import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { GetPuck } from './puck-bridge.tsx';

/** A block on the canvas, as far as counting what a delete takes with it. */
interface CanvasItem {
  props?: { children?: unknown };
}

/** The block and every block inside it (a popup's, a scroll view's children). */
function blocksIn(item: CanvasItem): number {
  const children = item.props?.children;
  if (!Array.isArray(children)) return 1;
  return 1 + (children as CanvasItem[]).reduce((sum, child) => sum + blocksIn(child), 0);
}

/** Keys Puck deletes the selected block with (it reads `code`, not `key`). */
const DELETE_KEYS = new Set(['Delete', 'Backspace']);

/** Typing, or a dialog open: the key is not a delete of the block (Puck's own rule). */
function notForTheCanvas(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return true;
  const target = event.target as HTMLElement | null;
  if (target && typeof target.tagName === 'string') {
    const tag = target.tagName.toLowerCase();
    if (tag === 'input' || tag === 'textarea' || tag === 'select' || target.isContentEditable) {
      return true;
    }
    const role = target.getAttribute?.('role');
    if (role && ['textbox', 'combobox', 'searchbox', 'listbox', 'grid'].includes(role)) return true;
  }
  return [...document.querySelectorAll('[role="dialog"], [aria-modal="true"], dialog[open]')].some(
    shown,
  );
}

/** A closed dialog may stay in the document, hidden. */
function shown(element: Element): boolean {
  for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    if (at.getAttribute('aria-hidden') === 'true' || at.hasAttribute('hidden')) return false;
  }
  return true;
}

/**
 * Deleting by keyboard asks once when more than one block would go (a container with blocks in
 * it): Delete and Backspace are caught before Puck's own handler, which skips a key whose default
 * was prevented, and the block goes only if `ask` confirms. A single block goes as before. The
 * canvas is an iframe with a document of its own, listened to once focus moves into it.
 */
export function useDeleteGuard(
  puck: RefObject<GetPuck | null>,
  ask: (blocks: number, label: string, remove: () => void) => void,
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!DELETE_KEYS.has(event.code) || event.defaultPrevented || notForTheCanvas(event)) return;
      const api = puck.current?.();
      const item = api?.selectedItem as (CanvasItem & { type?: string }) | null | undefined;
      const selector = api?.appState.ui.itemSelector;
      if (!api || !item || !selector?.zone) return;
      const blocks = blocksIn(item);
      if (blocks <= 1) return;
      event.preventDefault();
      event.stopPropagation();
      const label = String(api.config.components[item.type ?? '']?.label ?? item.type ?? '');
      ask(blocks, label, () => {
        api.dispatch({ type: 'remove', index: selector.index, zone: selector.zone! });
      });
    };
    const listened = new Set<Document>();
    const listen = (doc: Document | null | undefined) => {
      if (!doc || listened.has(doc)) return;
      listened.add(doc);
      doc.addEventListener('keydown', onKeyDown, true);
    };
    const listenToCanvas = () =>
      listen(document.querySelector<HTMLIFrameElement>('#preview-frame')?.contentDocument);
    listen(document);
    listenToCanvas();
    // Focus leaves this window when a click lands in the canvas frame.
    addEventListener('blur', listenToCanvas);
    return () => {
      removeEventListener('blur', listenToCanvas);
      for (const doc of listened) doc.removeEventListener('keydown', onKeyDown, true);
    };
  }, [puck, ask]);
}
