import { Tag } from 'antd';
import type { PageReviewState, PageStatus } from '../api/admin-api.ts';

const STATUS: Record<PageStatus, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  live: { text: '已发布', color: 'green' },
  scheduled: { text: '定时', color: 'blue' },
  ended: { text: '已结束', color: 'orange' },
};

const REVIEW_STATE: Record<PageReviewState, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'processing' },
  rejected: { text: '已驳回', color: 'error' },
  approved: { text: '已通过待发布', color: 'cyan' },
};

/** The text of a page's status (草稿, 已发布, 定时, 已结束). */
export const statusText = (status: PageStatus) => (STATUS[status] ?? STATUS.draft).text;

export function StatusTag({ status }: { status: PageStatus }) {
  const s = STATUS[status] ?? STATUS.draft;
  return <Tag color={s.color}>{s.text}</Tag>;
}

/**
 * A page's one state in the list: what review says of the draft still to publish, when it says
 * something (the next step is someone's), else where the page stands with visitors.
 */
export function PageStateTag({
  status,
  review,
}: {
  status: PageStatus;
  review?: PageReviewState | null;
}) {
  const s = (review && REVIEW_STATE[review]) || STATUS[status] || STATUS.draft;
  return <Tag color={s.color}>{s.text}</Tag>;
}
