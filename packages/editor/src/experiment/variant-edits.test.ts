import { describe, expect, it } from 'vitest';
import type { Block } from '@h5-page/schema/page';
import type { PageVariant } from '@h5-page/schema/variants';
import { validatePage } from '@h5-page/schema/validate-page';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { canvasVariant, dataToPage, pageToData } from '../shared/page-data.ts';
import type { CanvasBlock, PageFile } from '../shared/page-data.ts';
import { problemLine } from '../shared/problem-place.ts';
import {
  addVariant,
  createExperiment,
  endExperiment,
  evenWeights,
  nameProblem,
  removeVariant,
  setAllocation,
  setName,
  setWeights,
  switchVariant,
  weightsProblem,
} from './variant-edits.ts';
import {
  canvasProblems,
  pageProblems,
  problemsByVariant,
  variantPlaceholders,
} from './variant-problems.ts';

const empty = (height: number): Block => ({ name: 'empty', value: { height }, children: [] });
const page = (blocks: Block[], variants?: PageVariant[]): PageFile => ({
  code: 'ab',
  title: '实验页',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: blocks,
  ...(variants ? { variants } : {}),
});
const variantsOf = (data: Parameters<typeof dataToPage>[0]) =>
  dataToPage(data).variants as PageVariant[];
const heights = (blocks: Block[]) => blocks.map((b) => b.value.height);
const canvasHeights = (data: Parameters<typeof dataToPage>[0]) =>
  (data.content as unknown as CanvasBlock[]).map((b) => b.props.value.height);

