import type { PublishWindow } from './store/page-repository.ts';
import { scheduleState } from './schedule-state.ts';

export type PageStatus = 'draft' | 'live' | 'scheduled' | 'ended';

/** What the builder's list shows: never published, or where now falls in the live window. */
export function pageStatus(
  liveVersion: number | null,
  window: PublishWindow,
  now = Date.now(),
): PageStatus {
  if (liveVersion === null) return 'draft';
  const state = scheduleState(
    { startsAt: window.startsAt?.getTime() ?? null, endsAt: window.endsAt?.getTime() ?? null },
    now,
  );
  return state === 'not-started' ? 'scheduled' : state === 'ended' ? 'ended' : 'live';
}

/** What review says of the draft a page has still to publish (the list's 待审核, 已驳回, 已通过待发布). */
export type PageReviewState = 'pending' | 'rejected' | 'approved';

/**
 * The review state the list shows beside the page's status, from its newest request: a request
 * waiting is always said; a decision only while the draft differs from what was last published (a
 * published approval is history), and an approval only while it still covers the draft.
 */
export function pageReviewState(
  standing: { status: PageReviewState; current: boolean } | undefined,
  hasUnpublishedChanges: boolean,
): PageReviewState | null {
  if (!standing) return null;
  if (standing.status === 'pending') return 'pending';
  if (!hasUnpublishedChanges) return null;
  if (standing.status === 'approved' && !standing.current) return null;
  return standing.status;
}
