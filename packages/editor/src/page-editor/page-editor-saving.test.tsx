import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { PageFile } from '../shared/page-data.ts';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { button, clickButton, dialogShowing, openDialog, squash } from '#test/editor-queries.ts';

const block = (name: string, value: Record<string, unknown>, children: unknown[] = []) => ({
  name,
  value,
  children,
});

const testPage = (page_schema: unknown[]): PageFile => ({
  code: 'p1',
  title: '测试页面',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema,
});

interface Put {
  base: string | null;
  page: PageFile;
}

/** The admin API of one page, answering as the server does (409 for a stale base revision). */
function fakeServer(draft: PageFile) {
  const stored = {
    draft,
    revision: 1,
    updated_by: 'admin' as string | null,
    updated_at: '2026-11-25T06:00:00.000Z',
  };
  const puts: Put[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://builder.test');
    if (url.pathname === '/admin/api/pages/p1' && init?.method === 'PUT') {
      const base = url.searchParams.get('base_revision');
      const page = JSON.parse(String(init.body)) as PageFile;
      puts.push({ base, page });
      if (base !== null && Number(base) !== stored.revision) {
        return answer(409, {
          code: 'PAGE_DRAFT_CONFLICT',
          msg: `此页面已被 ${stored.updated_by} 于 11月25日 14:03 修改`,
          response: {
            revision: stored.revision,
            updated_by: stored.updated_by,
            updated_at: stored.updated_at,
          },
        });
      }
      Object.assign(stored, {
        draft: page,
        revision: stored.revision + 1,
        updated_by: 'admin',
        updated_at: new Date().toISOString(),
      });
      return answer(200, {
        code: 1,
        msg: 'success',
        response: {
          code: 'p1',
          revision: stored.revision,
          updated_by: stored.updated_by,
          updated_at: stored.updated_at,
        },
      });
    }
    if (url.pathname === '/admin/api/pages/p1') {
      return answer(200, {
        code: 1,
        msg: 'success',
        response: { ...stored, live_version: null },
      });
    }
    return answer(200, { code: 1, msg: 'success', response: { items: [], links: [] } });
  });
  vi.stubGlobal('fetch', fetch);
  return { stored, puts };
}

async function openEditor(draft: PageFile) {
  const server = fakeServer(draft);
  await openPageEditor();
  return server;
}

const status = () => document.querySelector('.autosave-status')?.textContent ?? '';

