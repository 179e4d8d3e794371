import { useEffect } from 'react';
import { useAppLocation, useServices } from '../services.tsx';
import type { AppLocation } from '../services.tsx';

// Per tracker, the location last reported: a page that remounts (retry) is not counted twice.
const lastReported = new WeakMap<object, AppLocation>();

/**
 * Reports the page view of this document's URL once the page is known (`ready` false while it
 * loads): our collector's pv.gif beacon, plus Baidu statistics when configured. A preview tells
 * the tracker so, and nothing of it is counted.
 */
export function usePageView(
  code: string | null,
  pageID: number | null,
  ready: boolean,
  preview = false,
  variant?: string,
) {
  const { tracker } = useServices();
  const location = useAppLocation();
  useEffect(() => {
    if (!ready || lastReported.get(tracker) === location) return;
    lastReported.set(tracker, location);
    tracker.pageView({
      code,
      pageID,
      path: location.pathname + location.search,
      ...(preview ? { preview } : {}),
      ...(variant ? { variant } : {}),
    });
  }, [tracker, location, code, pageID, ready, preview, variant]);
}
