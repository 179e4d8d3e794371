import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminAnswer } from '#test/admin-app.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';
import { versionSummary } from '#test/admin-answers.ts';
import { openPageEditor } from '#test/open-page-editor.tsx';
import { button, clickButton, dialogShowing } from '#test/editor-queries.ts';
import type { PageFile } from '../shared/page-data.ts';

const page = (title: string): PageFile => ({
  code: 'p1',
  title,
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [{ name: 'button', value: { text: '立即领取' }, children: [] }],
});

const REJECTED = {
  id: 7,
  page_code: 'p1',
  page_title: '第二版',
  revision: 5,
  note: '',
  submitted_by: 'ed1',
  submitted_at: '2026-11-26T01:00:00.000Z',
  status: 'rejected',
  decided_by: 'rev1',
  decided_at: '2026-11-26T02:00:00.000Z',
  comment: '收益表述不合规，请修改后再提交',
  notes: [{ path: 'page_schema[0]', text: '按钮文字不得承诺收益' }],
  current: true,
};

const version = (n: number, current: boolean, title: string) => ({
  info: versionSummary({
    version: n,
    published_at: `2026-11-2${n}T02:00:00.000Z`,
    published_by: 'li.na',
    current,
  }),
  page: page(title),
});

interface Put {
  base: string | null;
  title: unknown;
}

/**
 * The admin API of page p1: v2 live, its draft at revision 5; `review` is its newest request. A
 * rollback publishes the old text as a new version and makes it the draft, as the server does.
 */
function fakeServer(review: unknown = null) {
  const stored = { draft: page('第二版'), revision: 5, live: 2 };
  let versions = [version(2, true, '第二版'), version(1, false, '第一版')];
  const puts: Put[] = [];
  stubAdminFetch(({ method, path, url, body }) => {
    if (path === '/admin/api/pages/p1' && method === 'GET') {
      return adminAnswer({
        draft: stored.draft,
        revision: stored.revision,
        live_version: stored.live,
        updated_at: '2026-11-25T06:00:00.000Z',
        updated_by: 'ed1',
      });
    }
    if (path === '/admin/api/pages/p1' && method === 'PUT') {
      const base = url.searchParams.get('base_revision');
      puts.push({ base, title: (body as PageFile).title });
      stored.draft = body as PageFile;
      stored.revision += 1;
      return adminAnswer({ code: 'p1', revision: stored.revision, updated_at: '', updated_by: '' });
    }
    if (path === '/admin/api/pages/p1/review')
      return adminAnswer({ review, review_required: true });
    if (path === '/admin/api/pages/p1/versions') {
      return adminAnswer({ versions: versions.map((v) => v.info) });
    }
    const one = path.match(/^\/admin\/api\/pages\/p1\/versions\/(\d+)$/);
    if (one) {
      return adminAnswer({ page: versions.find((v) => v.info.version === Number(one[1]))?.page });
    }
    if (path === '/admin/api/pages/p1/rollback') {
      const to = versions.find((v) => v.info.version === (body as { version: number }).version)!;
      const next = version(versions.length + 1, true, String(to.page.title));
      next.info.note = `回滚到版本 ${to.info.version}`;
      versions = [next, ...versions.map((v) => ({ ...v, info: { ...v.info, current: false } }))];
      Object.assign(stored, {
        draft: to.page,
        revision: stored.revision + 1,
        live: next.info.version,
      });
      return adminAnswer(next.info);
    }
    return undefined;
  });
  return { stored, puts };
}

const titleInput = () => document.querySelector<HTMLInputElement>('[data-field="title"] input')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the editor of a page in review', { timeout: 180_000 }, () => {
  it('opens a rejected page on the reviewer’s comment, who rejected it and when, and the notes', async () => {
    fakeServer(REJECTED);
    await openPageEditor();
    const notice = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.rejection-notice');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(notice.textContent).toContain('rev1 于 2026-11-26 10:00 驳回');
    expect(notice.textContent).toContain('收益表述不合规，请修改后再提交');
    expect(notice.textContent).toContain('第 1 个组件 · 按钮：按钮文字不得承诺收益');
  });

  it('shows no notice for a page whose request waits', async () => {
    fakeServer({ ...REJECTED, status: 'pending', decided_by: null, decided_at: null, comment: '' });
    await openPageEditor();
    await screen.findByText('待审核');
    expect(document.querySelector('.rejection-notice')).toBeNull();
  });
});

describe('rolling back from the editor', { timeout: 180_000 }, () => {
  it('marks the new live version at once, puts the rolled-back draft on the canvas and saves on from it', async () => {
    const server = fakeServer();
    await openPageEditor();
    expect(titleInput().value).toBe('第二版');

    clickButton('版本历史');
    const drawer = await dialogShowing('v1');
    const item = (n: number) =>
      [...drawer.querySelectorAll('.ant-list-item')].find(
        (el) => el.querySelector('.ant-list-item-meta-title')?.textContent === `v${n}`,
      );
    await waitFor(() => expect(button('回滚到此版本', item(1))).not.toBeNull());
    clickButton('回滚到此版本', item(1));
    fireEvent.click(await screen.findByRole('button', { name: /^回\s*滚$/ }));

    await waitFor(() => expect(item(3)?.textContent).toContain('线上版本'));
    expect(item(2)?.textContent).not.toContain('线上版本');
    await waitFor(() => expect(titleInput().value).toBe('第一版'));

    fireEvent.change(titleInput(), { target: { value: '第一版（改）' } });
    await waitFor(() => expect(button('保存草稿 *')).not.toBeNull());
    clickButton('保存草稿 *');
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({ base: '6', title: '第一版（改）' });
  });
});
