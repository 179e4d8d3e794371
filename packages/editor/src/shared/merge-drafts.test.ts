import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Block } from '@h5-page/schema/page';
import { mergeDrafts } from './merge-drafts.ts';
import type { PageFile } from './page-data.ts';

const text = (t: string): Block => ({ name: 'text', value: { text: t }, children: [] });
const button = (t: string): Block => ({ name: 'button', value: { text: t }, children: [] });

const page = (blocks: Block[], settings: Record<string, unknown> = {}): PageFile => ({
  code: 'double11',
  title: '双11 理财节',
  background: '#ffffff',
  ...settings,
  page_schema: blocks,
});

const BASE = page([
  text('开户送好礼'),
  button('立即开户'),
  text('风险提示：投资有风险'),
  button('领券'),
]);
const blocksOf = (file: PageFile) => file.page_schema as Block[];
const edit = (file: PageFile, at: number, block: Block): PageFile => {
  const blocks = [...blocksOf(file)];
  blocks[at] = block;
  return { ...file, page_schema: blocks };
};

describe('mergeDrafts: two tabs that changed different blocks both keep their changes', () => {
  it('keeps this tab’s edit of one block and the other tab’s edit of another', () => {
    const mine = edit(BASE, 1, button('马上开户'));
    const theirs = edit(BASE, 3, button('领取 100 元券'));
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(blocksOf(merge.page())).toEqual([
      text('开户送好礼'),
      button('马上开户'),
      text('风险提示：投资有风险'),
      button('领取 100 元券'),
    ]);
  });

  it('keeps blocks either side added where that side put them, and a removal the other did not touch', () => {
    const mine: PageFile = {
      ...BASE,
      page_schema: [
        text('开户送好礼'),
        text('新增：活动时间 11 月 1 日至 11 日'),
        ...blocksOf(BASE).slice(1),
      ],
    };
    const theirs: PageFile = {
      ...BASE,
      page_schema: [...blocksOf(BASE).slice(0, 3), button('联系客服')],
    };
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(blocksOf(merge.page())).toEqual([
      text('开户送好礼'),
      text('新增：活动时间 11 月 1 日至 11 日'),
      button('立即开户'),
      text('风险提示：投资有风险'),
      button('联系客服'),
    ]);
  });

  it('merges the page settings key by key', () => {
    const mine = { ...BASE, title: '双11 理财节 · 开户礼' };
    const theirs = { ...BASE, background: '#fff5e6' };
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.page()).toMatchObject({ title: '双11 理财节 · 开户礼', background: '#fff5e6' });
  });

  it('follows the order the other tab gave when only it moved blocks', () => {
    const [a, b, c, d] = blocksOf(BASE) as [Block, Block, Block, Block];
    const mine = edit(BASE, 0, text('开户送好礼（限时）'));
    const theirs: PageFile = { ...BASE, page_schema: [b, a, c, d] };
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(blocksOf(merge.page())).toEqual([b, text('开户送好礼（限时）'), c, d]);
  });
});

