import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BlockField } from '@h5-page/blocks/block-definition';
import { isBlockName } from '@h5-page/schema/block-names';
import { isBackgroundImageUrl } from '@h5-page/schema/page-background';
import type { Block } from '@h5-page/schema/page';
import type { PageVariant } from '@h5-page/schema/variants';
import { variantDisplayName } from '@h5-page/schema/variants';
import { allocationLabel } from './allocation-text.ts';
import { blockLabel } from './block-label.ts';
import { formatTime } from './format-time.ts';
import type { PageFile } from './page-data.ts';
import { variantsOf } from './page-data.ts';
import { asBlocks, isRecord, keptOrder, pairBlocks, same } from './block-pairs.ts';

/** One value as a marketer reads it: words, a picture (its address, shown small) or a colour. */
export interface Shown {
  kind: 'text' | 'picture' | 'colour';
  text: string;
}

export interface FieldChange {
  /** Where in the block's value or the page (`value.items[1].url`, `after_end.message`). */
  key: string;
  /** As the builder labels it: `按钮文字`, `轮播图 › 第 2 项 › 图片地址`. */
  label: string;
  /** Null: the field had no value before (it was set), or has none after (it was cleared). */
  before: Shown | null;
  after: Shown | null;
}

export interface BlockChange {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** Where the block is in the newer page (in the older one when removed): `page_schema[2]`,
   * `variants[1].page_schema[4].children[0]`. */
  path: string;
  /** Where it was in the older page, when it was there (changed, moved, removed). */
  beforePath?: string;
  /** Where it is, for people: `第 3 个组件「按钮」`, `第 2 个组件「弹窗」 › 第 1 个子组件「图片」`. */
  place: string;
  /** Where it was, when it moved: `第 2 个组件`. */
  from?: string;
  /** The block's Chinese name. */
  label: string;
  /** What changed in it; for an added or removed block, what it shows (its texts and pictures). */
  fields: FieldChange[];
}

/** One variant of an A/B test, from one page to the other. */
export interface VariantChange {
  kind: 'added' | 'removed' | 'changed' | 'same';
  key: string;
  /**
   * `方案 B · 新人礼版` (variantDisplayName), by its position and name in the newer page (in the
   * older one when removed).
   */
  label: string;
  /**
   * What its blocks are compared with: the same variant before, or (a variant added) the newer
   * page's control, 方案 A, as a variant usually starts as a copy of it.
   */
  base: 'before' | 'control';
  /**
   * Its share of visitors (per cent) in the newer page; null when removed, when no test is left,
   * or when the newer page allocates automatically (its typed weights move nobody).
   */
  weight: number | null;
  /** 方案名称, 流量占比 and anything else of the variant beside its blocks. */
  fields: FieldChange[];
  blocks: BlockChange[];
}

export interface PageDiff {
  /** Page settings that changed (title, SEO, background, share card, the ended page, ...). */
  page: FieldChange[];
  /** The blocks' changes, on pages without an A/B test. */
  blocks: BlockChange[];
  /** Variant by variant, when either page has an A/B test (else null). */
  variants: VariantChange[] | null;
}

type Fields = Partial<Record<string, BlockField>>;

