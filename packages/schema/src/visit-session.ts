/**
 * The visit session between the visitor app and the collector: a page view's answer carries it
 * in this header, and the visit's clicks and beacons send it back as `vs`. Without it (or for a
 * preview) the collector stores no click and no beacon of the visit.
 */
export const VISIT_SESSION_HEADER = 'x-visit-session';
export const VISIT_SESSION_FIELD = 'vs';

/**
 * The longest stay one page view counts (4 hours). A page can stay visible for longer (a desktop
 * left open), but beyond this the figure says nothing more about the page, and one made-up
 * report could outweigh thousands of real ones in the average: the visitor app reports no more
 * and the collector clamps what it is sent to it.
 */
export const MAX_STAY_MS = 4 * 60 * 60 * 1000;
