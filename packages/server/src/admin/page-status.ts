import type { PublishWindow } from '../pages/store/page-repository.ts';
import { scheduleState } from '../pages/schedule-state.ts';

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