/** The page settings as the builder names them. */
const PAGE_FIELDS: Fields = {
  code: { type: 'text', label: '页面编码' },
  title: { type: 'text', label: '页面标题' },
  meta: {
    type: 'object',
    label: 'SEO 信息',
    objectFields: {
      keywords: { type: 'text', label: '关键词' },
      description: { type: 'textarea', label: '描述' },
    },
  },
  // A colour or a picture: told apart by its value (backgroundShown).
  background: { type: 'colour', label: '页面背景' },
  is_auto_fit: {
    type: 'radio',
    label: '适配电脑浏览器',
    options: [
      { label: '否', value: 0 },
      { label: '是', value: 1 },
    ],
  },
  extra: {
    type: 'object',
    label: '统计',
    objectFields: { pageID: { type: 'number', label: '页面统计编号' } },
  },
  share: {
    type: 'object',
    label: '分享卡片',
    objectFields: {
      title: { type: 'text', label: '分享标题' },
      desc: { type: 'textarea', label: '分享描述' },
      image: { type: 'image', label: '分享图片' },
    },
  },
  after_end: {
    type: 'object',
    label: '活动结束后',
    objectFields: {
      kind: {
        type: 'radio',
        label: '访客看到',
        options: [
          { label: '结束页（文案和链接）', value: 'notice' },
          { label: '跳转到其他页面', value: 'redirect' },
        ],
      },
      message: { type: 'textarea', label: '结束页文案' },
      link_text: { type: 'text', label: '结束页按钮文字' },
      link_url: { type: 'text', label: '结束页链接地址' },
      url: { type: 'text', label: '跳转到' },
    },
  },
  variant_allocation: {
    type: 'radio',
    label: '流量分配',
    options: [
      { label: allocationLabel('thompson'), value: 'thompson' },
      { label: allocationLabel('weights'), value: 'weights' },
    ],
  },
};

/** Keys of the page file a marketer never sets: the format's version. */
const UNSEEN_PAGE_KEYS = new Set(['page_schema', 'variants', 'schema_version']);

/** The words of an HTML snippet or formatted text. */
function htmlWords(html: string): string {
  const words = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return words || '（HTML 代码，无文字）';
}

/** A leaf value as a marketer reads it, by the field it fills (null: no value). */
function shown(value: unknown, field: BlockField | undefined, key: string): Shown | null {
  if (value === undefined || value === null || value === '') return null;
  if (field && (field.type === 'select' || field.type === 'radio')) {
    const option = field.options.find((o) => o.value === value);
    if (option) return { kind: 'text', text: option.label };
  }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? '是' : '否' };
  if (typeof value !== 'string') {
    if (field?.type === 'datetime' && typeof value === 'number') {
      return { kind: 'text', text: formatTime(value) };
    }
    return { kind: 'text', text: String(value) };
  }
  if (key === 'background') {
    return isBackgroundImageUrl(value)
      ? { kind: 'picture', text: value }
      : { kind: 'colour', text: value };
  }
  switch (field?.type) {
    case 'image':
      return { kind: 'picture', text: value };
    case 'colour':
      return { kind: 'colour', text: value };
    case 'html':
    case 'richtext':
      return { kind: 'text', text: htmlWords(value) };
    default:
      return { kind: 'text', text: value };
  }
}

function subFields(field: BlockField | undefined): Fields | undefined {
  if (!field) return undefined;
  if (field.type === 'object' || field.type === 'action') return field.objectFields;
  if (field.type === 'array') return field.arrayFields;
  return undefined;
}

/**
 * Every leaf that differs between `before` and `after` (objects and arrays compared member by
 * member), labelled by `fields` (the block's or the page's field definitions).
 */
function diffValues(
  before: unknown,
  after: unknown,
  at: { key: string; labels: string[]; field?: BlockField; fields?: Fields },
  into: FieldChange[],
): void {
  if (same(before, after)) return;
  const nested = (v: unknown) => isRecord(v) || Array.isArray(v);
  if (nested(before) || nested(after)) {
    if (Array.isArray(before) || Array.isArray(after)) {
      const a = Array.isArray(before) ? before : [];
      const b = Array.isArray(after) ? after : [];
      const items = at.field?.type === 'array' ? at.field.arrayFields : undefined;
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        diffValues(
          a[i],
          b[i],
          {
            key: `${at.key}[${i}]`,
            labels: [...at.labels, `第 ${i + 1} 项`],
            field: undefined,
            fields: items,
          },
          into,
        );
      }
      if (!Array.isArray(before) && before !== undefined) pushLeaf(before, undefined, at, into);
      if (!Array.isArray(after) && after !== undefined) pushLeaf(undefined, after, at, into);
      return;
    }
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const field = at.fields?.[key];
      diffValues(
        a[key],
        b[key],
        {
          key: at.key ? `${at.key}.${key}` : key,
          labels: [...at.labels, field?.label ?? key],
          field,
          fields: subFields(field),
        },
        into,
      );
    }
    if (!isRecord(before) && before !== undefined) pushLeaf(before, undefined, at, into);
    if (!isRecord(after) && after !== undefined) pushLeaf(undefined, after, at, into);
    return;
  }
  pushLeaf(before, after, at, into);
}

