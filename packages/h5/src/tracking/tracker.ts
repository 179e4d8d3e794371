import type { ClientConfig } from '@h5-page/schema/client-config';
import type { RuntimeTracker } from '@h5-page/blocks/runtime';
import { createBaiduStatistics } from './baidu.ts';
import type { BaiduStatistics } from './baidu.ts';
import type { VisitBeacon } from './visit-beacon.ts';

export interface PageViewInput {
  code: string | null;
  pageID: number | null;
  /** Path with the query, as the visitor sees it (`/h5-page/h5/demo?from=x`). */
  path: string;
}

export interface Tracker extends RuntimeTracker {
  pageView(input: PageViewInput): void;
}

export interface TrackerOptions {
  config: Pick<ClientConfig, 'collectorUrl' | 'baiduSiteId'>;
  sessionId(): string;
  uid(): string | null;
  /** Sends an image beacon (GET). */
  sendImage?(url: string): void;
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
 * (page views, and the clicks that ask for it).
 */
export function createTracker(options: TrackerOptions): Tracker {
  const base = options.config.collectorUrl.replace(/\/$/, '');
  const sendImage = options.sendImage ?? defaultSendImage;
  const sendJson = options.sendJson ?? defaultSendJson;
  const baidu =
    options.baidu !== undefined
      ? options.baidu
      : options.config.baiduSiteId
        ? createBaiduStatistics(options.config.baiduSiteId)
        : null;
  let current: PageViewInput = { code: null, pageID: null, path: '' };

  return {
    pageView(input) {
      options.visits?.page(input);
      current = input;
      const query = new URLSearchParams({
        page_code: input.code ?? '',
        page_id: input.pageID === null ? '' : String(input.pageID),
        sid: options.sessionId(),
        uid: options.uid() ?? '',
        path: input.path,
      });
      sendImage(`${base}/pv.gif?${query.toString()}`);
      baidu?.trackPageview(input.path);
    },
    click(name, data = {}, clickOptions = {}) {
      sendJson(`${base}/events`, {
        events: [
          {
            type: 'click',
            name,
            data,
            page_code: current.code ?? '',
            page_id: current.pageID,
            sid: options.sessionId(),
            uid: options.uid(),
            path: current.path,
            ts: Date.now(),
          },
        ],
      });
      // Baidu statistics only for the clicks that ask (a button's `baiduStatistics`).
      const label = typeof clickOptions.baidu === 'string' ? clickOptions.baidu.trim() : '';
      if (clickOptions.baidu) baidu?.trackEvent(current.code ?? 'page', 'click', label || name);
    },
  };
}
