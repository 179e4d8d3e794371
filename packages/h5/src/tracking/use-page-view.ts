import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBasename, useServices } from '../services.tsx';

// Per tracker, the navigation (location key) last reported: a page that remounts (retry) on the
// same navigation is not counted twice.
const lastReported = new WeakMap<object, string>();

/**
 * Reports a page view after each navigation, once the page is known (`ready` false while it
 * loads): our collector's pv.gif beacon, plus Baidu statistics when configured.
 */
export function usePageView(code: string | null, pageID: number | null, ready: boolean) {
  const { tracker } = useServices();
  const location = useLocation();
  const basename = useBasename();
  const path = `${basename}${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  useEffect(() => {
    if (!ready || lastReported.get(tracker) === location.key) return;
    lastReported.set(tracker, location.key);
    tracker.pageView({ code, pageID, path });
  }, [tracker, location.key, path, code, pageID, ready]);
}
