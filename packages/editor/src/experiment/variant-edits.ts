import type { Data } from '@puckeditor/core';
import {
  MAX_VARIANTS,
  MIN_VARIANTS,
  VARIANT_NAME_MAX_LENGTH,
  VARIANT_WEIGHT_TOTAL,
  variantNameProblem,
} from '@h5-page/schema/variants';
import type { PageVariant, VariantAllocation } from '@h5-page/schema/variants';
import type { Block } from '@h5-page/schema/page';
import {
  CANVAS_VARIANT,
  canvasVariant,
  dataToPage,
  pageToData,
  variantsOf,
} from '../shared/page-data.ts';

/**
 * Edits of a draft's A/B variants, each from the canvas data to the next canvas data (Puck then
 * holds the variants among the root props, see page-data.ts). Every edit goes through the page
 * file, so whatever the canvas holds is written into its variant first and never lost.
 */

/** The weights of `count` variants shared out evenly, the first taking what does not divide. */
export function evenWeights(count: number): number[] {
  const base = Math.floor(VARIANT_WEIGHT_TOTAL / count);
  const left = VARIANT_WEIGHT_TOTAL - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < left ? 1 : 0));
}

/** The first of a, b, c, … that no variant holds: the builder's keys. */
function freeKey(variants: readonly PageVariant[]): string {
  const used = new Set(variants.map((v) => v.key));
  for (let code = 97; code <= 122; code += 1) {
    const key = String.fromCharCode(code);
    if (!used.has(key)) return key;
  }
  return `v${variants.length}`;
}

const withEvenWeights = (variants: PageVariant[]): PageVariant[] => {
  const weights = evenWeights(variants.length);
  return variants.map((v, i) => ({ ...v, weight: weights[i]! }));
};

/** The canvas showing variant `index`; the variant it showed keeps its edits. */
export function switchVariant(data: Data, index: number): Data {
  return pageToData(dataToPage(data), index);
}

/**
 * 创建 A/B 实验: 方案 A is the page as it is (the control), 方案 B a copy of it, half the visitors
 * each; the canvas goes on to 方案 B, the one to change.
 */
export function createExperiment(data: Data): Data {
  const page = dataToPage(data);
  const blocks = (Array.isArray(page.page_schema) ? page.page_schema : []) as Block[];
  const variants: PageVariant[] = [
    { key: 'a', weight: 50, page_schema: blocks },
    { key: 'b', weight: 50, page_schema: structuredClone(blocks) },
  ];
  return pageToData({ ...page, variants }, 1);
}

/** 添加方案: a copy of the variant on the canvas, which the canvas then shows; weights even. */
export function addVariant(data: Data): Data {
  const page = dataToPage(data);
  const variants = variantsOf(page);
  if (!variants || variants.length >= MAX_VARIANTS) return data;
  const from = variants[canvasVariant(data)] ?? variants[0]!;
  const added: PageVariant = {
    key: freeKey(variants),
    weight: 0,
    page_schema: structuredClone(from.page_schema),
  };
  const next = withEvenWeights([...variants, added]);
  return pageToData({ ...page, variants: next }, next.length - 1);
}

/**
 * 删除方案 `index` (at least two stay); weights even again. The canvas keeps its variant, or
 * shows 方案 A when its own was the one removed.
 */
export function removeVariant(data: Data, index: number): Data {
  const page = dataToPage(data);
  const variants = variantsOf(page);
  if (!variants || variants.length <= MIN_VARIANTS || !variants[index]) return data;
  const shown = canvasVariant(data);
  const next = withEvenWeights(variants.filter((_, i) => i !== index));
  if (shown === index) return pageToData({ ...page, variants: next }, 0);
  const props = data.root?.props as Record<string, unknown>;
  return {
    ...data,
    root: {
      ...data.root,
      props: { ...props, variants: next, [CANVAS_VARIANT]: shown > index ? shown - 1 : shown },
    },
  } as Data;
}

/** New weights, in the variants' order; the canvas stays as it is. */
export function setWeights(data: Data, weights: readonly number[]): Data {
  const props = data.root?.props as Record<string, unknown>;
  const variants = variantsOf(props);
  if (!variants || weights.length !== variants.length) return data;
  const next = variants.map((v, i) => ({ ...v, weight: weights[i]! }));
  return { ...data, root: { ...data.root, props: { ...props, variants: next } } } as Data;
}

/**
 * 方案名称 of variant `index`: trimmed, and none at all when blank (the variant is then called by
 * its letter alone, and its file holds no `name`); the canvas stays as it is.
 */
export function setName(data: Data, index: number, name: string): Data {
  const props = data.root?.props as Record<string, unknown>;
  const variants = variantsOf(props);
  const variant = variants?.[index];
  if (!variants || !variant) return data;
  const named = name.trim();
  if ((variant.name ?? '') === named) return data;
  const { name: _old, ...unnamed } = variant;
  const next = variants.map((v, i) =>
    i === index ? (named ? { ...unnamed, name: named } : unnamed) : v,
  );
  return { ...data, root: { ...data.root, props: { ...props, variants: next } } } as Data;
}

/**
 * 自动分配流量 on (`thompson`) or off (null: by the weights); the canvas stays as it is. The
 * weights stay in the draft either way, so turning it off splits traffic as before.
 */
export function setAllocation(data: Data, allocation: VariantAllocation | null): Data {
  const props = data.root?.props as Record<string, unknown>;
  // The schema refuses an allocation on a page without variants.
  if (allocation !== null && !variantsOf(props)) return data;
  if ((props.variant_allocation ?? null) === allocation) return data;
  const { variant_allocation: _old, ...rest } = props;
  const next = allocation === null ? rest : { ...rest, variant_allocation: allocation };
  return { ...data, root: { ...data.root, props: next } } as Data;
}

/**
 * 结束实验: variant `keep`'s blocks become the page's own, and the page has no variants, nor an
 * allocation among them.
 */
export function endExperiment(data: Data, keep: number): Data {
  const { variants: _removed, variant_allocation: _allocation, ...page } = dataToPage(data);
  const variants = variantsOf({ variants: _removed });
  const kept = variants?.[keep] ?? variants?.[0];
  return pageToData(kept ? { ...page, page_schema: kept.page_schema } : page);
}

/**
 * Why `name` cannot be variant `index`'s 方案名称 among `variants`, in the marketer's words, or null
 * when it can (blank can: the variant goes unnamed). The schema's rule, said before the draft
 * holds a name it would refuse.
 */
export function nameProblem(
  name: string,
  index: number,
  variants: readonly Pick<PageVariant, 'name'>[],
): string | null {
  const named = name.trim();
  if (named === '') return null;
  if ([...named].length > VARIANT_NAME_MAX_LENGTH) {
    return `方案名称最多 ${VARIANT_NAME_MAX_LENGTH} 个字`;
  }
  if (variantNameProblem(named)) return '方案名称不能包含换行或控制字符';
  if (variants.some((v, i) => i !== index && v.name === named)) return '与其他方案的名称重复';
  return null;
}

/**
 * Why these weights cannot be the variants' (whole numbers 1 to 99 adding up to 100), in the
 * marketer's words, or null when they can.
 */
export function weightsProblem(weights: readonly (number | null | undefined)[]): string | null {
  if (weights.some((w) => typeof w !== 'number' || !Number.isInteger(w) || w < 1 || w > 99)) {
    return '每个方案的流量占比须为 1–99 的整数';
  }
  const total = weights.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  if (total !== VARIANT_WEIGHT_TOTAL) {
    return `各方案流量占比合计须为 100%，当前合计 ${total}%`;
  }
  return null;
}
