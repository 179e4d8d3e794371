import { activityPagePath } from '@h5-page/schema/page-route';
import { VISIT_SESSION_HEADER } from '@h5-page/schema/visit-session';

/**
 * The collector takes beacons only of published pages and only with the visit session their
 * page view answered: a benchmark visit starts as a visitor's does, with a page view.
 */
export async function startVisit(
  origin: string,
  pageCode: string,
  sid: string,
): Promise<{ vs: string; beaconsStored(): Promise<number> }> {
  const view = await fetch(
    `${origin}/collect/v1/pv.gif?kind=pv&page_code=${pageCode}&sid=${sid}&path=${activityPagePath(pageCode)}`,
  );
  const vs = view.headers.get(VISIT_SESSION_HEADER);
  if (!view.ok || !vs) throw new Error(`page view of ${pageCode}: HTTP ${view.status}, no session`);
  const count = async () => {
    const response = await fetch(`${origin}/dev/events/count?kind=beacon&page_code=${pageCode}`);
    if (!response.ok) throw new Error(`beacon count: HTTP ${response.status}`);
    return ((await response.json()) as { response: { count: number } }).response.count;
  };
  // Beacons of the page stored before this visit are not this visit's.
  const before = await count();
  return { vs, beaconsStored: async () => (await count()) - before };
}
