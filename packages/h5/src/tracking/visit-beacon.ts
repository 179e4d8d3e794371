import { MAX_STAY_MS } from '@h5-page/schema/visit-session';
import type { PageViewInput } from './tracker.ts';

/** The longest duration one beacon reports: the longest stay the collector counts. */
export const MAX_BEACON_DURATION_MS = MAX_STAY_MS;

export interface VisitBeaconOptions {
  /** The collector's beacon endpoint (`${collectorUrl}/beacon.gif`). */
  url: string;
  sessionId(): string;
  uid(): string | null;
  /** The visit session the page view's answer carried (the collector needs it). */
  visitSession?(): string | null;
  /** Whether the page is visible now. */
  isVisible(): boolean;
  /** A monotonic clock in ms whose 0 is the navigation start (performance.now()). */
  now(): number;
  /** Sends the fields (default: navigator.sendBeacon, else an image). */
  send?(url: string, fields: Record<string, string>): void;
}

export interface VisitBeacon {
  /** A page view: reports the visible time of the page before, then times this one. */
  page(input: PageViewInput): void;
  /** The page is hidden or left: reports the visible time since the last report. */
  hide(): void;
  /** The page is visible again: timing resumes. */
  show(): void;
}

/**
 * Sends the beacon: `navigator.sendBeacon` (a JSON string: text/plain, no preflight, survives the
 * page's unload), else an image GET with the fields in the query.
 */
export function sendBeaconFields(url: string, fields: Record<string, string>): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, JSON.stringify(fields))) return;
    } catch {
      // Fall back to the image.
    }
  }
  const image = new Image();
  image.src = `${url}?${new URLSearchParams(fields).toString()}`;
}

/**
 * Visit tracking (spec section 7: a beacon with page_id, session id, uid and duration): each
 * report sends how long the page was visible since the last report. A report is due when the page
 * is hidden (phones that never "unload" still report), when it is left (pagehide), and when the
 * visitor moves on to another page of the app. The first page is timed from the navigation start
 * (when it was visible then), so the time before the app loaded counts. The collector counts one
 * stay per page view, its first report (until it is hidden or left); it answers later ones
 * without storing them.
 */
export function createVisitBeacon(options: VisitBeaconOptions): VisitBeacon {
  const send = options.send ?? sendBeaconFields;
  let current: PageViewInput | null = null;
  let visibleSince: number | null = null;
  let first = true;

  const report = () => {
    if (!current || visibleSince === null) return;
    const duration = Math.min(MAX_BEACON_DURATION_MS, Math.round(options.now() - visibleSince));
    if (duration <= 0 || (current.pageID === null && !current.code)) return;
    const fields: Record<string, string> = {};
    if (current.pageID !== null) fields.page_id = String(current.pageID);
    if (current.code) fields.page_code = current.code;
    fields.sid = options.sessionId();
    const session = options.visitSession?.();
    if (session) fields.vs = session;
    const uid = options.uid();
    if (uid) fields.uid = uid;
    fields.duration = String(duration);
    fields.path = current.path;
    if (current.variant) fields.ab = current.variant;
    send(options.url, fields);
  };

  return {
    page(input) {
      report();
      // A preview is not a visit: nothing of it is reported.
      current = input.preview ? null : input;
      const visible = options.isVisible();
      visibleSince = visible ? (first ? 0 : options.now()) : null;
      first = false;
    },
    hide() {
      report();
      visibleSince = null;
    },
    show() {
      if (visibleSince === null) visibleSince = options.now();
    },
  };
}

/** Reports on hide and on leave: `visibilitychange` and `pagehide`. Returns the unsubscribe. */
export function watchVisibility(win: Window, beacon: VisitBeacon): () => void {
  const doc = win.document;
  const onVisibility = () => (doc.visibilityState === 'hidden' ? beacon.hide() : beacon.show());
  const onPageHide = () => beacon.hide();
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}
