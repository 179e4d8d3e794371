/**
 * The visit session between the visitor app and the collector: a page view's answer carries it
 * in this header, and the visit's clicks and beacons send it back as `vs`. Without it (or for a
 * preview) the collector stores no click and no beacon of the visit.
 */
export const VISIT_SESSION_HEADER = 'x-visit-session';
export const VISIT_SESSION_FIELD = 'vs';
