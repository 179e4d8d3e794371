import { useEffect } from 'react';
import { useGetPuck } from '@puckeditor/core';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { isBlockName } from '@h5-page/schema/block-names';
import { sanitizeText } from '@h5-page/blocks/text/sanitize-browser';
import { editInPlace } from './edit-in-place.ts';
import { fieldAt, inlineFieldsOf, withField } from './inline-fields.ts';

/** Puck marks each block's element on the canvas with its id. */
const BLOCK = '[data-puck-component]';

const holds = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * The written element under the pointer. On the canvas a block's contents take no pointer
 * events (a tap there chooses the block; it does not follow a link), so a click lands on the
 * block's own element: the deepest element inside it at the point is the one read.
 */
function textUnder(event: MouseEvent): Element | null {
  const target = event.target as Element | null;
  const block = target?.closest?.(BLOCK);
  if (!target || !block) return null;
  const { clientX: x, clientY: y } = event;
  let deepest: Element = target;
  for (const element of block.querySelectorAll('*')) {
    if (element.closest(BLOCK) !== block || !element.textContent?.trim()) continue;
    if (holds(element.getBoundingClientRect(), x, y)) deepest = element;
  }
  return deepest;
}

interface CanvasItem {
  type: string;
  props: { id: string; value?: Record<string, unknown> };
}

/**
 * Text edited where it is read: on the canvas, a click on the text of the block already chosen,
 * or a double click on any, opens that field in place (`edit-in-place.ts`), and what is typed
 * goes into the block's value through Puck, as a change in the fields panel would (undo, the
 * panel and the autosave all see it). Rich text keeps only what the text block keeps, sanitized
 * as visitors get it. Rendered inside <Puck>; the canvas is a frame with a document of its own,
 * listened to once it is there.
 */
export function InlineTextEditing() {
  const getPuck = useGetPuck();
  useEffect(() => {
    let editing: (() => void) | null = null;
    let chosenBefore: string | null = null;

    const commit = (id: string, key: string, text: string) => {
      const api = getPuck();
      const selector = api.getSelectorForId(id);
      const item = api.getItemById(id) as CanvasItem | undefined;
      if (!selector || !item) return;
      const value = withField(item.props.value ?? {}, key, text);
      api.dispatch({
        type: 'replace',
        destinationIndex: selector.index,
        destinationZone: selector.zone,
        data: { ...item, props: { ...item.props, value } },
      });
    };

    const open = (clicked: Element) => {
      const element = clicked.closest(BLOCK);
      const id = element?.getAttribute('data-puck-component');
      if (!element || !id || editing) return false;
      const item = getPuck().getItemById(id) as CanvasItem | undefined;
      if (!item || !isBlockName(item.type)) return false;
      const fields = inlineFieldsOf(item.type, item.props.value);
      const found = fieldAt(
        clicked,
        element,
        fields,
        blockDefinitions[item.type].inlineHtml?.selector,
      );
      if (!found) return false;
      const { field } = found;
      editing = editInPlace(found.element, element, field, (text) => {
        editing = null;
        if (text === null) return;
        commit(id, field.key, field.kind === 'html' ? sanitizeText(text) : text);
      });
      return true;
    };

    const onPointerDown = () => {
      chosenBefore = (getPuck().selectedItem as CanvasItem | null)?.props.id ?? null;
    };
    const onClick = (event: MouseEvent) => {
      const target = textUnder(event);
      const id = target?.closest(BLOCK)?.getAttribute('data-puck-component');
      // A first click chooses the block (Puck's); a click on the chosen block's text edits it.
      if (target && id && id === chosenBefore && open(target)) event.preventDefault();
    };
    const onDoubleClick = (event: MouseEvent) => {
      const target = textUnder(event);
      if (target && open(target)) event.preventDefault();
    };

    const listened = new Set<Document>();
    const listen = (doc: Document | null | undefined) => {
      if (!doc || listened.has(doc)) return;
      listened.add(doc);
      doc.addEventListener('pointerdown', onPointerDown, true);
      doc.addEventListener('click', onClick);
      doc.addEventListener('dblclick', onDoubleClick);
    };
    const frame = () => document.querySelector<HTMLIFrameElement>('#preview-frame');
    const listenToCanvas = () => listen(frame()?.contentDocument);
    listenToCanvas();
    // The frame's document exists once it has loaded; focus leaves this window at a click in it.
    const onLoad = (event: Event) => {
      if (event.target === frame()) listenToCanvas();
    };
    addEventListener('blur', listenToCanvas);
    document.addEventListener('load', onLoad, true);
    return () => {
      editing?.();
      removeEventListener('blur', listenToCanvas);
      document.removeEventListener('load', onLoad, true);
      for (const doc of listened) {
        doc.removeEventListener('pointerdown', onPointerDown, true);
        doc.removeEventListener('click', onClick);
        doc.removeEventListener('dblclick', onDoubleClick);
      }
    };
  }, [getPuck]);
  return null;
}
