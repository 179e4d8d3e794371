import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { VISIT_SESSION_HEADER } from '@h5-page/schema/visit-session';
import { pageViewPath, storedFromNow } from './visit.ts';

export interface SpikeResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Beacon requests sent (some still in flight when the run stops). */
  beaconsSent: number;
  /** Beacons answered 2xx: each must be in the database. */
  beaconsAnswered: number;
  beaconsStored: number;
}

/** What a connection's loop keeps of its visit between its page view and its beacon. */
interface VisitContext {
  sid?: string;
  vs?: string;
}

/**
 * A campaign spike: every connection loops as visitors arrive one after another, each loading the
 * page HTML and the page-detail call, sending its page view and then its visit beacon with the
 * visit session that page view answered (the collector stores one beacon per visit). Errors are
 * failed, timed-out and non-2xx answers; beacons stored are counted in the database afterwards
 * (the development-only count writes buffered events first).
 */
export async function spike(
  origin: string,
  connections: number,
  durationSeconds: number,
): Promise<SpikeResult> {
  const beaconsStoredSince = await storedFromNow(origin, 'demo', 'beacon');
  const run = randomBytes(4).toString('hex');
  let visitors = 0;
  let beaconsSent = 0;
  let beaconsAnswered = 0;
  const pageView: autocannon.Request = {
    method: 'GET',
    setupRequest: (request, context) => {
      const visit = context as VisitContext;
      visit.sid = `spike-${run}-${(visitors += 1)}`;
      return { ...request, path: pageViewPath('demo', visit.sid) };
    },
    onResponse: (_status, _body, context, headers) => {
      const vs = Object.entries(headers ?? {}).find(
        ([name]) => name.toLowerCase() === VISIT_SESSION_HEADER,
      )?.[1];
      if (typeof vs === 'string') (context as VisitContext).vs = vs;
    },
  };
  // Without a session (its page view failed) the beacon is refused, and counts as an error.
  const beacon: autocannon.Request = {
    method: 'GET',
    setupRequest: (request, context) => {
      const { sid = '', vs = '' } = context as VisitContext;
      beaconsSent += 1;
      return {
        ...request,
        path:
          `/collect/v1/beacon.gif?page_id=1001&sid=${encodeURIComponent(sid)}&uid=7` +
          `&duration=12000&page_code=demo&vs=${encodeURIComponent(vs)}`,
      };
    },
    onResponse: (status) => {
      if (status >= 200 && status < 300) beaconsAnswered += 1;
    },
  };
  const result = await autocannon({
    url: origin,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      { method: 'GET', path: '/h5-page/h5/demo' },
      {
        method: 'GET',
        path: '/n8sf/api/activity/v1/activity-page/detail?code=demo&terminal_type=2',
      },
      pageView,
      beacon,
    ],
  });

  let beaconsStored = -1;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    beaconsStored = await beaconsStoredSince();
    if (beaconsStored >= beaconsAnswered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    beaconsSent,
    beaconsAnswered,
    beaconsStored,
  };
}