const titleInput = () => document.querySelector<HTMLInputElement>('[data-field="title"] input')!;
const typeTitle = (title: string) => fireEvent.change(titleInput(), { target: { value: title } });
/** Lets the fake clock run `ms`, with every promise it releases settled. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('drafts save themselves', { timeout: 180_000 }, () => {
  it('saves about 3 s after the last change, with the revision it was based on, and says so', async () => {
    const server = await openEditor(testPage([block('empty', { height: 20 })]));
    vi.useFakeTimers();
    typeTitle('新标题');
    await elapse(2000);
    typeTitle('新标题二');
    await elapse(2900);
    // The second change restarted the wait.
    expect(server.puts).toEqual([]);
    await elapse(200);
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]).toMatchObject({ base: '1', page: { title: '新标题二' } });
    expect(status()).toMatch(/^已自动保存 \d{2}:\d{2}$/);
    expect(button('保存草稿')).not.toBeNull();

    // The next save is based on the revision this one made.
    typeTitle('新标题三');
    await elapse(3000);
    expect(server.puts[1]).toMatchObject({ base: '2', page: { title: '新标题三' } });
    expect(server.stored).toMatchObject({ revision: 3, draft: { title: '新标题三' } });
  });

  it('on a 409 overwrites nothing and offers to load the newer draft or compare, then overwrite', async () => {
    const server = await openEditor(testPage([block('empty', { height: 20 })]));
    // admin2 saves while this editor is open.
    Object.assign(server.stored, {
      draft: { ...testPage([block('empty', { height: 20 })]), title: 'admin2 的标题' },
      revision: 2,
      updated_by: 'admin2',
    });
    vi.useFakeTimers();
    typeTitle('我的标题');
    await elapse(3000);
    expect(server.puts).toEqual([
      { base: '1', page: expect.objectContaining({ title: '我的标题' }) },
    ]);
    expect(server.stored.draft.title).toBe('admin2 的标题');

    const dialog = openDialog()!;
    expect(within(dialog).getByText('此页面已被 admin2 于 11月25日 14:03 修改')).toBeTruthy();
    expect(button('载入最新草稿', dialog)).not.toBeNull();
    expect(button('对比差异', dialog)).not.toBeNull();
    expect(status()).toBe('未保存：页面已被他人修改');

    // Autosave stops at a conflict: later changes do not overwrite either.
    typeTitle('我的标题 2');
    await elapse(10_000);
    expect(server.puts).toHaveLength(1);
    vi.useRealTimers();

    clickButton('对比差异', dialog);
    await waitFor(() => expect(dialog.querySelector('.version-diff__row')).not.toBeNull());
    const row = dialog.querySelector('.version-diff__row')!;
    expect(row.textContent).toContain('页面标题');
    expect(row.textContent).toContain('页面标题 由「admin2 的标题」改为「我的标题 2」');
    expect(row.querySelector('del')?.textContent).toBe('admin2 的标题');
    expect(row.querySelector('ins')?.textContent).toBe('我的标题 2');

    clickButton('用我的修改覆盖', dialog);
    await waitFor(() => expect(server.stored.draft.title).toBe('我的标题 2'));
    expect(server.puts[1]).toMatchObject({ base: '2' });
    await waitFor(() => expect(status()).toMatch(/^已保存 \d{2}:\d{2}$/));
  });

  it('merges a draft saved meanwhile that changed other blocks: both keep their changes, nothing asks', async () => {
    const blocks = [block('empty', { height: 20 }), block('empty', { height: 30 })];
    const server = await openEditor(testPage(blocks));
    // admin2 changes the button while this editor changes the title.
    Object.assign(server.stored, {
      draft: { ...testPage([blocks[0], block('empty', { height: 48 })]) },
      revision: 2,
      updated_by: 'admin2',
    });
    typeTitle('我的标题');
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    await waitFor(() => expect(server.stored.revision).toBe(3));
    expect(server.puts.map((put) => put.base)).toEqual(['1', '2']);
    expect(server.stored.draft).toMatchObject({
      title: '我的标题',
      page_schema: [block('empty', { height: 20 }), block('empty', { height: 48 })],
    });
    await screen.findByText('已与 admin2 同时保存的修改合并，并已保存');
    expect(openDialog()).toBeNull();
    // The canvas shows the merge, and saving goes on from it.
    expect(titleInput().value).toBe('我的标题');
    typeTitle('接着改');
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    await waitFor(() => expect(server.stored.draft.title).toBe('接着改'));
    expect(server.puts.at(-1)).toMatchObject({ base: '3' });
    expect(server.stored.draft.page_schema).toEqual(
      expect.arrayContaining([block('empty', { height: 48 })]),
    );
  });

  it('asks only about what both changed, and keeps the side chosen for it', async () => {
    const blocks = [block('empty', { height: 20 }), block('empty', { height: 30 })];
    const server = await openEditor(testPage(blocks));
    Object.assign(server.stored, {
      draft: {
        ...testPage([blocks[0], block('empty', { height: 48 })]),
        title: 'admin2 的标题',
      },
      revision: 2,
      updated_by: 'admin2',
    });
    typeTitle('我的标题');
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    const dialog = await dialogShowing();
    // The dialog opens as the save is refused; what both changed shows once the newer draft has
    // been read and merged.
    const asked = await within(dialog).findByRole('list', { name: '双方都修改的内容' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => squash(item.textContent)),
    ).toEqual([squash('页面标题 你修改了它，admin2也修改了它 保留我的 采用admin2的')]);
    fireEvent.click(within(asked).getByRole('radio', { name: '采用admin2的' }));
    clickButton('合并保存', dialog);
    await waitFor(() => expect(server.stored.revision).toBe(3));
    expect(server.stored.draft).toMatchObject({
      title: 'admin2 的标题',
      page_schema: [block('empty', { height: 20 }), block('empty', { height: 48 })],
    });
    expect(server.puts.at(-1)).toMatchObject({ base: '2' });
    await waitFor(() => expect(titleInput().value).toBe('admin2 的标题'));
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('loads the newer draft when chosen, and saves on from its revision', async () => {
    const server = await openEditor(testPage([block('empty', { height: 20 })]));
    Object.assign(server.stored, {
      draft: { ...server.stored.draft, title: 'admin2 的标题' },
      revision: 4,
      updated_by: 'admin2',
    });
    typeTitle('我的标题');
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    clickButton('载入最新草稿', await dialogShowing());
    await waitFor(() => expect(titleInput().value).toBe('admin2 的标题'));
    typeTitle('接着改');
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    await waitFor(() => expect(server.stored.draft.title).toBe('接着改'));
    expect(server.puts.at(-1)).toMatchObject({ base: '4' });
  });
});

describe('deleting blocks by keyboard', { timeout: 180_000 }, () => {
  const popupPage = () =>
    testPage([
      block('popup', { id: 'gift', position: 'center' }, [
        block('empty', { height: 10 }),
        block('empty', { height: 12 }),
      ]),
      block('empty', { height: 20 }),
    ]);
  const press = (key: 'Delete' | 'Backspace') =>
    fireEvent.keyDown(document.body, { key, code: key });
  /** The outline's entries reading `label`. */
  const outlineItems = (label: string) =>
    [...document.querySelectorAll('button')].filter((b) => squash(b.textContent) === label);

  it('asks once when more than one block would go; a single block goes at once', async () => {
    await openEditor(popupPage());
    fireEvent.click(outlineItems('弹窗')[0]!);
    press('Delete');
    const confirm = await dialogShowing();
    expect(confirm.textContent).toContain('删除「弹窗」及其中的组件？');
    expect(confirm.textContent).toContain('将一次删除 3 个组件');
    clickButton('取消', confirm);
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(outlineItems('弹窗')).toHaveLength(1);

    press('Backspace');
    clickButton('删除', await dialogShowing());
    await waitFor(() => expect(outlineItems('弹窗')).toHaveLength(0));
    expect(button('保存草稿 *')).not.toBeNull();

    // One block: Puck deletes it without asking.
    fireEvent.click(outlineItems('空白间隔')[0]!);
    press('Delete');
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(0));
    expect(openDialog()).toBeNull();
  });
});

