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
  removeVariant,
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
  });
});
