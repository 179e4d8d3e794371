import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { adminAnswer } from '#test/admin-app.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';
import { pageSummary } from '#test/admin-answers.ts';
import type { AdminSession } from '../shell/session-context.ts';
import { SessionContext } from '../shell/session-context.ts';
import { RECORDS_KEPT_TEXT } from '@h5-page/schema/record-retention';
import { PageList } from './page-list.tsx';

const PUBLISHER: AdminSession = {
  user: 'li.na',
  role: 'publisher',
  signOut: () => {},
  openAccounts: () => {},
  refresh: () => {},
};

const REFUSAL =
  '该页面已发布或提交过审核，其版本、审核记录和归档须依《证券法》保存至少 20 年，不能删除。如需下线，请设置结束时间。';

/** A live page and two drafts; deleting `p-was-reviewed` is refused as the server does. */
function fakeServer() {
  const deleted: string[] = [];
  stubAdminFetch(({ method, path }) => {
    if (path === '/admin/api/pages' && method === 'GET') {
      return adminAnswer({
        pages: [
          pageSummary({ code: 'p-live', status: 'live', live_version: 2 }),
          pageSummary({ code: 'p-fresh' }),
          pageSummary({ code: 'p-was-reviewed' }),
        ],
        pending_reviews: 0,
      });
    }
    if (method === 'DELETE' && path === '/admin/api/pages/p-was-reviewed') {
      return adminAnswer(null, { code: 'PAGE_RECORDS_KEPT', msg: REFUSAL, status: 409 });
    }
    if (method === 'DELETE') deleted.push(path);
    return undefined;
  });
  return deleted;
}

function openList() {
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <App>
        <SessionContext.Provider value={PUBLISHER}>
          <PageList
            onOpen={vi.fn()}
            onStats={vi.fn()}
            onChannels={vi.fn()}
            onSignups={vi.fn()}
            onAllStats={vi.fn()}
            onAccounts={vi.fn()}
            onReviews={vi.fn()}
          />
        </SessionContext.Provider>
      </App>
    </ConfigProvider>,
  );
}

/** The 删除 button of the row of `code`. */
const deleteOf = (code: string) => {
  const row = screen.getByText(code).closest('tr')!;
  return [...row.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s+/g, '') === '删除',
  )!;
};

/** The open confirmation titled `title`. */
const popconfirm = (title: string) =>
  waitFor(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((b) =>
      b.textContent?.includes(title),
    );
    expect(box).toBeTruthy();
    return box!;
  });
const confirmButton = (box: HTMLElement) =>
  [...box.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s+/g, '') === '删除')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deleting a page from the list', { timeout: 180_000 }, () => {
  it('offers no delete on a published page, and says why', async () => {
    fakeServer();
    openList();
    await screen.findByText('p-live');
    expect(deleteOf('p-live').disabled).toBe(true);
    expect(deleteOf('p-fresh').disabled).toBe(false);
    fireEvent.mouseEnter(deleteOf('p-live').closest('.page-list__records-kept')!);
    expect(await screen.findByText(RECORDS_KEPT_TEXT)).toBeTruthy();
  });

  it('deletes a fresh draft, and shows the server refusal where it refuses', async () => {
    const deleted = fakeServer();
    openList();
    await screen.findByText('p-fresh');

    fireEvent.click(deleteOf('p-fresh'));
    fireEvent.click(confirmButton(await popconfirm('删除页面 p-fresh？')));
    await waitFor(() => expect(deleted).toEqual(['/admin/api/pages/p-fresh']));
    expect(await screen.findByText('已删除 p-fresh')).toBeTruthy();

    fireEvent.click(deleteOf('p-was-reviewed'));
    fireEvent.click(confirmButton(await popconfirm('删除页面 p-was-reviewed？')));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(deleted).toEqual(['/admin/api/pages/p-fresh']);
  });
});
