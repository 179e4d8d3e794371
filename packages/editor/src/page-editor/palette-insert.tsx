import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import type { PuckApi } from '@puckeditor/core';

/** Puck's name for the page's top-level list. */
const ROOT_ZONE = 'root:default-zone';
/** Marks the palette item a click or key press lands in, with the block it adds. */
const BLOCK_ATTRIBUTE = 'data-palette-block';
/** Puck marks each palette item it makes draggable (and focusable) so. */
const PUCK_ITEM = '[data-puck-drawer-item]';

const usePuck = createUsePuck();

/** Where a block added from the palette goes, as Puck names a place. */
export interface InsertPlace {
  index: number;
  zone: string;
}

/** Right after the selected block, in its container; at the end of the page when none is. */
export function insertPlace(api: PuckApi): InsertPlace {
  const selected = api.appState.ui.itemSelector;
  if (selected) return { index: selected.index + 1, zone: selected.zone ?? ROOT_ZONE };
  return { index: api.appState.data.content?.length ?? 0, zone: ROOT_ZONE };
}

/** The frame's element of the block `id`, once the canvas has drawn it. */
function canvasElement(id: string): Element | null {
  const frame = document.querySelector<HTMLIFrameElement>('#preview-frame');
  const root = frame?.tagName === 'IFRAME' ? frame.contentDocument : document;
  // Puck's ids are the block's name and a uuid: nothing in them needs escaping in a selector.
  return root?.querySelector(`[data-puck-component="${id}"]`) ?? null;
}

/** Brings the new block into view: appended to a long page it would land below the fold. */
function revealWhenDrawn(id: string, framesLeft = 30) {
  const element = canvasElement(id);
  if (element) {
    element.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => revealWhenDrawn(id, framesLeft - 1));
}

/**
 * Adds a `componentType` block where `insertPlace` says and selects it, so its fields open. It
 * takes the steps a drop does, through Puck's own actions: its insert (the default value and an
 * id of Puck's making, recorded for undo and the autosave), then the block's resolveData.
 * Answers false when the block may not be added.
 */
export function insertBlock(getPuck: () => PuckApi, componentType: string): boolean {
  const api = getPuck();
  if (!(componentType in api.config.components)) return false;
  if (!api.getPermissions({ type: componentType }).insert) return false;
  const place = insertPlace(api);
  api.dispatch({
    type: 'insert',
    componentType,
    destinationIndex: place.index,
    destinationZone: place.zone,
    recordHistory: true,
  });
  const now = getPuck();
  now.dispatch({ type: 'setUi', ui: { itemSelector: place, rightSideBarVisible: true } });
  const id = now.getItemBySelector(place)?.props.id;
  if (typeof id !== 'string') return true;
  now.resolveDataById(id, 'insert');
  revealWhenDrawn(id);
  return true;
}

/**
 * Each palette item (Puck's drawerItem override), named by the block it adds; Puck draws it
 * draggable around this, and again as the drag's preview.
 */
export function PaletteItem({ children, name }: { children: ReactNode; name: string }) {
  return (
    <div
      {...{ [BLOCK_ATTRIBUTE]: name }}
      title="点击添加到选中组件之后（未选中时加在页面末尾），或拖到画布上"
    >
      {children}
    </div>
  );
}

/** The block a palette event concerns: the item clicked, or the item holding the focus. */
function blockOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  const item = target.closest(PUCK_ITEM);
  if (!item) return null;
  const named =
    target.closest(`[${BLOCK_ATTRIBUTE}]`) ?? item.querySelector(`[${BLOCK_ATTRIBUTE}]`);
  return named?.getAttribute(BLOCK_ATTRIBUTE) ?? null;
}

/**
 * The block palette (Puck's drawer override): besides dragging, a click on an item, or Enter or
 * Space on the focused one, adds its block (`insertBlock`).
 */
export function Palette({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  const isDragging = usePuck((s) => s.appState.ui.isDragging);
  // A drag released over its own item is no click, even in a browser that reports one there:
  // Puck has said a drag began since the button went down.
  const dragged = useRef(false);
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);

  const onPointerDown = () => {
    dragged.current = false;
  };
  const onClick = (event: MouseEvent) => {
    if (dragged.current || event.defaultPrevented) return;
    const block = blockOf(event.target);
    if (block) insertBlock(getPuck, block);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Only the item itself: a key pressed in anything inside it is that thing's own.
    if (!(event.target instanceof Element) || !event.target.matches(PUCK_ITEM)) return;
    const block = blockOf(event.target);
    if (!block) return;
    // Space would scroll the palette.
    event.preventDefault();
    if (!event.repeat) insertBlock(getPuck, block);
  };
  return (
    // The items are Puck's focusable, draggable elements; this only hears what bubbles up.
    <div onPointerDownCapture={onPointerDown} onClick={onClick} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
