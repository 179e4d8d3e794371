import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { dividerDefinition } from '@h5-page/blocks/divider/index';
import { iconDefinition } from '@h5-page/blocks/icon/index';
import type { PageFile } from '../shared/page-data.ts';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { clickButton, squash } from '#test/editor-queries.ts';

/** A page of two spacers. */
const draft: PageFile = {
  code: 'p1',
  title: '双十一活动',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [
    { name: 'empty', value: { height: 20 }, children: [] },
    { name: 'empty', value: { height: 40 }, children: [] },
  ],
};

/** The admin API of page p1; the pages its saves sent. */
function serve(): PageFile[] {
  const saved: PageFile[] = [];
  let revision = 1;
  const answer = (response: unknown) =>
    new Response(JSON.stringify({ code: 1, msg: 'success', response }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://builder.test');
      const path = url.pathname.replace(/^\/admin\/api/, '');
      if (path === '/pages/p1' && init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)) as PageFile);
        revision += 1;
        return answer({ code: 'p1', revision, updated_by: 'li.na', updated_at: '' });
      }
      if (path === '/pages/p1') {
        return answer({ draft, revision, live_version: null, updated_by: null });
      }
      return answer({ items: [], links: [] });
    }),
  );
  return saved;
}

/**
 * The palette item reading `label`: the one Puck makes focusable and draggable (it draws each
 * item twice, the other a still copy under a drag).
 */
const paletteItem = (label: string) => {
  const found = [
    ...document.querySelectorAll<HTMLElement>('[data-puck-drawer-item][tabindex]'),
  ].find((item) => squash(item.textContent) === label);
  if (!found) throw new Error(`no palette item ${label}`);
  return found;
};

/** The blocks of the page as 保存草稿 sends it. */
async function savedBlocks(saved: PageFile[]) {
  const before = saved.length;
  clickButton('保存草稿 *');
  await waitFor(() => expect(saved.length).toBe(before + 1));
  return saved.at(-1)!.page_schema as { name: string; value: Record<string, unknown> }[];
}

/** The fields the side panel shows (Puck draws the panel twice), each once. */
const shownFields = () => [
  ...new Set(
    [...document.querySelectorAll('[data-field^="value."]')].map((f) =>
      f.getAttribute('data-field'),
    ),
  ),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the block palette', () => {
  it(
    'adds the clicked block after the selected one, else at the end, and selects it',
    { timeout: 120_000 },
    async () => {
      const saved = serve();
      await openPageEditor();

      // Nothing selected: at the end of the page, with its default value, its fields open.
      fireEvent.click(paletteItem('分割线'));
      await waitFor(() => expect(shownFields()).toContain('value.thickness'));
      let blocks = await savedBlocks(saved);
      expect(blocks.map((b) => b.name)).toEqual(['empty', 'empty', 'divider']);
      expect(blocks[2]!.value).toEqual(dividerDefinition.defaultValue);

      // The first block selected (from the outline): right after it.
      const outline = [...document.querySelectorAll('button')].filter(
        (b) => squash(b.textContent) === '空白间隔',
      );
      fireEvent.click(outline[0]!);
      await waitFor(() => expect(shownFields()).toEqual(['value.height']));
      fireEvent.click(paletteItem('图标'));
      await waitFor(() => expect(shownFields()).toContain('value.text'));
      blocks = await savedBlocks(saved);
      expect(blocks.map((b) => b.name)).toEqual(['empty', 'icon', 'empty', 'divider']);
      expect(blocks[1]!.value).toEqual(iconDefinition.defaultValue);
      // Puck writes an undo step 250 ms after an edit, one for all edits quicker than that: the
      // icon's step is written (its timer, set before this one, has run) before the next addition.
      await new Promise((resolve) => setTimeout(resolve, 400));

      // From the keyboard: Enter on the focused item adds after the icon, now the selected block.
      const item = paletteItem('空白间隔');
      item.focus();
      fireEvent.keyDown(item, { key: 'Enter' });
      await waitFor(() => expect(shownFields()).toEqual(['value.height']));
      blocks = await savedBlocks(saved);
      expect(blocks.map((b) => b.name)).toEqual(['empty', 'icon', 'empty', 'empty', 'divider']);

      // Each addition is one step of the undo history (as above).
      await new Promise((resolve) => setTimeout(resolve, 400));
      fireEvent.click(document.querySelector<HTMLElement>('button[title="撤销"]')!);
      blocks = await savedBlocks(saved);
      expect(blocks.map((b) => b.name)).toEqual(['empty', 'icon', 'empty', 'divider']);
    },
  );
});
