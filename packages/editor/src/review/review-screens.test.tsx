import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const REVIEW = {
  id: 7,
  page_code: 'spring',
  page_title: '春季投顾体验',
  revision: 4,
  note: '改了按钮文案',
  submitted_by: 'ed1',
  submitted_at: '2026-11-26T01:00:00.000Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  comment: '',
  notes: [],
  current: true,
};
const PAGE = {
  code: 'spring',
  title: '春季投顾体验',
  page_schema: [
    { name: 'button', value: { text: '立即体验' }, children: [] },
    { name: 'copyright', value: { show: true, fxts: true }, children: [] },
  ],
};
const LIVE = {
  ...PAGE,
  page_schema: [{ name: 'button', value: { text: '了解详情' }, children: [] }],
};

/** A fake admin API signed in as `role`: the review calls, and what was posted to them. */
function serve(role: EditorRole, user = `the-${role}`) {
  const posted: { path: string; body: unknown }[] = [];
  const answer = (response: unknown, code: number | string = 1, status = 200) =>
    adminAnswer(response, code === 1 ? undefined : { code: String(code), msg: '不行', status });
  stubSignedInFetch(
    role,
    ({ method, path, body }) => {
      if (method === 'POST') {
        posted.push({ path, body });
        const decided = path.endsWith('/approve') ? 'approved' : 'rejected';
        return answer({
          review: { ...REVIEW, ...(body as object), status: decided, decided_by: user },
        });
      }
      if (path.startsWith('/pages?')) return answer({ pages: [] });
      if (path.startsWith('/reviews?status=pending')) return answer({ reviews: [REVIEW] });
      if (path === '/reviews/7') {
        return answer({
          review: REVIEW,
          page: PAGE,
          live_page: LIVE,
          live_version: 3,
          problems: [
            {
              path: 'page_schema[0].value.text',
              rule: 'forbidden-phrase',
              level: 'warning',
              message: '含有慎用词「翻倍」，请确认表述合规',
            },
          ],
        });
      }
      return undefined;
    },
    user,
  );
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('审核', () => {
  it('a reviewer opens the queue from the page list, reads the request and rejects it with a note on a block', async () => {
    const posted = serve('reviewer');
    openAdmin('/admin/');
    fireEvent.click(await screen.findByRole('button', { name: /^审\s?核$/ }));
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-tbody tr[data-row-key="7"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(location.pathname).toBe('/admin/reviews');
    expect(within(row).getByText('春季投顾体验')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^审\s?核$/ }));

    // The revision in a phone frame, what changed against the live version, the checks.
    const frame = await screen.findByTitle('提交审核的版本');
    expect(frame.getAttribute('src')).toBe('/h5-page/h5/spring?isPreview=1&review=7');
    expect(location.pathname).toBe('/admin/reviews/7');
    expect(screen.getByText('与线上版本 v3 的差异')).toBeTruthy();
    expect(screen.getByText('立即体验', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText('合规检查（0 个错误，1 个提醒）'));
    expect(await screen.findByText('含有慎用词「翻倍」，请确认表述合规')).toBeTruthy();

    // Rejecting needs a comment; the note is pinned to the block chosen.
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    expect(await screen.findByText('请填写驳回意见，告诉提交人需要修改什么')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '按钮文案需调整' } });
    fireEvent.click(screen.getByRole('button', { name: '添加组件批注' }));
    fireEvent.change(screen.getByLabelText('批注 1'), { target: { value: '改成“了解服务”' } });
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/reviews/7/reject',
      body: {
        comment: '按钮文案需调整',
        notes: [{ path: 'page_schema[0]', text: '改成“了解服务”' }],
      },
    });
    expect(await screen.findByText('已驳回')).toBeTruthy();
  });

  it('the submitter reads their own request but cannot decide it', async () => {
    const posted = serve('admin', 'ed1');
    openAdmin('/admin/reviews/7');
    expect(await screen.findByText('这是你提交的版本：需由其他审核员审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^通\s?过$/ })).toBeNull();
    expect(posted).toEqual([]);
  });
});
