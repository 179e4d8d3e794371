import { describe, expect, it } from 'vitest';
import { buttonDefinition } from '@h5-page/blocks/button/index';
import { countdownDefinition } from '@h5-page/blocks/countdown/index';
import type { Block } from '@h5-page/schema/page';
import { blockWords, diffIsEmpty, diffPages, fieldWords, placeNotes } from './version-diff.ts';
import type { PageFile } from './page-data.ts';

const ENDTIME_LABEL = countdownDefinition.fields.endTime!.label;
const TEXT_LABEL = buttonDefinition.fields.text!.label;

const button = (text: string): Block => ({ name: 'button', value: { text }, children: [] });
const image = (url: string, alt = ''): Block => ({
  name: 'image',
  value: { url, alt },
  children: [],
});
const page = (blocks: Block[], rest: Partial<PageFile> = {}): PageFile => ({
  code: 'p',
  title: '春季投顾体验',
  page_schema: blocks,
  ...rest,
});
/** An A/B page: the page's own blocks mirror 方案 A's, as the builder saves them. */
const abPage = (variants: { key: string; weight: number; blocks: Block[] }[]): PageFile =>
  page(variants[0]!.blocks, {
    variants: variants.map((v) => ({ key: v.key, weight: v.weight, page_schema: v.blocks })),
  });
const text = (t: string) => ({ kind: 'text', text: t });
const picture = (url: string) => ({ kind: 'picture', text: url });

