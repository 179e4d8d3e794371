import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminAnswer } from '#test/admin-app.tsx';
import { openPageList } from '#test/open-page-list.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const TEMPLATES = [
  {
    code: 'my-course',
    title: '我的课程页',
    demo: false,
    category: '讲座',
    revision: 7,
    blocks: 9,
    updated_at: '2026-11-20T02:00:00.000Z',
    thumbnail: '/admin/api/pages/my-course/thumbnail?rev=7',
  },
  {
    code: 'spring',
    title: '春季开户活动',
    demo: true,
    category: '开户',
    revision: 1,
    blocks: 14,
    updated_at: '2026-11-01T02:00:00.000Z',
    thumbnail: '/admin/api/pages/spring/thumbnail?rev=1',
  },
  {
    code: 'double11',
    title: '双11 投顾节',
    demo: true,
    category: '节日',
    revision: 2,
    blocks: 12,
    updated_at: '2026-11-02T02:00:00.000Z',
    thumbnail: '/admin/api/pages/double11/thumbnail?rev=2',
  },
];

/** The admin API with one page, `spring`, a seeded template; `taken` is a code in use. */
function fakeServer() {
  const sent: Sent[] = [];
  let marked = false;
  stubAdminFetch(({ method, path, body }) => {
    if (method !== 'GET') sent.push({ method, path, body });
    if (path === '/admin/api/pages' && method === 'GET') {
      return adminAnswer({
        pages: [
          {
            code: 'spring',
            title: '春季开户活动',
            status: 'live',
            updated_at: '2026-11-25T06:00:00.000Z',
            updated_by: 'admin',
            live_version: 1,
            demo: true,
            template: marked,
          },
        ],
      });
    }
    if (path === '/admin/api/templates') return adminAnswer({ templates: TEMPLATES });
    if (path === '/admin/api/pages/spring/template') {
      const sent = body as { template: boolean; category?: string };
      marked = sent.template;
      return adminAnswer({ code: 'spring', template: marked, category: sent.category ?? null });
    }
    if (path === '/admin/api/templates/spring/pages') {
      const { code } = body as { code: string };
      if (code === 'taken') {
        const msg = '页面编码 taken 已被使用，请换一个';
        return adminAnswer(null, { code: 'TEMPLATE_CODE_TAKEN', msg, status: 400 });
      }
      return adminAnswer({ code });
    }
    return undefined;
  });
  return sent;
}

/** antd writes a space between two Chinese characters of a button (取 消). */
const named = (name: string) => new RegExp(`^\\s*${[...name].join('\\s*')}\\s*$`);

/**
 * The button whose text is `name`, once there: role queries over antd's table take seconds each
 * in jsdom.
 */
const button = (name: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll('button')].find((b) =>
      named(name).test(b.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });

/** 从模板新建, and the grid of templates it opens, once there. */
const openTemplates = async () => {
  await screen.findByText('spring');
  fireEvent.click(await button('从模板新建'));
  return waitFor(() => {
    const grid = document.querySelector<HTMLElement>('[aria-label="模板"]');
    expect(grid).not.toBeNull();
    return grid!;
  });
};

