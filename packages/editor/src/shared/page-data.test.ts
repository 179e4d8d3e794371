import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { validatePage } from '@h5-page/schema/validate-page';
import type { Block } from '@h5-page/schema/page';
import { examplePage } from '@h5-page/schema/test/contract-example';
import { canvasVariant, CANVAS_VARIANT, dataToPage, pageToData } from './page-data.ts';
import type { CanvasBlock } from './page-data.ts';

function everyBlockPage() {
  const blocks: Block[] = [];
  for (const definition of Object.values(blockDefinitions)) {
    blocks.push(...structuredClone(definition.demo));
    blocks.push({
      name: definition.name,
      value: structuredClone(definition.defaultValue) as Record<string, unknown>,
      children: [],
    });
  }
  return examplePage({
    code: 'every-block',
    title: '全部组件',
    meta: { keywords: '理财,投顾', description: '每个组件一个例子' },
    is_auto_fit: 1,
    extra: { pageID: 1001, owner: 'marketing' },
    page_schema: blocks,
  });
}

describe('page file <-> canvas data', () => {
  it('round-trips a page holding every block, nested children included, key for key', () => {
    const page = everyBlockPage();
    const names = new Set(page.page_schema.map((b) => b.name));
    for (const name of Object.keys(blockDefinitions)) expect(names).toContain(name);
    expect(page.page_schema.some((b) => b.children.length > 0)).toBe(true);
    expect(validatePage(page).ok).toBe(true);

    const back = JSON.parse(JSON.stringify(dataToPage(pageToData(page))));
    expect(back).toStrictEqual(JSON.parse(JSON.stringify(page)));
  });

  it('keeps unknown keys in values, on blocks and on the page, and absent children stay absent', () => {
    const page = {
      code: 'odd',
      title: 't',
      future: { a: 1 },
      page_schema: [
        { name: 'countdown', value: { type: 1, endTime: 1, later: [1, { x: null }] }, note: 'n' },
        { name: 'notYetKnown', value: { z: true }, children: [] },
      ],
    };
    const back = dataToPage(pageToData(page));
    expect(back).toStrictEqual(page);
  });

  it('gives popups their canvas children and each block its own id', () => {
    const data = pageToData(everyBlockPage());
    const content = data.content as unknown as CanvasBlock[];
    const popup = content.find((b) => b.type === 'popup' && (b.props.children?.length ?? 0) > 0);
    expect(popup?.props.children?.[0]?.type).toBe('image');
    const ids = new Set(content.map((b) => b.props.id));
    expect(ids.size).toBe(content.length);
  });

  it('edits on the canvas come back in the page file', () => {
    const data = pageToData(everyBlockPage());
    const content = data.content as unknown as CanvasBlock[];
    content[0]!.props.value = { ...content[0]!.props.value, changed: 1 };
    const blocks = dataToPage(data).page_schema as Block[];
    expect(blocks[0]?.value.changed).toBe(1);
  });
});

describe('a page with A/B variants on the canvas', () => {
  const empty = (height: number) => ({ name: 'empty', value: { height }, children: [] });
  const abPage = () => ({
    code: 'ab',
    title: '两个方案',
    meta: { keywords: '', description: '' },
    background: '',
    is_auto_fit: 0,
    extra: {},
    page_schema: [empty(10)],
    variants: [
      { key: 'a', weight: 60, page_schema: [empty(10)] },
      { key: 'b', weight: 40, page_schema: [empty(20), empty(21)], note: 'kept' },
    ],
  });

  it('round-trips the variants key for key, whichever variant the canvas holds', () => {
    for (const shown of [0, 1]) {
      const data = pageToData(abPage(), shown);
      expect(canvasVariant(data)).toBe(shown);
      expect((data.content as unknown as CanvasBlock[]).length).toBe(shown === 0 ? 1 : 2);
      const back = dataToPage(data);
      expect(back).toStrictEqual(abPage());
      expect(CANVAS_VARIANT in back).toBe(false);
    }
  });

  it("writes the canvas into its variant, and the page's own blocks mirror 方案 A", () => {
    const onB = pageToData(abPage(), 1);
    const content = onB.content as unknown as CanvasBlock[];
    content[0]!.props.value = { height: 99 };
    const page = dataToPage(onB);
    const variants = page.variants as { page_schema: Block[] }[];
    expect(variants[1]!.page_schema[0]!.value).toEqual({ height: 99 });
    expect(variants[0]!.page_schema).toEqual([empty(10)]);
    expect(page.page_schema).toEqual([empty(10)]);

    const onA = pageToData(abPage(), 0);
    (onA.content as unknown as CanvasBlock[])[0]!.props.value = { height: 5 };
    const edited = dataToPage(onA);
    expect(edited.page_schema).toEqual([empty(5)]);
    expect((edited.variants as { page_schema: Block[] }[])[0]!.page_schema).toEqual([empty(5)]);
    expect(validatePage(edited).ok).toBe(true);
  });

  it('round-trips the automatic allocation, a root key of the page file', () => {
    const automatic = { ...abPage(), variant_allocation: 'thompson' };
    const data = pageToData(automatic, 1);
    expect((data.root.props as Record<string, unknown>).variant_allocation).toBe('thompson');
    const back = dataToPage(data);
    expect(back).toStrictEqual(automatic);
    expect(validatePage(back).ok).toBe(true);
  });

  it('leaves a page without variants without the key', () => {
    const { variants: _variants, ...plain } = abPage();
    const back = dataToPage(pageToData(plain));
    expect('variants' in back).toBe(false);
    expect(CANVAS_VARIANT in (pageToData(plain).root.props ?? {})).toBe(false);
  });
});