describe('diff between two versions of a page without an A/B test', () => {
  it('names added, removed and changed blocks in Chinese with the fields that changed', () => {
    const v1 = page(
      [
        { name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] },
        { name: 'popup', value: { id: 'a' }, children: [image('/media/3f2a9c.png')] },
        button('了解详情'),
      ],
      { title: '旧标题' },
    );
    const v2 = page(
      [
        { name: 'countdown', value: { type: 1, endTime: 1767229200000 }, children: [] },
        { name: 'popup', value: { id: 'a' }, children: [image('/media/77b01e.png')] },
        image('/media/banner.png', '新春横幅'),
      ],
      { title: '新标题' },
    );
    const diff = diffPages(v1, v2);
    expect(diff.variants).toBeNull();
    expect(diff.page).toEqual([
      { key: 'title', label: '页面标题', before: text('旧标题'), after: text('新标题') },
    ]);
    expect(diff.blocks.map(blockWords)).toEqual([
      `删除 第 3 个组件「按钮」`,
      `第 1 个组件「倒计时」：${ENDTIME_LABEL} 由「2026-01-01 08:00」改为「2026-01-01 09:00」`,
      '第 2 个组件「弹窗」 › 第 1 个子组件「图片」：图片地址 换了图片',
      '新增 第 3 个组件「图片」',
    ]);
    // Pictures stay pictures (shown small), never their file paths as words.
    expect(diff.blocks[2]!.fields).toEqual([
      {
        key: 'value.url',
        label: '图片地址',
        before: picture('/media/3f2a9c.png'),
        after: picture('/media/77b01e.png'),
      },
    ]);
    // An added block says what it shows; a removed one what it showed.
    expect(diff.blocks[3]!.fields.map(fieldWords)).toEqual([
      '图片地址 设为图片',
      '替代文字 设为「新春横幅」',
    ]);
    expect(diff.blocks[0]!.fields.map(fieldWords)).toEqual([
      `${TEXT_LABEL} 已清空（原为「了解详情」）`,
    ]);
    expect(diffIsEmpty(diffPages(v1, v1))).toBe(true);
  });

  it('says a moved block moved, and a choice by its label', () => {
    const v1 = page([button('一'), button('二'), image('/a.png')]);
    const v2 = page([
      button('二'),
      { ...image('/a.png'), value: { url: '/a.png', alt: '' } },
      button('一'),
    ]);
    expect(diffPages(v1, v2).blocks.map(blockWords)).toEqual([
      '第 3 个组件「按钮」（由第 1 个组件移到这里）',
    ]);
    const p1 = page([{ name: 'popup', value: { id: 'g', position: 'center' }, children: [] }]);
    const p2 = page([{ name: 'popup', value: { id: 'g', position: 'bottom' }, children: [] }]);
    expect(diffPages(p1, p2).blocks.map(blockWords)).toEqual([
      '第 1 个组件「弹窗」：弹出位置 由「居中」改为「底部」',
    ]);
  });

  it('reads list items and the ended page in words, never as JSON', () => {
    const swiper = (urls: string[]): Block => ({
      name: 'swiper',
      value: { list: urls.map((url) => ({ url, alt: '' })) },
      children: [],
    });
    const v1 = page([swiper(['/1.png', '/2.png'])]);
    const v2 = page([swiper(['/1.png', '/9.png', '/3.png'])], {
      after_end: { kind: 'notice', message: '下一期四月开始', link_text: '', link_url: '' },
    });
    const diff = diffPages(v1, v2);
    expect(diff.blocks[0]!.fields.map(fieldWords)).toEqual([
      '轮播图片 › 第 2 项 › 图片地址 换了图片',
      '轮播图片 › 第 3 项 › 图片地址 设为图片',
    ]);
    expect(diff.page.map(fieldWords)).toEqual([
      '活动结束后 › 访客看到 设为「结束页（文案和链接）」',
      '活动结束后 › 结束页文案 设为「下一期四月开始」',
    ]);
    const shown = diff.page
      .concat(diff.blocks.flatMap((b) => b.fields))
      .flatMap((f) => [f.before?.text, f.after?.text])
      .filter((t) => t !== undefined);
    expect(shown.filter((t) => /^[[{]/.test(t))).toEqual([]);
  });
});

describe('diff of a page with an A/B test, variant by variant', () => {
  it('starting a test: 方案 A against the page as it was, 方案 B against 方案 A, no JSON of variants', () => {
    const before = page([image('/banner.png'), button('立即领取')]);
    const after = abPage([
      { key: 'a', weight: 50, blocks: [image('/banner.png'), button('立即领取')] },
      { key: 'b', weight: 50, blocks: [image('/banner.png'), button('马上领取')] },
    ]);
    const diff = diffPages(before, after);
    expect(diff.page).toEqual([]);
    expect(diff.blocks).toEqual([]);
    expect(diff.variants!.map((v) => [v.label, v.kind, v.base, v.weight])).toEqual([
      ['方案 A', 'same', 'before', 50],
      ['方案 B', 'added', 'control', 50],
    ]);
    const b = diff.variants![1]!;
    expect(b.fields).toEqual([]);
    expect(b.blocks.map(blockWords)).toEqual([
      `第 2 个组件「按钮」：${TEXT_LABEL} 由「立即领取」改为「马上领取」`,
    ]);
    expect(b.blocks[0]!.path).toBe('variants[1].page_schema[1]');
    // Compared with the control, not with an earlier B: no place of an older page to note.
    expect(b.blocks[0]!.beforePath).toBeUndefined();
  });

  it('a test changed: each variant against itself, weights, added and removed variants', () => {
    const before = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取')] },
      { key: 'b', weight: 30, blocks: [button('马上领取')] },
      { key: 'c', weight: 20, blocks: [button('现在领取')] },
    ]);
    const after = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取')] },
      { key: 'b', weight: 25, blocks: [button('马上领取'), image('/media/new.png')] },
      { key: 'd', weight: 25, blocks: [button('预约体验')] },
    ]);
    const diff = diffPages(before, after);
    expect(diff.variants!.map((v) => [v.label, v.kind])).toEqual([
      ['方案 C', 'removed'],
      ['方案 A', 'same'],
      ['方案 B', 'changed'],
      ['方案 C', 'added'],
    ]);
    const [, , b, d] = diff.variants!;
    expect(b!.fields.map(fieldWords)).toEqual(['流量占比（%） 由「30」改为「25」']);
    expect(b!.blocks.map(blockWords)).toEqual(['新增 第 2 个组件「图片」']);
    expect(b!.blocks[0]!.path).toBe('variants[1].page_schema[1]');
    expect(d!.blocks.map(blockWords)).toEqual([
      `第 1 个组件「按钮」：${TEXT_LABEL} 由「立即领取」改为「预约体验」`,
    ]);
    // B changed again: its place in the older page, where a reviewer's note would be.
    const again = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取')] },
      { key: 'b', weight: 25, blocks: [button('预约体验'), image('/media/new.png')] },
      { key: 'd', weight: 25, blocks: [button('预约体验')] },
    ]);
    const bAgain = diffPages(after, again).variants!.find((v) => v.key === 'b')!;
    expect(bAgain.blocks.map((c) => [c.path, c.beforePath])).toEqual([
      ['variants[1].page_schema[0]', 'variants[1].page_schema[0]'],
    ]);
    expect(diffIsEmpty(diffPages(after, after))).toBe(true);
  });

  it('ending a test: what is left against the control, the other variants removed', () => {
    const before = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取')] },
      { key: 'b', weight: 50, blocks: [button('马上领取')] },
    ]);
    const after = page([button('马上领取')]);
    const diff = diffPages(before, after);
    expect(diff.variants!.map((v) => [v.label, v.kind, v.weight])).toEqual([
      ['方案 B', 'removed', null],
      ['方案 A', 'changed', null],
    ]);
    expect(diff.variants![1]!.blocks.map(blockWords)).toEqual([
      `第 1 个组件「按钮」：${TEXT_LABEL} 由「立即领取」改为「马上领取」`,
    ]);
  });

  it('names the traffic allocation: turned on or off, or set with the test', () => {
    const AUTOMATIC = '自动分配（Thompson 抽样，留出 20% 平均分配用于分析）';
    const byWeights = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取')] },
      { key: 'b', weight: 50, blocks: [button('马上领取')] },
    ]);
    const automatic = { ...byWeights, variant_allocation: 'thompson' };
    const on = diffPages(byWeights, automatic);
    expect(on.page.map(fieldWords)).toEqual([`流量分配 由「按流量占比」改为「${AUTOMATIC}」`]);
    expect(on.page[0]!.key).toBe('variant_allocation');
    expect(diffIsEmpty(on)).toBe(false);
    expect(diffPages(automatic, byWeights).page.map(fieldWords)).toEqual([
      `流量分配 由「${AUTOMATIC}」改为「按流量占比」`,
    ]);
    expect(diffIsEmpty(diffPages(automatic, automatic))).toBe(true);

    // Starting a test: only an automatic allocation is worth a line; ending one clears it.
    const plain = page([button('立即领取')]);
    expect(diffPages(plain, automatic).page.map(fieldWords)).toEqual([
      `流量分配 设为「${AUTOMATIC}」`,
    ]);
    expect(diffPages(plain, byWeights).page).toEqual([]);
    expect(diffPages(automatic, plain).page.map(fieldWords)).toEqual([
      `流量分配 已清空（原为「${AUTOMATIC}」）`,
    ]);

    // Under it the typed weights move nobody: no variant says 流量 50%, nor that it changed.
    expect(on.variants!.map((variant) => variant.weight)).toEqual([null, null]);
    expect(diffPages(byWeights, byWeights).variants!.map((variant) => variant.weight)).toEqual([
      50, 50,
    ]);
    const reweighted = {
      ...abPage([
        { key: 'a', weight: 80, blocks: [button('立即领取')] },
        { key: 'b', weight: 20, blocks: [button('马上领取')] },
      ]),
      variant_allocation: 'thompson',
    };
    const moved = diffPages(automatic, reweighted);
    expect(moved.variants!.flatMap((variant) => variant.fields)).toEqual([]);
    expect(diffIsEmpty(moved)).toBe(true);
  });

  it('names each variant by its display name, and a rename as a change of 方案名称', () => {
    const withNames = (names: (string | undefined)[], allocation?: 'thompson'): PageFile => {
      const base = abPage([
        { key: 'a', weight: 50, blocks: [button('立即领取')] },
        { key: 'b', weight: 50, blocks: [button('马上领取')] },
      ]);
      const variants = (base.variants as Record<string, unknown>[]).map((v, i) =>
        names[i] === undefined ? v : { ...v, name: names[i] },
      );
      return { ...base, variants, ...(allocation ? { variant_allocation: allocation } : {}) };
    };
    const renamed = diffPages(withNames([undefined, '新人礼版']), withNames(['原版', '老客版']));
    expect(renamed.variants!.map((v) => [v.label, v.kind])).toEqual([
      ['方案 A · 原版', 'changed'],
      ['方案 B · 老客版', 'changed'],
    ]);
    expect(renamed.variants!.flatMap((v) => v.fields.map(fieldWords))).toEqual([
      '方案名称 设为「原版」',
      '方案名称 由「新人礼版」改为「老客版」',
    ]);
    expect(diffIsEmpty(renamed)).toBe(false);
    // Under an automatic allocation a rename still shows, though weights do not.
    const automatic = diffPages(
      withNames([undefined, '新人礼版'], 'thompson'),
      withNames([undefined, undefined], 'thompson'),
    );
    expect(automatic.variants!.flatMap((v) => v.fields.map(fieldWords))).toEqual([
      '方案名称 已清空（原为「新人礼版」）',
    ]);
    // A variant removed is named as it was.
    const ended = diffPages(withNames([undefined, '新人礼版']), page([button('立即领取')]));
    expect(ended.variants!.map((v) => [v.label, v.kind])).toEqual([
      ['方案 B · 新人礼版', 'removed'],
      ['方案 A', 'same'],
    ]);
  });
});

describe('notes of a rejection, at the changes made since', () => {
  it('sets each note at its block when that block changed, and keeps the others apart', () => {
    const rejected = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取'), image('/a.png')] },
      { key: 'b', weight: 50, blocks: [button('马上领取'), image('/a.png')] },
    ]);
    const now = abPage([
      { key: 'a', weight: 50, blocks: [button('立即领取'), image('/b.png')] },
      { key: 'b', weight: 50, blocks: [button('预约体验'), image('/a.png')] },
    ]);
    const notes = [
      { path: 'variants[1].page_schema[0]', text: 'B 的按钮文案' },
      { path: 'page_schema[1]', text: '横幅换一张' },
      { path: 'variants[1].page_schema[1]', text: 'B 的横幅也换' },
      { path: 'after_end', text: '结束页加链接' },
    ];
    const diff = diffPages(rejected, now);
    const { at, elsewhere } = placeNotes(diff, notes, rejected);
    const [a, b] = diff.variants!;
    expect(at.get(b!.blocks[0]!)).toEqual([notes[0]]);
    expect(at.get(a!.blocks[0]!)).toEqual([notes[1]]);
    expect(elsewhere).toEqual([notes[2], notes[3]]);
  });
});
