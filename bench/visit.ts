import { activityPagePath } from '@h5-page/schema/page-route';
import { VISIT_SESSION_HEADER } from '@h5-page/schema/visit-session';

/**
 * The collector takes beacons only of published pages and only with the visit session their
 * page view answered: a benchmark visit starts as a visitor's does, with a page view. It stores
 * one visit-duration beacon per visit session (`packages/server/src/tracking/once-per-visit.ts`):
 * later beacons of the same visit are answered and not stored, so a benchmark that wants every
 * beacon it sends stored sends each one with a visit of its own (`startVisits`).
 */

/** One visitor's visit: its session id and the visit session its page view answered. */
export interface Visit {
  sid: string;
  vs: string;
}

/** Page views in flight at once while `startVisits` starts its visits. */
const PAGE_VIEW_CONCURRENCY = 32;

/** The visitor app's page view (`pv.gif`) of `pageCode` for session id `sid`. */
export function pageViewPath(pageCode: string, sid: string): string {
  return (
    `/collect/v1/pv.gif?kind=pv&page_code=${encodeURIComponent(pageCode)}` +
    `&sid=${encodeURIComponent(sid)}&path=${encodeURIComponent(activityPagePath(pageCode))}`
  );
}

/** The visit session of one page view (its answer's `VISIT_SESSION_HEADER`). */
async function viewPage(origin: string, pageCode: string, sid: string): Promise<string> {
  const view = await fetch(origin + pageViewPath(pageCode, sid));
  await view.arrayBuffer();
  const vs = view.headers.get(VISIT_SESSION_HEADER);
  if (!view.ok || !vs) throw new Error(`page view of ${pageCode}: HTTP ${view.status}, no session`);
  return vs;
}

/**
 * Counts the page's stored events of `kind` (read through the development-only
 * `/dev/events/count`, which writes buffered events first) from now on: those stored before this
 * call are not counted.
 */
export async function storedFromNow(
  origin: string,
  pageCode: string,
  kind: string,
): Promise<() => Promise<number>> {
  const count = async () => {
    const response = await fetch(
      `${origin}/dev/events/count?kind=${encodeURIComponent(kind)}&page_code=${encodeURIComponent(pageCode)}`,
    );
    if (!response.ok) throw new Error(`${kind} count: HTTP ${response.status}`);
    return ((await response.json()) as { response: { count: number } }).response.count;
  };
  const before = await count();
  return async () => (await count()) - before;
}

/** One visit of `pageCode` (session id `sid`), and the page's beacons stored since it started. */
export async function startVisit(
  origin: string,
  pageCode: string,
  sid: string,
): Promise<{ vs: string; beaconsStored(): Promise<number> }> {
  const vs = await viewPage(origin, pageCode, sid);
  // Beacons of the page stored before this visit are not this visit's.
  return { vs, beaconsStored: await storedFromNow(origin, pageCode, 'beacon') };
}

/**
 * `count` visits of `pageCode`, as many visitors start them: a page view each (session ids
 * `${sidPrefix}-0`, `${sidPrefix}-1`, …), PAGE_VIEW_CONCURRENCY at a time. `beaconsStored` counts
 * the page's beacons stored since the first of them started; with one beacon per visit it must
 * equal the number of beacons answered 2xx.
 */
export async function startVisits(
  origin: string,
  pageCode: string,
  count: number,
  sidPrefix: string,
): Promise<{ visits: Visit[]; beaconsStored(): Promise<number> }> {
  const beaconsStored = await storedFromNow(origin, pageCode, 'beacon');
  const visits: Visit[] = [];
  let next = 0;
  let failed = false;
  const viewer = async () => {
    // One failed page view fails them all: the other viewers stop at their next one.
    while (!failed && next < count) {
      const sid = `${sidPrefix}-${next}`;
      next += 1;
      try {
        visits.push({ sid, vs: await viewPage(origin, pageCode, sid) });
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGE_VIEW_CONCURRENCY, count) }, viewer));
  return { visits, beaconsStored };
}

/**
 * Hands out `visits` one at a time, for the requests of a load run (autocannon's `setupRequest`).
 * Past the last it starts again from the first, as a run may ask for one more than it sends;
 * `handedOut` says how many were asked for, so that a run can tell whether a visit was used twice.
 */
export function visitQueue(visits: readonly Visit[]): {
  next(): Visit;
  readonly handedOut: number;
} {
  if (visits.length === 0) throw new Error('no visits to hand out');
  let handedOut = 0;
  return {
    next: () => visits[handedOut++ % visits.length]!,
    get handedOut() {
      return handedOut;
    },
  };
}
