import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { validatePage } from '@h5-page/schema/validate-page';
import type { Block } from '@h5-page/schema/page';
import { dataToPage, pageToData } from './page-data.ts';
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
  return {
    code: 'every-block',
    title: '全部组件',
    meta: { keywords: '理财,投顾', description: '每个组件一个例子' },
    background: '#f5f5f5',
    is_auto_fit: 1,
    extra: { pageID: 1001, owner: 'marketing' },
    page_schema: blocks,
  };
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
