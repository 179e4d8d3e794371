export { createTracker } from './tracker.ts';
export type { PageViewInput, Tracker, TrackerOptions } from './tracker.ts';
export { createBaiduStatistics } from './baidu.ts';
export type { BaiduStatistics } from './baidu.ts';
export { sessionId } from './session.ts';
export { usePageView } from './use-page-view.ts';
export { createVisitBeacon, sendBeaconFields, watchVisibility } from './visit-beacon.ts';
export type { VisitBeacon, VisitBeaconOptions } from './visit-beacon.ts';
