import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BlockField } from '@h5-page/blocks/block-definition';
import { isBlockName } from '@h5-page/schema/block-names';

/**
 * A field a marketer can edit where it shows on the canvas: a line (Enter ends it), lines (Enter
 * breaks the line), or rich text (the block shows its HTML as it is).
 */
export interface InlineField {
  /** In the block's value: `text`, `texts.show3`, `list[1].text`. */
  key: string;
  kind: 'line' | 'lines' | 'html';
  /** What the field holds now. */
  text: string;
  label: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function collect(
  fields: Partial<Record<string, BlockField>>,
  value: unknown,
  at: string,
  into: InlineField[],
): void {
  if (!isRecord(value)) return;
  for (const [name, field] of Object.entries(fields)) {
    if (!field) continue;
    const key = at ? `${at}.${name}` : name;
    const held = value[name];
    if ((field.type === 'text' || field.type === 'textarea') && typeof held === 'string') {
      into.push({
        key,
        kind: field.type === 'text' ? 'line' : 'lines',
        text: held,
        label: field.label,
      });
    } else if (field.type === 'object' || field.type === 'action') {
      collect(field.objectFields, held, key, into);
    } else if (field.type === 'array' && Array.isArray(held)) {
      held.forEach((item, i) => collect(field.arrayFields, item, `${key}[${i}]`, into));
    }
  }
}

/** The written fields of a block that may be edited on the canvas, with what they hold. */
export function inlineFieldsOf(name: string, value: unknown): InlineField[] {
  if (!isBlockName(name)) return [];
  const definition = blockDefinitions[name];
  const fields: InlineField[] = [];
  collect(definition.fields as Partial<Record<string, BlockField>>, value, '', fields);
  const html = definition.inlineHtml;
  if (html && isRecord(value) && typeof value[html.field] === 'string') {
    const label = (definition.fields as Partial<Record<string, BlockField>>)[html.field]?.label;
    fields.push({
      key: html.field,
      kind: 'html',
      text: value[html.field] as string,
      label: label ?? html.field,
    });
  }
  return fields;
}

/** `list[1].text` as its steps: `list`, 1, `text`. */
const stepsOf = (key: string): (string | number)[] =>
  key.split('.').flatMap((part) => {
    const match = /^([^[]+)\[(\d+)\]$/.exec(part);
    return match ? [match[1]!, Number(match[2])] : [part];
  });

/** `value` with the field `key` set to `text`, copied along the way (the rest shared). */
export function withField(
  value: Record<string, unknown>,
  key: string,
  text: string,
): Record<string, unknown> {
  const set = (node: unknown, steps: (string | number)[]): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) return text;
    if (typeof step === 'number') {
      const list = Array.isArray(node) ? [...node] : [];
      list[step] = set(list[step], rest);
      return list;
    }
    const record = isRecord(node) ? { ...node } : {};
    record[step] = set(record[step], rest);
    return record;
  };
  return set(value, stepsOf(key)) as Record<string, unknown>;
}

/** Text as it reads on screen: runs of white space are one. */
const reading = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The field the element a marketer clicked shows, and the element showing it whole: from the
 * click up to the block, the first element reading exactly a written field's text (the
 * clipped-text check matches elements to fields the same way), or the block's rich-text element.
 */
export function fieldAt(
  clicked: Element,
  block: Element,
  fields: readonly InlineField[],
  htmlSelector: string | undefined,
): { field: InlineField; element: HTMLElement } | null {
  const html = fields.find((field) => field.kind === 'html');
  if (html && htmlSelector) {
    const element =
      clicked.closest<HTMLElement>(htmlSelector) ?? block.querySelector<HTMLElement>(htmlSelector);
    if (element && block.contains(element)) return { field: html, element };
  }
  const written = fields.filter((field) => field.kind !== 'html' && reading(field.text) !== '');
  for (let at: Element | null = clicked; at && block.contains(at); at = at.parentElement) {
    const shown = reading(at.textContent);
    const field = written.find((candidate) => reading(candidate.text) === shown);
    if (field) return { field, element: at as HTMLElement };
    if (at === block) break;
  }
  return null;
}
