import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Data } from '@puckeditor/core';
import { copyBlocks, pasteBlocks, readClipboard, subscribeClipboard } from './block-clipboard.ts';
import { dataToPage, pageToData } from '../shared/page-data.ts';
import type { CanvasBlock } from '../shared/page-data.ts';

const page = {
  code: 'double11',
  title: '双11 课程节',
  page_schema: [
    { name: 'image', value: { url: '/a.png' }, children: [] },
    {
      name: 'container',
      value: { background: '#fff' },
      children: [
        { name: 'text', value: { html: '<p>卖点一</p>' }, children: [] },
        { name: 'button', value: { text: '立即报名' }, children: [] },
      ],
    },
    { name: 'footer', value: { show: true }, children: [] },
  ],
};

const content = (data: Data) => data.content as unknown as CanvasBlock[];
const ids = (blocks: CanvasBlock[]): string[] =>
  blocks.flatMap((b) => [b.props.id, ...ids(b.props.children ?? [])]);

afterEach(() => localStorage.clear());

describe('the block clipboard', () => {
  it('copies a container with what it holds, in the page file’s form', () => {
    const data = pageToData(page);
    const heard = vi.fn();
    const stop = subscribeClipboard(heard);
    copyBlocks([content(data)[1]!], 'double11');
    stop();
    expect(heard).toHaveBeenCalledOnce();
    expect(readClipboard()).toEqual({ blocks: [page.page_schema[1]], from: 'double11' });
    // The same object until it changes: React reads the store at every render.
    expect(readClipboard()).toBe(readClipboard());
  });

  it('pastes after the chosen block of another page, each block and child with a new id', () => {
    copyBlocks([content(pageToData(page))[1]!], 'double11');
    const other = pageToData({ code: 'spring', page_schema: [{ name: 'image', value: {} }] });
    const { blocks } = readClipboard()!;
    const once = pasteBlocks(other, { index: 0, zone: 'root:default-zone' }, blocks);
    const twice = pasteBlocks(once.data, once.place, blocks);
    expect(once.place).toEqual({ index: 1, zone: 'root:default-zone' });
    expect(dataToPage(twice.data).page_schema).toEqual([
      { name: 'image', value: {} },
      page.page_schema[1],
      page.page_schema[1],
    ]);
    const all = ids(content(twice.data));
    expect(new Set(all).size).toBe(all.length);
    // The page pasted from is untouched.
    expect(dataToPage(other).page_schema).toEqual([{ name: 'image', value: {} }]);
  });

  it('pastes inside the container of the chosen block, or at the end when none is chosen', () => {
    const data = pageToData(page);
    const container = content(data)[1]!;
    const blocks = [{ name: 'divider', value: {}, children: [] }];
    const inside = pasteBlocks(data, { index: 0, zone: `${container.props.id}:children` }, blocks);
    expect(inside.place).toEqual({ index: 1, zone: `${container.props.id}:children` });
    const texts = (dataToPage(inside.data).page_schema as typeof page.page_schema)[1]!.children;
    expect(texts.map((b) => b.name)).toEqual(['text', 'divider', 'button']);

    const atEnd = pasteBlocks(data, null, blocks);
    expect(atEnd.place).toEqual({ index: 3, zone: 'root:default-zone' });
    expect((dataToPage(atEnd.data).page_schema as { name: string }[]).at(-1)!.name).toBe('divider');
    // A container that is gone since (deleted in another tab): the end of the page.
    const gone = pasteBlocks(data, { index: 0, zone: 'container-x:children' }, blocks);
    expect(gone.place).toEqual({ index: 3, zone: 'root:default-zone' });
  });

  it('reads anything else in its storage as empty', () => {
    for (const text of ['not json', '{"blocks":[]}', '{"blocks":[1,"x",null]}', '[]']) {
      localStorage.setItem('h5-page:block-clipboard', text);
      expect(readClipboard()).toBeNull();
    }
  });
});
