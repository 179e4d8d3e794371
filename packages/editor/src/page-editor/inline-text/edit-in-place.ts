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
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
] as const;

/** The colour behind an element: its own, else the nearest ancestor's that is not transparent. */
function backgroundBehind(element: Element): string {
  const view = element.ownerDocument.defaultView;
  for (let at: Element | null = element; at && view; at = at.parentElement) {
    const colour = view.getComputedStyle(at).backgroundColor;
    if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return '#ffffff';
}

/** What the box holds as the field's text: a line has no breaks; lines keep theirs. */
function typed(box: HTMLElement, field: InlineField): string {
  if (field.kind === 'html') return box.innerHTML;
  const text = (box.innerText ?? box.textContent ?? '').replace(/\r/g, '');
  return field.kind === 'line' ? text.replace(/\n+/g, ' ').trim() : text.replace(/\n$/, '');
}

/**
 * Edits `field` where `shown` shows it: a box over the element, in the canvas's own document,
 * reading like it (its font, colour, alignment and background) and holding the field's text, or
 * for rich text the HTML as shown. The canvas's React tree is never written to: the box is
 * outside it, so a re-render cannot undo a keystroke. Enter ends a line (Shift+Enter breaks
 * lines), a click elsewhere ends any, Escape leaves the field as it was; `done` gets the text, or
 * null when nothing is to change. Keys and pointer presses stay in the box, so the canvas's
 * shortcuts (Delete removes the block) and drags do not act while typing. Returns the ending.
 */
export function editInPlace(
  shown: HTMLElement,
  field: InlineField,
  done: (text: string | null) => void,
): () => void {
  const doc = shown.ownerDocument;
  const view = doc.defaultView!;
  const rect = shown.getBoundingClientRect();
  const computed = view.getComputedStyle(shown);
  const box = doc.createElement('div');
  box.className = 'inline-text-editor';
  box.setAttribute('role', 'textbox');
  box.setAttribute('aria-label', `编辑「${field.label}」`);
  if (field.kind !== 'line') box.setAttribute('aria-multiline', 'true');
  for (const name of COPIED_STYLES) box.style[name] = computed[name];
  Object.assign(box.style, {
    position: 'absolute',
    left: `${rect.left + view.scrollX}px`,
    top: `${rect.top + view.scrollY}px`,
    width: `${Math.max(rect.width, 40)}px`,
    minHeight: `${rect.height}px`,
    boxSizing: 'border-box',
    background: backgroundBehind(shown),
    outline: '2px solid #1677ff',
    outlineOffset: '1px',
    borderRadius: '2px',
    whiteSpace: field.kind === 'html' ? 'normal' : 'pre-wrap',
    overflowWrap: 'anywhere',
    zIndex: '2147483647',
    cursor: 'text',
  });
  if (field.kind === 'html') box.innerHTML = shown.innerHTML;
  else box.textContent = field.text;
  box.contentEditable = field.kind === 'html' ? 'true' : 'plaintext-only';
  // Browsers without plain-text editing take any editing, and read back text only.
  if (box.contentEditable !== 'plaintext-only' && field.kind !== 'html')
    box.contentEditable = 'true';

  let ended = false;
  const end = (keep: boolean) => {
    if (ended) return;
    ended = true;
    const text = keep ? typed(box, field) : null;
    box.remove();
    done(text !== null && text !== field.text ? text : null);
  };
  const stay = (event: Event) => event.stopPropagation();
  box.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      end(false);
    } else if (event.key === 'Enter' && !event.shiftKey && field.kind === 'line') {
      event.preventDefault();
      end(true);
    }
  });
  for (const type of ['keyup', 'keypress', 'pointerdown', 'mousedown', 'click', 'dblclick']) {
    box.addEventListener(type, stay);
  }
  box.addEventListener('blur', () => end(true));

  doc.body.append(box);
  box.focus();
  const range = doc.createRange();
  range.selectNodeContents(box);
  const selection = view.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return () => end(true);
}