function pushLeaf(
  before: unknown,
  after: unknown,
  at: { key: string; labels: string[]; field?: BlockField },
  into: FieldChange[],
): void {
  const was = shown(before, at.field, at.key);
  const is = shown(after, at.field, at.key);
  if (same(was, is)) return;
  into.push({ key: at.key, label: at.labels.join(' › '), before: was, after: is });
}

const blockFields = (name: string): Fields | undefined =>
  isBlockName(name) ? (blockDefinitions[name]?.fields as Fields | undefined) : undefined;

/** What a block's value changed, field by field. */
function blockValueChanges(name: string, before: unknown, after: unknown): FieldChange[] {
  const fields: FieldChange[] = [];
  diffValues(before, after, { key: 'value', labels: [], fields: blockFields(name) }, fields);
  for (const field of fields) {
    if (!field.label) field.label = blockLabel(name);
  }
  return fields;
}

/** `page_schema[4].children[0]` as `第 5 个组件 › 第 1 个子组件`. */
export function blockPlace(path: string): string {
  const indexes = [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1);
  const blocks = path.startsWith('variants[') ? indexes.slice(1) : indexes;
  return blocks.map((n, i) => (i === 0 ? `第 ${n} 个组件` : `第 ${n} 个子组件`)).join(' › ');
}

const placeOf = (parent: string, index: number, name: string) =>
  `${parent ? `${parent} › ` : ''}第 ${index + 1} 个${parent ? '子' : ''}组件「${blockLabel(name)}」`;

/** A block added or removed whole, and the blocks inside it. */
function wholeBlock(
  kind: 'added' | 'removed',
  block: Block,
  path: string,
  place: string,
  into: BlockChange[],
): void {
  const fields = blockValueChanges(
    block.name,
    kind === 'added' ? undefined : block.value,
    kind === 'added' ? block.value : undefined,
  );
  into.push({
    kind,
    path,
    ...(kind === 'removed' ? { beforePath: path } : {}),
    place,
    label: blockLabel(block.name),
    fields,
  });
  asBlocks(block.children).forEach((child, i) =>
    wholeBlock(kind, child, `${path}.children[${i}]`, placeOf(place, i, child.name), into),
  );
}

function diffBlocks(
  before: Block[],
  after: Block[],
  at: { before: string; after: string; place: string; placeBefore: string },
  into: BlockChange[],
): void {
  const pairs = pairBlocks(before, after);
  const kept = keptOrder(pairs);
  const pairedBefore = new Map(pairs.map(([i, j]) => [i, j]));
  const pairedAfter = new Map(pairs.map(([i, j]) => [j, i]));
  // Removed blocks first, where they were; then the newer list in order.
  before.forEach((block, i) => {
    if (pairedBefore.has(i)) return;
    wholeBlock(
      'removed',
      block,
      `${at.before}[${i}]`,
      placeOf(at.placeBefore, i, block.name),
      into,
    );
  });
  after.forEach((block, j) => {
    const path = `${at.after}[${j}]`;
    const place = placeOf(at.place, j, block.name);
    const i = pairedAfter.get(j);
    if (i === undefined) {
      wholeBlock('added', block, path, place, into);
      return;
    }
    const old = before[i]!;
    const beforePath = `${at.before}[${i}]`;
    const fields = blockValueChanges(block.name, old.value, block.value);
    const moved = !kept.has(j);
    if (fields.length > 0 || moved) {
      into.push({
        kind: fields.length > 0 ? 'changed' : 'moved',
        path,
        beforePath,
        place,
        ...(moved ? { from: `第 ${i + 1} 个${at.place ? '子' : ''}组件` } : {}),
        label: blockLabel(block.name),
        fields,
      });
    }
    diffBlocks(
      asBlocks(old.children),
      asBlocks(block.children),
      {
        before: `${beforePath}.children`,
        after: `${path}.children`,
        place,
        placeBefore: placeOf(at.placeBefore, i, old.name),
      },
      into,
    );
  });
}