describe('editing the variants', () => {
  it('creates 方案 A (the page) and 方案 B (a copy) at 50/50, the canvas on B', () => {
    const data = createExperiment(pageToData(page([empty(1), empty(2)])));
    expect(canvasVariant(data)).toBe(1);
    const out = dataToPage(data);
    expect(out.variants).toEqual([
      { key: 'a', weight: 50, page_schema: [empty(1), empty(2)] },
      { key: 'b', weight: 50, page_schema: [empty(1), empty(2)] },
    ]);
    expect(validatePage(out).ok).toBe(true);
  });

  it('switching keeps the edits of the variant left', () => {
    let data = createExperiment(pageToData(page([empty(1)])));
    (data.content as unknown as CanvasBlock[])[0]!.props.value = { height: 7 };
    data = switchVariant(data, 0);
    expect(canvasHeights(data)).toEqual([1]);
    expect(heights(variantsOf(data)[1]!.page_schema)).toEqual([7]);
    data = switchVariant(data, 1);
    expect(canvasHeights(data)).toEqual([7]);
  });

  it('adds a copy of the variant shown (up to four) and removes down to two, weights even', () => {
    let data = pageToData(
      page(
        [empty(1)],
        [
          { key: 'a', weight: 70, page_schema: [empty(1)] },
          { key: 'b', weight: 30, page_schema: [empty(2)] },
        ],
      ),
      1,
    );
    data = addVariant(data);
    expect(canvasVariant(data)).toBe(2);
    expect(variantsOf(data).map((v) => [v.key, v.weight, heights(v.page_schema)])).toEqual([
      ['a', 34, [1]],
      ['b', 33, [2]],
      ['c', 33, [2]],
    ]);
    data = addVariant(data);
    expect(variantsOf(data).map((v) => v.weight)).toEqual([25, 25, 25, 25]);
    expect(addVariant(data)).toBe(data);

    // Removing a variant before the one shown keeps the canvas on it.
    data = switchVariant(data, 3);
    (data.content as unknown as CanvasBlock[])[0]!.props.value = { height: 9 };
    data = removeVariant(data, 1);
    expect(canvasVariant(data)).toBe(2);
    expect(variantsOf(data).map((v) => [v.key, v.weight, heights(v.page_schema)])).toEqual([
      ['a', 34, [1]],
      ['c', 33, [2]],
      ['d', 33, [9]],
    ]);
    // Removing the one shown puts 方案 A on the canvas.
    data = removeVariant(data, 2);
    expect(canvasVariant(data)).toBe(0);
    expect(canvasHeights(data)).toEqual([1]);
    expect(removeVariant(data, 1)).toBe(data);
  });

  it('sets weights and ends the experiment keeping the variant shown', () => {
    let data = createExperiment(pageToData(page([empty(1)])));
    (data.content as unknown as CanvasBlock[])[0]!.props.value = { height: 5 };
    data = setWeights(data, [20, 80]);
    expect(variantsOf(data).map((v) => v.weight)).toEqual([20, 80]);
    expect(canvasHeights(data)).toEqual([5]);
    const ended = dataToPage(endExperiment(data, 1));
    expect('variants' in ended).toBe(false);
    expect(ended.page_schema).toEqual([empty(5)]);
  });

  it('turns the automatic allocation on and off, keeps it through other edits, and ends it with the test', () => {
    const plain = pageToData(page([empty(1)]));
    expect(setAllocation(plain, 'thompson')).toBe(plain);

    let data = createExperiment(plain);
    expect(setAllocation(data, null)).toBe(data);
    data = setAllocation(data, 'thompson');
    expect(dataToPage(data).variant_allocation).toBe('thompson');
    expect(canvasVariant(data)).toBe(1);
    expect(validatePage(dataToPage(data)).ok).toBe(true);

    data = addVariant(setWeights(data, [30, 70]));
    data = switchVariant(removeVariant(data, 2), 0);
    expect(dataToPage(data).variant_allocation).toBe('thompson');

    const off = dataToPage(setAllocation(data, null));
    expect('variant_allocation' in off).toBe(false);
    expect((off.variants as PageVariant[]).map((v) => v.weight)).toEqual([50, 50]);

    const ended = dataToPage(endExperiment(data, 0));
    expect('variants' in ended).toBe(false);
    expect('variant_allocation' in ended).toBe(false);
    expect(validatePage(ended).ok).toBe(true);
  });

  it('names a variant (trimmed; blank is no name), the canvas staying, and keeps names through other edits', () => {
    let data = createExperiment(pageToData(page([empty(1)])));
    (data.content as unknown as CanvasBlock[])[0]!.props.value = { height: 6 };
    data = setName(data, 1, '  新人礼版 ');
    expect(variantsOf(data).map((v) => v.name)).toEqual([undefined, '新人礼版']);
    expect(canvasVariant(data)).toBe(1);
    expect(canvasHeights(data)).toEqual([6]);
    expect(setName(data, 1, '新人礼版')).toBe(data);
    expect(validatePage(dataToPage(data)).ok).toBe(true);

    // A copy is a new variant: it does not take the name of the one it copies.
    data = setWeights(addVariant(switchVariant(data, 0)), [34, 33, 33]);
    data = switchVariant(setName(data, 0, '原版'), 1);
    expect(variantsOf(data).map((v) => v.name)).toEqual(['原版', '新人礼版', undefined]);
    data = removeVariant(data, 2);
    expect(variantsOf(data).map((v) => v.name)).toEqual(['原版', '新人礼版']);

    // Cleared, the key goes: the variant is as it was before it was named.
    data = setName(data, 1, '   ');
    expect(variantsOf(data).map((v) => 'name' in v)).toEqual([true, false]);
  });

  it('keeps a page file as it is through the canvas, named variants or not', () => {
    const unnamed = page(
      [empty(1)],
      [
        { key: 'a', weight: 50, page_schema: [empty(1)] },
        { key: 'b', weight: 50, page_schema: [empty(2)] },
      ],
    );
    expect(JSON.stringify(dataToPage(pageToData(unnamed, 1)))).toBe(JSON.stringify(unnamed));
    const named = page(
      [empty(1)],
      [
        { key: 'a', weight: 50, page_schema: [empty(1)] },
        { key: 'b', weight: 50, name: '新人礼版', page_schema: [empty(2)] },
      ],
    );
    expect(JSON.stringify(dataToPage(switchVariant(pageToData(named, 1), 0)))).toBe(
      JSON.stringify(named),
    );
  });

  it('says why a name cannot be used', () => {
    const variants = [{ name: '原版' }, {}];
    expect(nameProblem('新人礼版', 1, variants)).toBeNull();
    expect(nameProblem('  ', 1, variants)).toBeNull();
    // A variant keeps its own name.
    expect(nameProblem('原版', 0, variants)).toBeNull();
    expect(nameProblem(' 原版 ', 1, variants)).toBe('与其他方案的名称重复');
    expect(nameProblem('一'.repeat(21), 1, variants)).toBe('方案名称最多 20 个字');
    expect(nameProblem('新人	礼版', 1, variants)).toBe('方案名称不能包含换行或控制字符');
  });

  it('says why weights cannot be used', () => {
    expect(evenWeights(3)).toEqual([34, 33, 33]);
    expect(weightsProblem([50, 50])).toBeNull();
    expect(weightsProblem([60, 30])).toBe('各方案流量占比合计须为 100%，当前合计 90%');
    expect(weightsProblem([100, 0])).toBe('每个方案的流量占比须为 1–99 的整数');
    expect(weightsProblem([50.5, 49.5])).toBe('每个方案的流量占比须为 1–99 的整数');
    expect(weightsProblem([null, 50])).toBe('每个方案的流量占比须为 1–99 的整数');
  });
});

