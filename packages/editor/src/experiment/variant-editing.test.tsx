import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { PageVariant } from '@h5-page/schema/variants';
import type { Block } from '@h5-page/schema/page';
import type { PageFile } from '../shared/page-data.ts';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { button, clickButton, dialogShowing, openDialog, squash } from '#test/editor-queries.ts';

const empty = (height: number): Block => ({ name: 'empty', value: { height }, children: [] });

const testPage = (page_schema: Block[], variants?: PageVariant[]): PageFile => ({
  code: 'p1',
  title: '实验页面',
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema,
  ...(variants ? { variants } : {}),
});

/** A page in an experiment: 方案 A is the page's own block, 方案 B holds `blocksOfB`. */
const twoVariantPage = (blocksOfB: Block[]): PageFile =>
  testPage(
    [empty(10)],
    [
      { key: 'a', weight: 50, page_schema: [empty(10)] },
      { key: 'b', weight: 50, page_schema: blocksOfB },
    ],
  );

/** The admin API of one page: the draft it holds and every save sent to it. */
function fakeServer(draft: PageFile) {
  const stored = { draft, revision: 1 };
  const puts: PageFile[] = [];
  const answer = (body: unknown) =>
    new Response(JSON.stringify({ code: 1, msg: 'success', response: body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://builder.test');
      if (url.pathname === '/admin/api/pages/p1' && init?.method === 'PUT') {
        const page = JSON.parse(String(init.body)) as PageFile;
        puts.push(page);
        stored.draft = page;
        stored.revision += 1;
        return answer({
          code: 'p1',
          revision: stored.revision,
          updated_by: 'li.na',
          updated_at: new Date().toISOString(),
        });
      }
      if (url.pathname === '/admin/api/pages/p1') {
        return answer({
          ...stored,
          live_version: null,
          updated_by: 'li.na',
          updated_at: '2026-11-26T01:00:00.000Z',
        });
      }
      return answer({ items: [], links: [] });
    }),
  );
  return { stored, puts };
}

async function openEditor(draft: PageFile, onExperiment = () => {}) {
  const server = fakeServer(draft);
  await openPageEditor(onExperiment);
  return server;
}

const bar = () => document.querySelector<HTMLElement>('.variant-bar');
/** The variant the switch shows as being edited. */
const shownVariant = () =>
  squash(bar()?.querySelector('.ant-segmented-item-selected')?.textContent).replace(/\d+%.*$/, '');
const showVariant = (label: string) => {
  const item = [...(bar()?.querySelectorAll('.ant-segmented-item') ?? [])].find((el) =>
    squash(el.textContent).startsWith(squash(label)),
  );
  if (!item) throw new Error(`no variant ${label}`);
  fireEvent.click(item.querySelector('input')!);
};
/** The outline's entries (each block on the canvas) reading `label`. */
const outlineItems = (label: string) =>
  [...document.querySelectorAll('button')].filter((b) => squash(b.textContent) === label);
