import type { BlockField } from '@h5-page/blocks/block-definition';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { isBlockName } from '@h5-page/schema/block-names';
import type { Problem } from '@h5-page/schema/problem';
import { blockLabel } from './block-label.ts';
import type { PageFile } from './page-data.ts';
import { problemText } from './problem-text.ts';
import { variantDisplayName } from '@h5-page/schema/variants';

/** The page settings' fields, as the page settings panel names them. */
const PAGE_FIELD_LABELS: Record<string, string> = {
  code: '页面编码',
  title: '页面标题',
  meta: 'SEO 信息',
  keywords: '关键词',
  description: '描述',
  background: '页面背景',
  is_auto_fit: '适配电脑浏览器',
  extra: '统计',
  pageID: '页面统计编号',
  page_schema: '组件列表',
  share: '分享卡片',
  after_end: '活动结束后',
  variant_allocation: '流量分配',
};

/** `page_schema[4].value["a b"]` as its segments: `['page_schema', 4, 'value', 'a b']`. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const m of path.matchAll(/\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g)) {
    if (m[1] !== undefined) segments.push(Number(m[1]));
    else if (m[2] !== undefined) segments.push(JSON.parse(m[2]) as string);
    else if (m[3] !== undefined) segments.push(m[3]);
  }
  return segments;
}

type FieldMap = Partial<Record<string, BlockField>>;

function subFields(field: BlockField | undefined): FieldMap | undefined {
  if (!field) return undefined;
  if (field.type === 'object' || field.type === 'action') return field.objectFields;
  if (field.type === 'array') return field.arrayFields;
  return undefined;
}

/** The labels of a value's path (`style.backgroundColor`) by the block's field definitions. */
function fieldNames(
  segments: readonly (string | number)[],
  fields: FieldMap | undefined,
): string[] {
  const names: string[] = [];
  let current = fields;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      names.push(`第 ${segment + 1} 项`);
      continue;
    }
    const field = current?.[segment];
    names.push(field?.label ?? segment);
    current = subFields(field);
  }
  return names;
}

/**
 * Where a problem lies, as the marketer sees the page: `第 5 个组件 · 按钮 › 背景色`, nested
 * blocks as `第 2 个组件 · 弹窗 › 第 1 个子组件 · 倒计时 › 结束时间`, page settings as
 * `页面设置 › 页面标题`. Labels come from the block definitions; a key no definition names is
 * shown as it is.
 */
export function problemPlace(path: string, page: PageFile | null): string {
  const variant = path.match(/^variants\[(\d+)\](?:\.(.*))?$/);
  if (variant) return variantPlace(Number(variant[1]), variant[2] ?? '', page);
  if (path === 'variants') return 'A/B 实验';
  // Set in the A/B test's drawer, not among the page settings.
  if (path === 'variant_allocation') return `A/B 实验 › ${PAGE_FIELD_LABELS.variant_allocation}`;
  const segments = pathSegments(path);
  if (segments[0] !== 'page_schema' || typeof segments[1] !== 'number') {
    const names = segments.map((s) =>
      typeof s === 'number' ? `第 ${s + 1} 项` : (PAGE_FIELD_LABELS[s] ?? s),
    );
    return ['页面设置', ...names].join(' › ');
  }
  const places: string[] = [];
  let blocks: unknown = page?.page_schema;
  let name = '';
  let i = 1;
  let nested = false;
  while (typeof segments[i] === 'number') {
    const index = segments[i] as number;
    const block = Array.isArray(blocks) ? (blocks[index] as Record<string, unknown>) : undefined;
    name = typeof block?.name === 'string' ? block.name : '';
    const label = name ? ` · ${blockLabel(name)}` : '';
    places.push(`第 ${index + 1} 个${nested ? '子' : ''}组件${label}`);
    i += 1;
    if (segments[i] !== 'children') break;
    blocks = block?.children;
    nested = true;
    i += 1;
  }
  const rest = segments.slice(i);
  if (rest[0] === 'value') {
    const fields = isBlockName(name) ? (blockDefinitions[name].fields as FieldMap) : undefined;
    places.push(...fieldNames(rest.slice(1), fields));
  } else if (rest[0] === 'name') {
    places.push('组件类型');
  } else {
    places.push(...rest.map(String));
  }
  return places.join(' › ');
}

/** The variant's own settings, as the A/B test's drawer names them. */
const VARIANT_FIELD_LABELS: Record<string, string> = {
  weight: '流量占比',
  key: '方案标识',
  name: '方案名称',
};

/**
 * A place in an A/B variant, by its display name: `方案 B · 新人礼版 · 第 2 个组件 · 按钮 › 文字`,
 * `A/B 实验 › 方案 B › 流量占比`.
 */
function variantPlace(index: number, rest: string, page: PageFile | null): string {
  const variants: unknown[] = Array.isArray(page?.variants) ? page.variants : [];
  const variant = variants[index] as { page_schema?: unknown; name?: unknown } | undefined;
  const label = variantDisplayName(variant, index);
  if (/^page_schema(?:$|[.[])/.test(rest)) {
    return `${label} · ${problemPlace(rest, { page_schema: variant?.page_schema })}`;
  }
  const field = VARIANT_FIELD_LABELS[rest] ?? rest;
  return ['A/B 实验', label, field].filter(Boolean).join(' › ');
}

/** A problem as one line for the marketer: `第 5 个组件 · 按钮 › 背景色：应为 CSS 颜色，例如 #ff0000`. */
export function problemLine(problem: Problem, page: PageFile | null): string {
  return `${problemPlace(problem.path, page)}：${problemText(problem.message)}`;
}