describe("variants' problems", () => {
  const abPage = page(
    [empty(1)],
    [
      { key: 'a', weight: 50, page_schema: [empty(1)] },
      {
        key: 'b',
        weight: 50,
        page_schema: [{ name: 'empty', value: { height: 'x' }, children: [] }],
      },
    ],
  );

  it('names the variant of a problem, counts them per variant and shows the canvas its own', () => {
    const validation = validatePage(abPage);
    expect(validation.ok).toBe(false);
    const problems = validation.ok ? [] : validation.problems;
    expect(problems.map((p) => p.path)).toEqual(['variants[1].page_schema[0].value.height']);
    expect(problemLine(problems[0]!, abPage)).toBe(
      '方案 B · 第 1 个组件 · 空白间隔 › 高度（设计稿 px）：应为数字',
    );
    expect(problemsByVariant(problems, 2)).toEqual([0, 1]);
    expect(canvasProblems(problems, abPage, 0)).toEqual([]);
    expect(canvasProblems(problems, abPage, 1).map((p) => p.path)).toEqual([
      'page_schema[0].value.height',
    ]);
    // The page's own blocks mirror 方案 A: their problems are not said twice.
    const mirrored = [
      { path: 'page_schema[0].value.height', message: 'm' },
      { path: 'variants[0].page_schema[0].value.height', message: 'm' },
      { path: 'title', message: 't' },
    ];
    expect(pageProblems(mirrored, abPage, 1).map((p) => p.path)).toEqual([
      'title',
      'variants[0].page_schema[0].value.height',
    ]);
    expect(
      problemLine(
        { path: 'variants', message: 'weights must add up to 100, they add up to 90' },
        abPage,
      ),
    ).toBe('A/B 实验：各方案流量占比合计须为 100%，当前合计 90%');
    expect(
      problemLine(
        {
          path: 'variant_allocation',
          message: 'expected only on a page with variants (an A/B test)',
        },
        abPage,
      ),
    ).toBe('A/B 实验 › 流量分配：只能用于 A/B 实验的页面');
  });

  it('names a named variant by its display name, and a bad name as 方案名称', () => {
    const named = page(
      [empty(1)],
      [
        { key: 'a', weight: 50, name: '原版', page_schema: [empty(1)] },
        {
          key: 'b',
          weight: 50,
          name: '原版',
          page_schema: [{ name: 'empty', value: { height: 'x' }, children: [] }],
        },
      ],
    );
    const validation = validatePage(named);
    const problems = validation.ok ? [] : validation.problems;
    expect(problems.map((p) => problemLine(p, named))).toEqual([
      'A/B 实验 › 方案 B · 原版 › 方案名称：方案名称“原版”与其他方案重复',
    ]);
    const renamed = {
      ...named,
      variants: [
        (named.variants as PageVariant[])[0]!,
        { ...(named.variants as PageVariant[])[1]!, name: '新人礼版' },
      ],
    };
    const blockProblems = validatePage(renamed);
    expect(
      (blockProblems.ok ? [] : blockProblems.problems).map((p) => problemLine(p, renamed)),
    ).toEqual(['方案 B · 新人礼版 · 第 1 个组件 · 空白间隔 › 高度（设计稿 px）：应为数字']);
    expect(
      problemLine({ path: 'variants[0].name', message: 'expected 1 to 20 characters' }, named),
    ).toBe('A/B 实验 › 方案 A · 原版 › 方案名称：应为 1–20 个字');
  });

  it('finds placeholders in every variant, each labelled with its variant', () => {
    const footer: Block = {
      name: 'copyright',
      value: structuredClone(blockDefinitions.copyright.defaultValue) as Record<string, unknown>,
      children: [],
    };
    const hits = variantPlaceholders(
      page(
        [],
        [
          { key: 'a', weight: 50, page_schema: [] },
          { key: 'b', weight: 50, page_schema: [empty(1), footer] },
        ],
      ),
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.path).toMatch(/^variants\[1\]\.page_schema\[1\]\.value\./);
    expect(hits[0]!.blockPath).toBe('page_schema[1]');
    expect(hits[0]!.blockLabel).toMatch(/（方案 B）$/);

    const named = variantPlaceholders(
      page(
        [],
        [
          { key: 'a', weight: 50, page_schema: [] },
          { key: 'b', weight: 50, name: '新人礼版', page_schema: [footer] },
        ],
      ),
    );
    expect(named[0]!.blockLabel).toMatch(/（方案 B · 新人礼版）$/);
  });
});