const heights = (blocks: unknown) => (blocks as Block[]).map((b) => b.value.height);
/** Saves now unless autosave has done so already (3 s after the last change), then the draft saved. */
async function saved(server: { puts: PageFile[] }): Promise<PageFile> {
  const save = button('保存草稿 *');
  if (save) fireEvent.click(save);
  await waitFor(() => expect(button('保存草稿')).not.toBeNull());
  return server.puts.at(-1)!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('A/B variants in the page editor', { timeout: 180_000 }, () => {
  it('creates an experiment, edits 方案 B alone, switches back to 方案 A and saves both', async () => {
    const server = await openEditor(testPage([empty(20), empty(30)]));
    expect(bar()).toBeNull();
    clickButton('A/B 实验');
    clickButton('创建 A/B 实验', await dialogShowing('方案 B 为它的副本'));
    await waitFor(() => expect(shownVariant()).toBe('方案B'));
    expect(bar()!.textContent).toContain('50%');
    expect(button('A/B 实验 · 2 个方案')).not.toBeNull();

    // 方案 B loses its second block; 方案 A keeps both.
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(2));
    fireEvent.click(outlineItems('空白间隔')[1]!);
    fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(1));

    showVariant('方案 A');
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(2));
    showVariant('方案 B');
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(1));

    const draft = await saved(server);
    expect((draft.variants as PageVariant[]).map((v) => [v.key, v.weight])).toEqual([
      ['a', 50],
      ['b', 50],
    ]);
    expect(heights((draft.variants as PageVariant[])[0]!.page_schema)).toEqual([20, 30]);
    expect(heights((draft.variants as PageVariant[])[1]!.page_schema)).toEqual([20]);
    // The page's own blocks are the control's.
    expect(heights(draft.page_schema)).toEqual([20, 30]);
  });

  it('sets weights (refusing a total other than 100), adds and removes a variant, ends the experiment', async () => {
    const onExperiment = vi.fn();
    const server = await openEditor(
      testPage(
        [empty(10), empty(11)],
        [
          { key: 'a', weight: 50, page_schema: [empty(10), empty(11)] },
          { key: 'b', weight: 50, page_schema: [empty(20)] },
        ],
      ),
      onExperiment,
    );
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    expect(outlineItems('空白间隔')).toHaveLength(2);

    clickButton('A/B 实验 · 2 个方案');
    const panel = await dialogShowing('流量占比');
    const weightA = within(panel).getByLabelText('方案 A 流量占比');
    const weightB = within(panel).getByLabelText('方案 B 流量占比');
    fireEvent.change(weightA, { target: { value: '70' } });
    expect(
      await within(panel).findByText('各方案流量占比合计须为 100%，当前合计 120%'),
    ).toBeTruthy();
    expect(button('保存流量占比', panel)!.disabled).toBe(true);
    fireEvent.change(weightB, { target: { value: '30' } });
    await waitFor(() => expect(within(panel).queryByText(/当前合计/)).toBeNull());
    clickButton('保存流量占比', panel);
    await waitFor(() => expect(bar()!.textContent).toContain('70%'));
    expect(bar()!.textContent).toContain('30%');

    // 添加方案 copies the variant shown (方案 A) and shows it; weights shared out evenly.
    clickButton('添加方案', panel);
    await waitFor(() => expect(shownVariant()).toBe('方案C'));
    expect(outlineItems('空白间隔')).toHaveLength(2);
    expect(within(panel).getByLabelText<HTMLInputElement>('方案 A 流量占比').value).toBe('34');
    expect(within(panel).getByLabelText<HTMLInputElement>('方案 C 流量占比').value).toBe('33');

    // 删除方案 removes 方案 C (after asking); the canvas goes back to 方案 A.
    const removeC = within(panel)
      .getAllByText(/删除方案/)
      .map((el) => el.closest('button')!)
      .at(-1)!;
    fireEvent.click(removeC);
    clickButton('删除方案', await dialogShowing('删除方案 C？'));
    await waitFor(() => expect(button('A/B 实验 · 2 个方案')).not.toBeNull());
    expect(shownVariant()).toBe('方案A');
    // Two variants stay at least.
    expect(
      within(panel)
        .getAllByText(/删除方案/)
        .every((el) => el.closest('button')!.disabled),
    ).toBe(true);

    // 实验数据 leaves the editor: with unsaved changes it asks first.
    clickButton('实验数据', panel);
    clickButton('留下', await dialogShowing('有未保存的修改'));
    await waitFor(() => expect(openDialog()).toBe(panel));
    expect(onExperiment).not.toHaveBeenCalled();

    // 结束实验 keeps the variant being edited (方案 B) as the page.
    clickButton('编辑', panel);
    await waitFor(() => expect(shownVariant()).toBe('方案B'));
    expect(outlineItems('空白间隔')).toHaveLength(1);
    clickButton('结束实验', panel);
    clickButton('结束实验', await dialogShowing('结束实验，保留方案 B？'));
    await waitFor(() => expect(bar()).toBeNull());
    expect(button('A/B 实验')).not.toBeNull();
    expect(outlineItems('空白间隔')).toHaveLength(1);

    const draft = await saved(server);
    expect('variants' in draft).toBe(false);
    expect(heights(draft.page_schema)).toEqual([20]);
  });

  it('turns 自动分配流量 on and off (weights unused while on), keeps it on save, and 结束实验 drops it', async () => {
    const server = await openEditor({
      ...testPage(
        [empty(10), empty(11)],
        [
          { key: 'a', weight: 60, page_schema: [empty(10), empty(11)] },
          { key: 'b', weight: 40, page_schema: [empty(20)] },
        ],
      ),
      variant_allocation: 'thompson',
    });
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    // The weights are not the split: the switch says so instead of showing them.
    expect(bar()!.textContent).toContain('流量按实验数据自动分配');
    expect(bar()!.textContent).not.toContain('60%');

    // Loaded and saved again, the draft keeps its allocation.
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(2));
    fireEvent.click(outlineItems('空白间隔')[1]!);
    fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(1));
    let draft = await saved(server);
    expect(draft.variant_allocation).toBe('thompson');
    expect(heights(draft.page_schema)).toEqual([10]);

    clickButton('A/B 实验 · 2 个方案');
    const panel = await dialogShowing('流量占比');
    const toggle = () =>
      panel.querySelector<HTMLButtonElement>('[role="switch"][aria-label="自动分配流量"]')!;
    const weightA = () => within(panel).getByLabelText<HTMLInputElement>('方案 A 流量占比');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(panel.textContent).toContain(
      '开启后，20% 的新访客平均分配给各方案，实验数据只统计这部分访客；其余访客按各方案转化率最优的概率分配（每 15 分钟更新，每个方案至少 10%）。',
    );
    expect(panel.textContent).toContain('各方案的流量由实验数据决定');
    expect(weightA().disabled).toBe(true);
    expect(weightA().value).toBe('60');

    // Off: the weights are in use again, and the draft splits by them.
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(weightA().disabled).toBe(false);
    expect(panel.textContent).not.toContain('各方案的流量由实验数据决定');
    expect(bar()!.textContent).toContain('60%');
    draft = await saved(server);
    expect('variant_allocation' in draft).toBe(false);
    expect((draft.variants as PageVariant[]).map((v) => v.weight)).toEqual([60, 40]);

    // On again: a weight typed and not saved is dropped, as the data decides.
    fireEvent.change(weightA(), { target: { value: '70' } });
    fireEvent.click(toggle());
    await waitFor(() => expect(weightA().disabled).toBe(true));
    expect(weightA().value).toBe('60');
    expect(button('保存流量占比', panel)!.disabled).toBe(true);
    draft = await saved(server);
    expect(draft.variant_allocation).toBe('thompson');

    // 结束实验 ends the allocation with the variants.
    clickButton('结束实验', panel);
    clickButton('结束实验', await dialogShowing('结束实验，保留方案 A？'));
    await waitFor(() => expect(bar()).toBeNull());
    draft = await saved(server);
    expect('variants' in draft).toBe(false);
    expect('variant_allocation' in draft).toBe(false);
  });

  it('renames a variant in 流量与方案: the bar shows the name, the draft saves it, clearing drops it', async () => {
    const server = await openEditor(twoVariantPage([empty(20)]));
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    clickButton('A/B 实验 · 2 个方案');
    const panel = await dialogShowing('方案名称');
    const nameOf = (letter: string) =>
      within(panel).getByLabelText<HTMLInputElement>(`方案 ${letter} 方案名称`);
    expect(nameOf('B').placeholder).toBe('如：新人礼版');
    expect(nameOf('B').maxLength).toBe(20);

    // A name kept on leaving the field, trimmed.
    fireEvent.change(nameOf('B'), { target: { value: ' 新人礼版 ' } });
    fireEvent.blur(nameOf('B'));
    await waitFor(() => expect(bar()!.textContent).toContain('方案 B · 新人礼版'));
    let draft = await saved(server);
    expect((draft.variants as PageVariant[]).map((v) => v.name)).toEqual([undefined, '新人礼版']);
    expect('name' in (draft.variants as PageVariant[])[0]!).toBe(false);

    // Another variant may not take the same name: it is said, and nothing changes.
    fireEvent.change(nameOf('A'), { target: { value: '新人礼版' } });
    expect(await within(panel).findByText('与其他方案的名称重复')).toBeTruthy();
    fireEvent.keyDown(nameOf('A'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(nameOf('A'));
    expect(button('保存草稿')).not.toBeNull();
    expect(bar()!.textContent).not.toContain('方案 A ·');

    // Renamed, then cleared: the variant is called by its letter again, its file without a name.
    fireEvent.change(nameOf('A'), { target: { value: '原版' } });
    fireEvent.keyDown(nameOf('A'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(shownVariant()).toBe('方案A·原版'));
    fireEvent.change(nameOf('B'), { target: { value: '' } });
    fireEvent.blur(nameOf('B'));
    await waitFor(() => expect(bar()!.textContent).not.toContain('新人礼版'));
    draft = await saved(server);
    expect((draft.variants as PageVariant[]).map((v) => v.name)).toEqual(['原版', undefined]);
    expect('name' in (draft.variants as PageVariant[])[1]!).toBe(false);
  });

  it("counts another variant's problems on its switch, and going there shows that variant", async () => {
    await openEditor(
      twoVariantPage([empty(20), { name: 'empty', value: { height: 'x' }, children: [] }]),
    );
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    expect(button('1 处需修改')).not.toBeNull();
    expect(bar()!.querySelector('[title="方案 B 有 1 处需修改"]')).not.toBeNull();
    showVariant('方案 B');
    await waitFor(() => expect(outlineItems('空白间隔')).toHaveLength(2));
    // The problem is now on the canvas: the badge leads to its field.
    clickButton('1 处需修改');
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe(
        'value.height',
      ),
    );
  });

  it("lists another variant's compliance problems with its label, and leads there", async () => {
    await openEditor(
      twoVariantPage([{ name: 'button', value: { text: '保本理财' }, children: [] }]),
    );
    await waitFor(() => expect(shownVariant()).toBe('方案A'));
    const complianceButton = [...document.querySelectorAll('button')].find((b) =>
      squash(b.textContent).startsWith('合规检查('),
    );
    fireEvent.click(complianceButton!);
    const panel = await dialogShowing('合规检查');
    const item = [...panel.querySelectorAll('li')].find((li) => li.textContent?.includes('保本'))!;
    expect(item.textContent).toContain('方案 B · 第 1 个组件 · 按钮');
    fireEvent.click(item.querySelector('a')!);
    await waitFor(() => expect(shownVariant()).toBe('方案B'));
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe(
        'value.text',
      ),
    );
  });
});
