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
    revision: 7,
    blocks: 9,
    updated_at: '2026-11-20T02:00:00.000Z',
    thumbnail: '/admin/api/pages/my-course/thumbnail?rev=7',
  },
  {
    code: 'spring',
    title: '春季开户活动',
    demo: true,
    revision: 1,
    blocks: 14,
    updated_at: '2026-11-01T02:00:00.000Z',
    thumbnail: '/admin/api/pages/spring/thumbnail?rev=1',
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
      marked = (body as { template: boolean }).template;
      return adminAnswer({ code: 'spring', template: marked });
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
      '我的课程页我的模板9 个组件',
      '春季开户活动演示活动14 个组件',
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

  it('设为模板 offers a page in the picker, 取消模板 stops it', async () => {
    const sent = fakeServer();
    openPageList();
    fireEvent.click(await button('设为模板'));
    expect(await button('取消模板')).toBeTruthy();
    expect(screen.getByText('模板')).toBeTruthy();
    fireEvent.click(await button('取消模板'));
    expect(await button('设为模板')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', path: '/admin/api/pages/spring/template', body: { template: true } },
      { method: 'PUT', path: '/admin/api/pages/spring/template', body: { template: false } },
    ]);
  });
});