describe('mergeDrafts: only the same block asks which to keep', () => {
  it('names the block both changed, and keeps the side chosen', () => {
    const mine = edit(edit(BASE, 1, button('马上开户')), 0, text('开户送好礼！'));
    const theirs = edit(BASE, 1, button('一键开户'));
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([
      { id: 'block:1', label: '第 2 个组件「按钮」', mine: 'changed', theirs: 'changed' },
    ]);
    expect(blocksOf(merge.page())[1]).toEqual(button('马上开户'));
    expect(blocksOf(merge.page({ 'block:1': 'theirs' }))).toEqual([
      text('开户送好礼！'),
      button('一键开户'),
      text('风险提示：投资有风险'),
      button('领券'),
    ]);
  });

  it('asks when one side changed a block the other removed', () => {
    const mine = edit(BASE, 3, button('领取 100 元券'));
    const theirs: PageFile = { ...BASE, page_schema: blocksOf(BASE).slice(0, 3) };
    const merge = mergeDrafts(BASE, mine, theirs);
    expect(merge.conflicts).toEqual([
      { id: 'block:3', label: '第 4 个组件「按钮」', mine: 'changed', theirs: 'removed' },
    ]);
    expect(blocksOf(merge.page({ 'block:3': 'theirs' }))).toHaveLength(3);
    expect(blocksOf(merge.page())[3]).toEqual(button('领取 100 元券'));
  });

  it('the same change on both sides asks nothing', () => {
    const mine = edit(BASE, 1, button('马上开户'));
    const merge = mergeDrafts(BASE, mine, edit(BASE, 1, button('马上开户')));
    expect(merge.conflicts).toEqual([]);
    expect(merge.page()).toEqual(mine);
  });

  it('a setting both changed differently is asked by its name', () => {
    const merge = mergeDrafts(BASE, { ...BASE, title: '甲' }, { ...BASE, title: '乙' });
    expect(merge.conflicts).toEqual([
      { id: 'setting:title', label: '页面标题', mine: 'changed', theirs: 'changed' },
    ]);
    expect(merge.page({ 'setting:title': 'theirs' }).title).toBe('乙');
  });

  it('keeps an A/B test’s blocks with its variants when both sides changed the variants', () => {
    const variants = (t: string) => [
      { key: 'a', weight: 50, page_schema: [text(t)] },
      { key: 'b', weight: 50, page_schema: [text('方案 B')] },
    ];
    const base = page([text('方案 A')], { variants: variants('方案 A') });
    const mine = page([text('我的 A')], { variants: variants('我的 A') });
    const theirs = page([text('他的 A')], { variants: variants('他的 A') });
    const merge = mergeDrafts(base, mine, theirs);
    expect(merge.conflicts.map((c) => c.id)).toEqual(['setting:variants']);
    expect(merge.page({ 'setting:variants': 'theirs' })).toEqual(theirs);
    expect(merge.page()).toEqual(mine);
  });
});

describe('mergeDrafts: properties', () => {
  const blockArb = fc
    .tuple(fc.constantFrom('text', 'button', 'image'), fc.string({ maxLength: 6 }))
    .map(([name, t]): Block => ({ name, value: { text: t }, children: [] }) as Block);
  const pageArb = fc.array(blockArb, { maxLength: 6 }).map((blocks) => page(blocks));

  it('a side that changed nothing takes the other’s page whole', () => {
    fc.assert(
      fc.property(pageArb, pageArb, (base, other) => {
        const keepsOther = mergeDrafts(base, base, other);
        expect(keepsOther.conflicts).toEqual([]);
        expect(keepsOther.page()).toEqual(other);
        const keepsMine = mergeDrafts(base, other, base);
        expect(keepsMine.conflicts).toEqual([]);
        expect(keepsMine.page()).toEqual(other);
      }),
    );
  });

  it('choosing every conflict for one side gives that side’s blocks when the other changed nothing else', () => {
    fc.assert(
      fc.property(pageArb, pageArb, (base, mine) => {
        const merge = mergeDrafts(base, mine, mine);
        expect(merge.conflicts).toEqual([]);
        expect(merge.page()).toEqual(mine);
      }),
    );
  });

  it('edits of two different blocks, wherever they are, both stay and ask nothing', () => {
    const distinct = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 8 })
      .map((texts) => texts.map((t, k) => (k % 2 ? button(t) : text(t))));
    fc.assert(
      fc.property(distinct, fc.nat(), fc.nat(), (blocks, x, y) => {
        const i = x % blocks.length;
        const k = (i + 1 + (y % (blocks.length - 1))) % blocks.length;
        const base = page(blocks);
        const changed = (b: Block, mark: string): Block => ({
          ...b,
          value: { ...b.value, text: `${String(b.value.text)}${mark}` },
        });
        const mine = edit(base, i, changed(blocks[i]!, '·我'));
        const theirs = edit(base, k, changed(blocks[k]!, '·他'));
        const merge = mergeDrafts(base, mine, theirs);
        expect(merge.conflicts).toEqual([]);
        const expected = [...blocks];
        expected[i] = changed(blocks[i]!, '·我');
        expected[k] = changed(blocks[k]!, '·他');
        expect(blocksOf(merge.page())).toEqual(expected);
      }),
    );
  });
});
