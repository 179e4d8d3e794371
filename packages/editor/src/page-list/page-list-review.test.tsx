import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminAnswer } from '#test/admin-app.tsx';
import { openPageList } from '#test/open-page-list.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';
import { pageSummary } from '#test/admin-answers.ts';
import type { PageReviewState, PageStatus, PageSummary } from '../api/admin-api.ts';

const row = (
  code: string,
  status: PageStatus,
  review: PageReviewState | null,
  extra: Partial<PageSummary> = {},
): PageSummary =>
  pageSummary({
    code,
    status,
    live_version: status === 'draft' ? null : 2,
    review_state: review,
    ...extra,
  });

const PAGES = [
  row('p-draft', 'draft', null),
  row('p-pending', 'draft', 'pending'),
  row('p-rejected', 'draft', 'rejected'),
  row('p-approved', 'draft', 'approved'),
  row('p-live', 'live', null),
  row('p-ended', 'ended', null, { ends_at: '2026-11-20T15:59:00.000Z' }),
  row('p-live-pending', 'live', 'pending', { has_unpublished_changes: true }),
];

/** The admin API: the pages above; `pending` is how many requests wait when the list is asked. */
function fakeServer() {
  const waiting = { pending: 2 };
  stubAdminFetch(({ method, path }) => {
    if (path === '/admin/api/pages' && method === 'GET') {
      return adminAnswer({ pages: PAGES, pending_reviews: waiting.pending });
    }
    if (path.endsWith('/template')) {
      return adminAnswer({ code: 'p-draft', template: true, category: '活动' });
    }
    return undefined;
  });
  return waiting;
}

/** The text of the 状态 cell of the row of `code`. */
const stateOf = (code: string) => {
  const tr = screen.getByText(code).closest('tr')!;
  const cells = [...tr.querySelectorAll('td')];
  return cells[2]!.textContent;
};

/** The count on the 审核 entry (antd's Badge beside the button), or null without one. */
const reviewCount = () => {
  const entry = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s+/g, '') === '审核',
  );
  return entry?.closest('.ant-badge')?.querySelector('.ant-badge-count')?.textContent ?? null;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the page list says where each page stands', { timeout: 180_000 }, () => {
  it('shows one state per page: draft, in review, rejected, approved, live, ended', async () => {
    fakeServer();
    openPageList();
    await screen.findByText('p-draft');
    expect(stateOf('p-draft')).toBe('草稿');
    expect(stateOf('p-pending')).toBe('待审核');
    expect(stateOf('p-rejected')).toBe('已驳回');
    expect(stateOf('p-approved')).toBe('已通过待发布');
    expect(stateOf('p-live')).toBe('已发布');
    expect(stateOf('p-ended')).toMatch(/^已结束/);
    // A live page whose new draft waits for a reviewer: the review first, the live page beside.
    expect(stateOf('p-live-pending')).toBe('待审核线上：已发布有未发布的修改');
  });

  it('shows on 审核 how many requests wait, read again each time the list is', async () => {
    const waiting = fakeServer();
    openPageList();
    await waitFor(() => expect(reviewCount()).toBe('2'));
    waiting.pending = 3;
    // 设为模板 (a category chosen) reloads the list.
    const buttonIn = (scope: ParentNode) =>
      [...scope.querySelectorAll('button')].find(
        (b) => b.textContent?.replace(/\s+/g, '') === '设为模板',
      );
    fireEvent.click(await waitFor(() => buttonIn(document)!));
    const dialog = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) =>
        modal.querySelector('.ant-modal-title')?.textContent?.endsWith('设为模板'),
      );
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(await within(dialog).findByText('活动'));
    await waitFor(() => expect(buttonIn(dialog)).toHaveProperty('disabled', false));
    fireEvent.click(buttonIn(dialog)!);
    await waitFor(() => expect(reviewCount()).toBe('3'));
  });
});
