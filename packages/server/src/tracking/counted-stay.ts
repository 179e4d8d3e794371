import { MAX_STAY_MS } from '@h5-page/schema/visit-session';
import { CLOCK_SKEW_MS } from './visit-session.ts';

export { MAX_STAY_MS };

/**
 * What the visitor app may report before its page view was counted: it times the first page from
 * the navigation start, and the page view is sent once the app has loaded (a minute on a slow
 * network), by a process whose clock may differ from this one's.
 */
const BEFORE_VIEW_MS = 60_000 + CLOCK_SKEW_MS;

/**
 * The stay a beacon counts: what it reports, clamped (not refused) to MAX_STAY_MS and to the
 * time since its page view was counted. Clamped, because a real stay past the cap is still a
 * stay (a page left open on a desktop) that the visitor's browser cannot report again if
 * refused; and no report can weigh more than the cap in the average, nor claim more time than
 * its page view has been open.
 */
export function countedStay(
  durationMs: number | null,
  viewedAt: number,
  now = Date.now(),
): number | null {
  if (durationMs === null) return null;
  return Math.min(durationMs, MAX_STAY_MS, Math.max(0, now - viewedAt) + BEFORE_VIEW_MS);
}
