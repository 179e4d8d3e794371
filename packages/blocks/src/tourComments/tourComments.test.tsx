import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import TourComments from './tourComments.tsx';

const page = (contents: string[], total = contents.length) => ({
  list: contents.map((content, i) => ({
    id: 100 - i,
    nick: '138****0001',
    content,
    created_at: 0,
  })),
  total,
  thumbs_up: { count: 7, given: false },
});

function show(runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <TourComments
        value={{ tour: 'xunjiang', title: '听众留言', pageSize: 2 }}
        children={[]}
        path="p[2]"
      />
    </RuntimeProvider>,
  );
}

describe('tourComments block', () => {
  it('shows the comments as text, the thumbs-up count and more pages', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(page(['<b>不是标签</b>', '第二条'], 3))
      .mockResolvedValueOnce({
        ...page(['第三条'], 3),
        list: [{ id: 1, nick: 'x', content: '第三条', created_at: 0 }],
      });
    const { container, getByTestId, getByRole } = show(
      createFakeRuntime({ api: { get } as never }),
    );
    await act(async () => {});
    expect(get).toHaveBeenCalledWith(
      API_PATHS.TOUR_COMMENT_LIST,
      { tour: 'xunjiang', page: 1, page_size: 2 },
      { quiet: true },
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>不是标签</b>');
    expect(getByTestId('tour-thumbs-count').textContent).toBe('7');
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '查看更多留言' }));
    });
    expect(container.querySelectorAll('.h5-tour-comment')).toHaveLength(3);
    expect(container.textContent).not.toContain('查看更多留言');
  });

  it('posts a comment and a thumbs-up with a token, else sends to login', async () => {
    const get = vi.fn(async () => page([]));
    const post = vi.fn(async (path: string) =>
      path === API_PATHS.TOUR_GIVE_THUMBS_UP
        ? { count: 8, already: false }
        : { id: 1, nick: 'x', content: '很好', created_at: 0 },
    );
    const anonymous = createFakeRuntime({ api: { get, post } as never });
    const first = show(anonymous);
    await act(async () => {});
    fireEvent.click(first.getByRole('button', { name: '发表留言' }));
    expect(anonymous.env.login).toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    first.unmount();

    const runtime = createFakeRuntime({ api: { get, post } as never, auth: { token: () => 't' } });
    const { getByRole, getByLabelText, getByTestId } = show(runtime);
    await act(async () => {});
    fireEvent.click(getByRole('button', { name: '发表留言' }));
    expect(runtime.toast).toHaveBeenCalledWith('请输入留言内容');
    fireEvent.change(getByLabelText('留言内容'), { target: { value: ' 很好 ' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '发表留言' }));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.TOUR_USER_COMMENT,
      { tour: 'xunjiang', content: '很好' },
      { needToken: true },
    );
    expect(runtime.toast).toHaveBeenCalledWith('留言成功');
    await act(async () => {
      fireEvent.click(getByTestId('tour-thumbs-count'));
    });
    expect(post).toHaveBeenCalledWith(
      API_PATHS.TOUR_GIVE_THUMBS_UP,
      { tour: 'xunjiang' },
      { needToken: true },
    );
    expect(getByTestId('tour-thumbs-count').textContent).toBe('8');
  });
});