describe('the pre-publish checklist', { timeout: 180_000 }, () => {
  const copyright = blockDefinitions.copyright.defaultValue;

  it("lists the footer's licence and hotline on 发布, each leading to its field", async () => {
    await openEditor(testPage([block('empty', { height: 20 }), block('copyright', copyright)]));
    // The 合规检查 header lists them too (placeholder content among its rules).
    expect(button('合规检查 (2 错误)')).not.toBeNull();
    clickButton('发布');
    const dialog = await dialogShowing();
    expect(within(dialog).getByText('发布前检查：2 处占位内容未修改')).toBeTruthy();
    expect([...dialog.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '许可证编号（资质说明） · 第 2 个组件 版权及风险提示',
      '服务及投诉热线 · 第 2 个组件 版权及风险提示',
    ]);

    fireEvent.click(within(dialog).getByText('许可证编号（资质说明）'));
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe(
        'value.texts.show3',
      ),
    );
    await waitFor(() => expect(openDialog()).toBeNull());

    // Once replaced, the licence is off the list (the panel lists what is left).
    fireEvent.change(document.activeElement!, {
      target: { value: '经营证券期货业务许可证编号：91440101MA5CXXXX1Y' },
    });
    await waitFor(() => expect(button('合规检查 (1 错误)')).not.toBeNull());
    clickButton('合规检查 (1 错误)');
    const panel = await dialogShowing();
    expect(within(panel).getByText(/^服务及投诉热线仍是/)).toBeTruthy();
    expect(within(panel).queryByText(/^许可证编号/)).toBeNull();
  });

  it('goes on to the publish settings when the marketer publishes anyway', async () => {
    await openEditor(testPage([block('copyright', copyright)]));
    clickButton('发布');
    clickButton('仍要发布', await dialogShowing());
    expect(await screen.findByText('发布页面')).toBeTruthy();
  });

  it('opens the publish settings at once when nothing is a placeholder', async () => {
    await openEditor(testPage([block('empty', { height: 20 })]));
    clickButton('发布');
    expect(await screen.findByText('发布页面')).toBeTruthy();
    expect(screen.queryByText(/发布前检查/)).toBeNull();
  });
});
