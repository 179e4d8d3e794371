import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { isBlockName } from '@h5-page/schema/block-names';
import type { Block } from '@h5-page/schema/page';
import type { BlockField } from '@h5-page/blocks/block-definition';
import type { PageFile } from './page-data.ts';
import { blockLabel } from './block-label.ts';

export interface FieldChange {
  /** `value.endTime`, `title`, ... */
  key: string;
  /** The field's Chinese label where the block's definition names it (`结束时间`), else the key. */
  label?: string;
  before: unknown;
  after: unknown;
}

export interface BlockChange {
  kind: 'added' | 'removed' | 'changed';
  /** Where the block sits: `page_schema[2]`, `page_schema[4].children[0]`. */
  path: string;
  /** The same, for people: `第 3 个组件`, `第 5 个组件 › 第 1 个子组件`. */
  place: string;
  /** The block's Chinese name. */
  label: string;
  fields: FieldChange[];
}

export interface PageDiff {
  /** Page settings that changed (title, meta, background, ...). */
  page: FieldChange[];
  blocks: BlockChange[];
}

const PAGE_LABELS: Record<string, string> = {
  title: '页面标题',
  'meta.keywords': '关键词',
  'meta.description': '描述',
  background: '页面背景',
  is_auto_fit: '自适应屏幕高度',
  'extra.pageID': '页面 ID',
};

/** `page_schema[4].children[0]` as `第 5 个组件 › 第 1 个子组件`. */
export function blockPlace(path: string): string {
  const indexes = [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1);
  return indexes.map((n, i) => (i === 0 ? `第 ${n} 个组件` : `第 ${n} 个子组件`)).join(' › ');
}

/** The label a block's definition gives `value.a.b` (object fields nest), or undefined. */
function fieldLabel(name: string, key: string): string | undefined {
  if (!isBlockName(name)) return undefined;
  let fields = blockDefinitions[name]?.fields as Record<string, BlockField | undefined> | undefined;
  const labels: string[] = [];
  for (const part of key.split('.').slice(1)) {
    const field = fields?.[part];
    if (!field) return labels.length ? `${labels.join(' › ')} › ${part}` : undefined;
    labels.push(field.label);
    fields = field.type === 'object' || field.type === 'action' ? field.objectFields : undefined;
  }
  return labels.join(' › ') || undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffObject(before: unknown, after: unknown, prefix: string, into: FieldChange[]): void {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      diffObject(before[key], after[key], prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  if (!same(before, after)) into.push({ key: prefix, before, after });
}

function diffBlocks(before: Block[], after: Block[], path: string, into: BlockChange[]): void {
  const length = Math.max(before.length, after.length);
  for (let i = 0; i < length; i += 1) {
    const a = before[i];
    const b = after[i];
    const at = `${path}[${i}]`;
    if (a && b && a.name === b.name) {
      const fields: FieldChange[] = [];
      diffObject(a.value, b.value, 'value', fields);
      for (const field of fields) field.label = fieldLabel(b.name, field.key) ?? field.key;
      if (fields.length) {
        const label = blockLabel(b.name);
        into.push({ kind: 'changed', path: at, place: blockPlace(at), label, fields });
      }
      diffBlocks(a.children ?? [], b.children ?? [], `${at}.children`, into);
      continue;
    }
    const place = blockPlace(at);
    if (a) into.push({ kind: 'removed', path: at, place, label: blockLabel(a.name), fields: [] });
    if (b) into.push({ kind: 'added', path: at, place, label: blockLabel(b.name), fields: [] });
  }
}

/** What changed from one version of a page to another, block by block and field by field. */
export function diffPages(before: PageFile, after: PageFile): PageDiff {
  const { page_schema: beforeBlocks, ...beforeHeader } = before;
  const { page_schema: afterBlocks, ...afterHeader } = after;
  const page: FieldChange[] = [];
  diffObject(beforeHeader, afterHeader, '', page);
  for (const field of page) field.label = PAGE_LABELS[field.key] ?? field.key;
  const blocks: BlockChange[] = [];
  diffBlocks(
    (beforeBlocks as Block[] | undefined) ?? [],
    (afterBlocks as Block[] | undefined) ?? [],
    'page_schema',
    blocks,
  );
  return { page, blocks };
}