function blockChanges(before: unknown, after: unknown, beforeAt: string, afterAt: string) {
  const into: BlockChange[] = [];
  diffBlocks(
    asBlocks(before),
    asBlocks(after),
    { before: beforeAt, after: afterAt, place: '', placeBefore: '' },
    into,
  );
  return into;
}

const VARIANT_FIELDS: Fields = {
  name: { type: 'text', label: '方案名称' },
  weight: { type: 'number', label: '流量占比（%）' },
};

/**
 * The variant's own settings beside its blocks (方案名称, 流量占比), from one page to the other;
 * without `weights` when the typed weights move nobody (an automatic allocation), as a rename
 * still shows.
 */
function variantFieldChanges(before: PageVariant, after: PageVariant, weights: boolean) {
  const strip = (v: PageVariant) => {
    const {
      page_schema: _blocks,
      key: _key,
      weight,
      ...rest
    } = v as PageVariant & Record<string, unknown>;
    return weights ? { ...rest, weight } : rest;
  };
  const fields: FieldChange[] = [];
  diffValues(strip(before), strip(after), { key: '', labels: [], fields: VARIANT_FIELDS }, fields);
  return fields;
}

/**
 * A page's variants, matched by key. A page without an A/B test counts as one variant, its
 * control, so starting a test shows 方案 A against the page as it was and the new variants
 * against 方案 A.
 */
function diffVariants(before: PageFile, after: PageFile): VariantChange[] {
  const older = variantsOf(before);
  const newer = variantsOf(after);
  const implicit = (page: PageFile, key: string): PageVariant[] => [
    { key, weight: 100, page_schema: asBlocks(page.page_schema) },
  ];
  const olderList = older ?? implicit(before, newer?.[0]?.key ?? 'a');
  const newerList = newer ?? implicit(after, older?.[0]?.key ?? 'a');
  const prefix = (page: PageFile, i: number) =>
    variantsOf(page) ? `variants[${i}].page_schema` : 'page_schema';
  // Under an automatic allocation the typed weights move nobody: none is shown, nor its change.
  const automatic = after.variant_allocation === 'thompson';
  const shownWeight = (variant: PageVariant) => (newer && !automatic ? variant.weight : null);
  const changes: VariantChange[] = [];
  olderList.forEach((variant, i) => {
    if (newerList.some((v) => v.key === variant.key)) return;
    changes.push({
      kind: 'removed',
      key: variant.key,
      label: variantDisplayName(variant, i),
      base: 'before',
      weight: null,
      fields: [],
      blocks: [],
    });
  });
  newerList.forEach((variant, j) => {
    const i = olderList.findIndex((v) => v.key === variant.key);
    const label = variantDisplayName(variant, j);
    if (i < 0) {
      changes.push({
        kind: 'added',
        key: variant.key,
        label,
        base: 'control',
        weight: shownWeight(variant),
        // Its share of visitors is said with its name (weight): no field to compare it with.
        fields: [],
        blocks:
          j === 0
            ? blockChanges([], variant.page_schema, '', prefix(after, j))
            : blockChanges(
                newerList[0]!.page_schema,
                variant.page_schema,
                prefix(after, 0),
                prefix(after, j),
              ).map(({ beforePath: _control, ...change }) => change),
      });
      return;
    }
    const old = olderList[i]!;
    // Starting or ending a test, the page without one has no settings of a variant to compare.
    const fields = older && newer ? variantFieldChanges(old, variant, !automatic) : [];
    const blocks = blockChanges(
      old.page_schema,
      variant.page_schema,
      prefix(before, i),
      prefix(after, j),
    );
    changes.push({
      kind: fields.length > 0 || blocks.length > 0 ? 'changed' : 'same',
      key: variant.key,
      label,
      base: 'before',
      weight: shownWeight(variant),
      fields,
      blocks,
    });
  });
  return changes;
}

