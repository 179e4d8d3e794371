import type { ClientConfig } from '@h5-page/schema/client-config';
import type { RuntimeTracker, RuntimeVisit } from '@h5-page/blocks/runtime';
import { createBaiduStatistics } from './baidu.ts';
import type { BaiduStatistics } from './baidu.ts';
import type { VisitBeacon } from './visit-beacon.ts';
import { VISIT_SESSION_HEADER } from '@h5-page/schema/visit-session';

export interface PageViewInput {
  code: string | null;
  pageID: number | null;
  /** Path with the query, as the visitor sees it (`/h5-page/h5/demo?from=x`). */
  path: string;
  /** A preview of the draft (an editor's, or a signed preview link): never counted. */
  preview?: boolean;
  /** The A/B variant shown (absent: the page has none): every event of the view carries it. */
  variant?: string;
}

export interface Tracker extends RuntimeTracker {
  pageView(input: PageViewInput): void;
  /** The visitor shared the page from WeChat: to a friend or chat, or to Moments. */
  share(channel: 'friend' | 'timeline'): void;
}

/** The collector's tracker: also holds the visit session its page view got. */
export interface CollectorTracker extends Tracker {
  /** The visit session the collector answered to this page's view (null until it has). */
  visitSession(): string | null;
  /** The page's visit as a lead sends it: null until its page view has been answered. */
  visit(): Promise<RuntimeVisit | null>;
}

export interface TrackerOptions {
  config: Pick<ClientConfig, 'collectorUrl' | 'baiduSiteId'>;
  sessionId(): string;
  uid(): string | null;
  /** Sends the page view as an image beacon (GET); no visit session is read then. */
  sendImage?(url: string): void;
  /** Sends the page view (GET) and resolves with the visit session its answer carries. */
  sendPageView?(url: string): Promise<string | null>;
  /** Sends a JSON body (POST, survives page unload where possible). */
  sendJson?(url: string, body: unknown): void;
  baidu?: BaiduStatistics | null;
  /** Visit-duration beacons (visit-beacon.ts): told of each page view. */
  visits?: VisitBeacon;
}

function defaultSendImage(url: string) {
  const image = new Image();
  image.src = url;
}

/**
 * The page view through fetch, which can read the visit session from the answer; a collector on
 * another origin (no CORS read) or a browser without fetch gets the image.
 */
async function defaultSendPageView(url: string): Promise<string | null> {
  const sameOrigin =
    typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;
  if (!sameOrigin || typeof fetch !== 'function') {
    defaultSendImage(url);
    return null;
  }
  try {
    const answer = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
    // The pixel is read to its end, so the request is over rather than left open.
    await answer.arrayBuffer();
    return answer.headers.get(VISIT_SESSION_HEADER);
  } catch {
    return null;
  }
}

function defaultSendJson(url: string, body: unknown) {
  const json = JSON.stringify(body);
  // A string body goes as text/plain (no CORS preflight; the collector reads it as JSON).
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, json)) return;
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'include',
  }).catch(() => {});
}

/**
 * The one tracker (DESIGN.md): our collector's beacons, plus Baidu statistics when configured
 * (page views, and the clicks that ask for it). A preview sends nothing. Each page view's answer
 * carries the visit session that the page's clicks and visit beacons must send back; a click
 * made while the page view is under way waits for it.
 */
export function createTracker(options: TrackerOptions): CollectorTracker {
  const base = options.config.collectorUrl.replace(/\/$/, '');
  const sendJson = options.sendJson ?? defaultSendJson;
  const baidu =
    options.baidu !== undefined
      ? options.baidu
      : options.config.baiduSiteId
        ? createBaiduStatistics(options.config.baiduSiteId)
        : null;
  const sendPageView = options.sendPageView ?? defaultSendPageView;
  let current: PageViewInput = { code: null, pageID: null, path: '' };
  let session: string | null = null;
  let pending: Promise<void> | null = null;

  /** An event of the current page to the collector, with the visit session its view got. */
  const sendEvent = (type: string, name: string, data: Record<string, unknown>) => {
    const page = current;
    if (page.preview) return;
    const event = {
      type,
      name,
      data,
      page_code: page.code ?? '',
      page_id: page.pageID,
      sid: options.sessionId(),
      uid: options.uid(),
      path: page.path,
      ...(page.variant ? { ab: page.variant } : {}),
      ts: Date.now(),
    };
    // The collector takes an event only with the visit session its page view got: a page that
    // has none (no published page behind it, or a collector that could not answer one) sends
    // nothing that would only be refused.
    const send = () => {
      if (!session || current !== page) return;
      void sendJson(`${base}/events`, { events: [{ ...event, vs: session }] });
    };
    if (pending) void pending.then(send);
    else send();
  };

  return {
    visitSession: () => session,
    // Read as it is now, never waited for: a lead is not held up by a page view still on its way.
    visit: () =>
      Promise.resolve(
        session && !current.preview ? { sid: options.sessionId(), vs: session } : null,
      ),
    pageView(input) {
      options.visits?.page(input);
      current = input;
      session = null;
      pending = null;
      if (input.preview) return;
      const query = new URLSearchParams({
        page_code: input.code ?? '',
        page_id: input.pageID === null ? '' : String(input.pageID),
        sid: options.sessionId(),
        uid: options.uid() ?? '',
        path: input.path,
      });
      if (input.variant) query.set('ab', input.variant);
      const url = `${base}/pv.gif?${query.toString()}`;
      if (options.sendImage) {
        options.sendImage(url);
      } else {
        const answered: Promise<void> = sendPageView(url)
          .catch(() => null)
          .then((token) => {
            if (current !== input) return;
            session = token;
            if (pending === answered) pending = null;
          });
        pending = answered;
      }
      baidu?.trackPageview(input.path);
    },
    click(name, data = {}, clickOptions = {}) {
      if (current.preview) return;
      sendEvent('click', name, data);
      // Baidu statistics only for the clicks that ask (a button's `baiduStatistics`).
      const label = typeof clickOptions.baidu === 'string' ? clickOptions.baidu.trim() : '';
      if (clickOptions.baidu) baidu?.trackEvent(current.code ?? 'page', 'click', label || name);
    },
    share(channel) {
      sendEvent('share', channel, { channel });
    },
  };
}
