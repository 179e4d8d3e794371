import { createTracker } from '../src/tracking/tracker.ts';
import type { CollectorTracker, TrackerOptions } from '../src/tracking/tracker.ts';

/**
 * A tracker of visitor `s`, not logged in, collecting at `/collect/v1` (Baidu statistics only
 * with a `baiduSiteId`); tests give the senders they watch.
 */
export function testTracker({
  baiduSiteId = '',
  ...options
}: Partial<TrackerOptions> & { baiduSiteId?: string } = {}): CollectorTracker {
  return createTracker({
    config: { collectorUrl: '/collect/v1', baiduSiteId },
    sessionId: () => 's',
    uid: () => null,
    ...options,
  });
}
