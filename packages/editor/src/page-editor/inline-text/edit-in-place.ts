import type { InlineField } from './inline-fields.ts';

/** The styles that make the editing box read like the text it covers. */
const COPIED_STYLES = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'color',
  'paddingTop',
  'paddingBottom',
] as const;

/** Marks the element being edited (the box over a plain text, or the rich text itself). */
export const EDITING_CLASS = 'inline-text-editor';

/** What the editing element holds as the field's text: a line has no breaks; lines keep theirs. */
function typed(element: HTMLElement, field: InlineField): string {
  if (field.kind === 'html') return element.innerHTML;
  const text = (element.innerText ?? element.textContent ?? '').replace(/\r/g, '');
  return field.kind === 'line' ? text.replace(/\n+/g, ' ').trim() : text.replace(/\n$/, '');
}

/**
 * Where the box over a plain text goes across: room to grow within the block, kept where the
 * text sits (a centred label stays centred about its middle, a left one starts where it does).
 */
function across(rect: DOMRect, room: DOMRect, align: string): { left: number; width: number } {
  if (align === 'center') {
    const middle = rect.left + rect.width / 2;
    const half = Math.max(rect.width / 2, Math.min(middle - room.left, room.right - middle));
    return { left: middle - half, width: half * 2 };
  }
  if (align === 'right' || align === 'end') {
    return { left: room.left, width: Math.max(rect.right - room.left, rect.width) };
  }
  return { left: rect.left, width: Math.max(room.right - rect.left, rect.width) };
}

/** A box over a plain text, outside the canvas's React tree, reading like the text it covers. */
function boxOver(shown: HTMLElement, room: Element, field: InlineField): HTMLElement {
  const doc = shown.ownerDocument;
  const view = doc.defaultView!;
  const rect = shown.getBoundingClientRect();
  const computed = view.getComputedStyle(shown);
  const box = doc.createElement('div');
  box.className = EDITING_CLASS;
  for (const name of COPIED_STYLES) box.style[name] = computed[name];
  // Within the block, and within the page's column (the block's element may reach past it).
  const block = room.getBoundingClientRect();
  const page = (shown.closest('.h5-page') ?? doc.documentElement).getBoundingClientRect();
  const from = Math.max(block.left, page.left);
  const within = new DOMRect(
    from,
    block.top,
    Math.min(block.right, page.right) - from,
    block.height,
  );
  const { left, width } = across(rect, within, computed.textAlign);
  Object.assign(box.style, {
    position: 'absolute',
    left: `${left + view.scrollX}px`,
    top: `${rect.top + view.scrollY}px`,
    width: `${Math.max(width, 40)}px`,
    minHeight: `${rect.height}px`,
    boxSizing: 'border-box',
    background: 'transparent',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    zIndex: '2147483647',
  });
  box.textContent = field.text;
  box.contentEditable = 'plaintext-only';
  // Browsers without plain-text editing take any editing, and the text is read back alone.
  if (box.contentEditable !== 'plaintext-only') box.contentEditable = 'true';
  doc.body.append(box);
  return box;
}

/**
 * The canvas takes pointer events and selection from a block's contents (a press there chooses
 * the block); the element being edited needs both, for the caret and for choosing words.
 */
const EDITING_RULES = `.${EDITING_CLASS}, .${EDITING_CLASS} * {
  pointer-events: auto !important;
  user-select: text !important;
  -webkit-user-select: text !important;
  cursor: text !important;
}`;

function withEditingRules(doc: Document): void {
  if (doc.getElementById('inline-text-editing-rules')) return;
  const style = doc.createElement('style');
  style.id = 'inline-text-editing-rules';
  style.textContent = EDITING_RULES;
  doc.head.append(style);
}

/**
 * Edits `field` where `shown` shows it, inside the block `room`.
 *
 * A plain text gets a box over it (`boxOver`), the element itself hidden meanwhile: the text is
 * React's, and typing into it would leave React holding nodes that are gone. Rich text is edited
 * in its own element: its HTML is set whole from the value (React never reaches inside it), so
 * it reads exactly as the page does, its paragraphs' styles included.
 *
 * Enter ends a line (Shift+Enter breaks lines), a click elsewhere ends any, Escape leaves the
 * field as it was; `done` gets the text, or null when nothing is to change. Keys and pointer
 * presses stay in the editing element, so the canvas's shortcuts (Delete removes the block) and
 * drags do not act while typing. Returns the ending.
 */
export function editInPlace(
  shown: HTMLElement,
  room: Element,
  field: InlineField,
  done: (text: string | null) => void,
): () => void {
  const doc = shown.ownerDocument;
  const view = doc.defaultView!;
  const inPlace = field.kind === 'html';
  const before = { html: shown.innerHTML, style: shown.getAttribute('style') };
  let editing: HTMLElement;
  withEditingRules(doc);
  if (inPlace) {
    editing = shown;
    shown.classList.add(EDITING_CLASS);
    shown.contentEditable = 'true';
  } else {
    editing = boxOver(shown, room, field);
    shown.style.visibility = 'hidden';
  }
  Object.assign(editing.style, {
    outline: '2px solid #1677ff',
    // Inside the element's box: a block as wide as the canvas would lose its sides.
    outlineOffset: '-2px',
    borderRadius: '2px',
  });
  editing.setAttribute('role', 'textbox');
  editing.setAttribute('aria-label', `编辑「${field.label}」`);
  if (field.kind !== 'line') editing.setAttribute('aria-multiline', 'true');

  const stay = (event: Event) => event.stopPropagation();
  const onKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      end(false);
    } else if (event.key === 'Enter' && !event.shiftKey && field.kind === 'line') {
      event.preventDefault();
      end(true);
    }
  };
  const onBlur = () => end(true);
  const stopped = ['keyup', 'keypress', 'pointerdown', 'mousedown', 'click', 'dblclick'];

  let ended = false;
  function end(keep: boolean) {
    if (ended) return;
    ended = true;
    const text = keep ? typed(editing, field) : null;
    editing.removeEventListener('keydown', onKey);
    editing.removeEventListener('blur', onBlur);
    for (const type of stopped) editing.removeEventListener(type, stay);
    if (inPlace) {
      shown.contentEditable = 'inherit';
      shown.classList.remove(EDITING_CLASS);
      for (const name of ['role', 'aria-label', 'aria-multiline']) shown.removeAttribute(name);
      // As it was: the value's change (if any) renders its own HTML next.
      shown.innerHTML = before.html;
    } else {
      editing.remove();
    }
    if (before.style === null) shown.removeAttribute('style');
    else shown.setAttribute('style', before.style);
    const unchanged = text === (inPlace ? before.html : field.text);
    done(text !== null && !unchanged ? text : null);
  }

  editing.addEventListener('keydown', onKey);
  editing.addEventListener('blur', onBlur);
  for (const type of stopped) editing.addEventListener(type, stay);
  editing.focus();
  const range = doc.createRange();
  range.selectNodeContents(editing);
  const selection = view.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return () => end(true);
}