/**
 * The page's settings as compared. Between two pages with an A/B test, no `variant_allocation`
 * is a setting too (按流量占比), so turning 自动分配 on or off reads 由「…」改为「…」; a page
 * without a test has no allocation at all, so starting or ending a test mentions it only when
 * the test allocates automatically.
 */
function comparedHeader(page: PageFile, other: PageFile): Record<string, unknown> {
  const header = Object.fromEntries(
    Object.entries(page).filter(([key]) => !UNSEEN_PAGE_KEYS.has(key)),
  );
  if (variantsOf(page) && variantsOf(other) && header.variant_allocation === undefined) {
    header.variant_allocation = 'weights';
  }
  return header;
}

/** What changed from one version of a page to another: its settings, then block by block. */
export function diffPages(before: PageFile, after: PageFile): PageDiff {
  const page: FieldChange[] = [];
  diffValues(
    comparedHeader(before, after),
    comparedHeader(after, before),
    { key: '', labels: [], fields: PAGE_FIELDS },
    page,
  );
  if (!variantsOf(before) && !variantsOf(after)) {
    return {
      page,
      blocks: blockChanges(before.page_schema, after.page_schema, 'page_schema', 'page_schema'),
      variants: null,
    };
  }
  return { page, blocks: [], variants: diffVariants(before, after) };
}

/** Whether nothing a visitor can get differs. */
export function diffIsEmpty(diff: PageDiff): boolean {
  return (
    diff.page.length === 0 &&
    diff.blocks.length === 0 &&
    (diff.variants ?? []).every((v) => v.kind === 'same')
  );
}

const quoted = (value: Shown) => (value.kind === 'picture' ? '图片' : `「${value.text}」`);

/** A field's change in one line: `按钮文字 由「立即领取」改为「马上领取」`. */
export function fieldWords(change: FieldChange): string {
  const { label, before, after } = change;
  if (before && after) {
    return before.kind === 'picture' && after.kind === 'picture'
      ? `${label} 换了图片`
      : `${label} 由${quoted(before)}改为${quoted(after)}`;
  }
  if (after) return `${label} 设为${quoted(after)}`;
  return `${label} 已清空（原为${quoted(before!)}）`;
}

const KIND_WORDS = { added: '新增', removed: '删除', changed: '修改', moved: '移动' } as const;

/**
 * A block's change in one line: `第 3 个组件「按钮」：按钮文字 由「立即领取」改为「马上领取」`,
 * `新增 第 4 个组件「图片」`, `第 2 个组件「倒计时」 由第 1 个组件移到这里`.
 */
export function blockWords(change: BlockChange): string {
  const moved = change.from ? `（由${change.from}移到这里）` : '';
  const head =
    change.kind === 'changed' || change.kind === 'moved'
      ? `${change.place}${moved}`
      : `${KIND_WORDS[change.kind]} ${change.place}`;
  if (change.kind !== 'changed' || change.fields.length === 0) return head;
  return `${head}：${change.fields.map(fieldWords).join('；')}`;
}

const NOTE_BLOCK = /^(variants\[\d+\]\.)?page_schema\[\d+\](?:\.children\[\d+\])*/;

/**
 * Reviewer's notes on the older page set at the changes of their blocks (`at`), and those whose
 * block did not change or that name no block (`elsewhere`): on a page with an A/B test, a note at
 * the page's own blocks is at 方案 A's, which they mirror.
 */
export function placeNotes<N extends { path: string }>(
  diff: PageDiff,
  notes: readonly N[],
  before: PageFile,
): { at: Map<BlockChange, N[]>; elsewhere: N[] } {
  const changes = [...diff.blocks, ...(diff.variants ?? []).flatMap((v) => v.blocks)];
  const at = new Map<BlockChange, N[]>();
  const elsewhere: N[] = [];
  for (const note of notes) {
    const match = note.path.match(NOTE_BLOCK);
    let block = match?.[0];
    if (block && !match![1] && variantsOf(before)) block = `variants[0].${block}`;
    const change = block ? changes.find((c) => c.beforePath === block) : undefined;
    if (change) at.set(change, [...(at.get(change) ?? []), note]);
    else elsewhere.push(note);
  }
  return { at, elsewhere };
}