/** The dialog with this title (antd's modal names itself by a label jsdom does not resolve). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('.ant-modal')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('从模板新建', { timeout: 180_000 }, () => {
  it('shows each template’s thumbnail, asks for a code and title, and opens the new page', async () => {
    const sent = fakeServer();
    const props = openPageList();
    const grid = await openTemplates();
    const cards = [...grid.querySelectorAll('button')];
    expect(cards.map((card) => card.textContent)).toEqual([
      '我的课程页讲座团队模板9 个组件',
      '春季开户活动开户内置模板14 个组件',
      '双11 投顾节节日内置模板12 个组件',
    ]);
    expect(cards[1]!.querySelector('img')!.getAttribute('src')).toBe(
      '/admin/api/pages/spring/thumbnail?rev=1',
    );

    fireEvent.click(cards[1]!);
    const dialog = await dialogTitled('用「春季开户活动」新建页面');
    const code = within(dialog).getByLabelText(/页面编码/);
    const title = within(dialog).getByLabelText('页面标题');
    expect(title).toHaveProperty('value', '春季开户活动');
    // A code in use is named beside the field, and nothing opens.
    fireEvent.change(code, { target: { value: 'taken' } });
    fireEvent.click(await button('创建页面'));
    expect(await screen.findByText('页面编码 taken 已被使用，请换一个')).toBeTruthy();
    expect(props.onOpen).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: 'double11' } });
    fireEvent.change(title, { target: { value: '双11 课程节' } });
    fireEvent.click(await button('创建页面'));
    await waitFor(() => expect(props.onOpen).toHaveBeenCalledWith('double11'));
    expect(sent.filter((s) => s.path.startsWith('/admin/api/templates/'))).toEqual([
      {
        method: 'POST',
        path: '/admin/api/templates/spring/pages',
        body: { code: 'taken', title: '春季开户活动' },
      },
      {
        method: 'POST',
        path: '/admin/api/templates/spring/pages',
        body: { code: 'double11', title: '双11 课程节' },
      },
    ]);
  });

  it('a bad code is named before anything is sent', async () => {
    const sent = fakeServer();
    openPageList();
    const grid = await openTemplates();
    fireEvent.click(grid.querySelector('button')!);
    const dialog = await dialogTitled('用「我的课程页」新建页面');
    fireEvent.change(within(dialog).getByLabelText(/页面编码/), { target: { value: '双11' } });
    fireEvent.click(await button('创建页面'));
    expect(await screen.findByText(/页面编码只能包含字母/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows each category under its tab, 全部 first, and finds templates by title or category', async () => {
    fakeServer();
    openPageList();
    const grid = await openTemplates();
    const titles = () =>
      [...document.querySelectorAll('.template-card__title')].map((title) => title.textContent);
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部 3', '开户 1', '活动 0', '讲座 1', '直播 0', '产品 0', '节日 1']);
    expect(grid.querySelectorAll('button')).toHaveLength(3);

    fireEvent.click(screen.getByRole('tab', { name: '节日 1' }));
    await waitFor(() => expect(titles()).toEqual(['双11 投顾节']));
    fireEvent.click(screen.getByRole('tab', { name: '活动 0' }));
    expect(await screen.findByText('这个分类还没有模板')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '全部 3' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    const search = screen.getByLabelText('搜索模板');
    // By title.
    fireEvent.change(search, { target: { value: '课程' } });
    await waitFor(() => expect(titles()).toEqual(['我的课程页']));
    // By category, within the tab chosen.
    fireEvent.change(search, { target: { value: '开户' } });
    await waitFor(() => expect(titles()).toEqual(['春季开户活动']));
    fireEvent.click(screen.getByRole('tab', { name: '节日 1' }));
    expect(await screen.findByText('没有找到与“开户”相关的模板')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(titles()).toEqual(['双11 投顾节']));
  });

  it('设为模板 asks for a category and offers the page under it, 取消模板 stops it', async () => {
    const sent = fakeServer();
    openPageList();
    fireEvent.click(await button('设为模板'));
    const dialog = await dialogTitled('把「春季开户活动」设为模板');
    const confirm = () =>
      [...dialog.querySelectorAll('button')].find((b) =>
        named('设为模板').test(b.textContent ?? ''),
      )!;
    // Nothing is sent before a category is chosen.
    expect(confirm()).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByText('直播'));
    await waitFor(() => expect(confirm()).toHaveProperty('disabled', false));
    fireEvent.click(confirm());
    expect(await button('取消模板')).toBeTruthy();
    expect(screen.getByText('模板')).toBeTruthy();
    fireEvent.click(await button('取消模板'));
    expect(await button('设为模板')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/admin/api/pages/spring/template',
        body: { template: true, category: '直播' },
      },
      { method: 'PUT', path: '/admin/api/pages/spring/template', body: { template: false } },
    ]);
  });
});
