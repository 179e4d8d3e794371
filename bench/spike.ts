import autocannon from 'autocannon';
import { startVisit } from './visit.ts';

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

/**
 * A campaign spike: every connection loops over the page HTML, the page-detail call and two visit
 * beacons. Errors are failed, timed-out and non-2xx answers; beacons stored are counted in the
 * database afterwards (the development-only count writes buffered events first).
 */
export async function spike(
  origin: string,
  connections: number,
  durationSeconds: number,
): Promise<SpikeResult> {
  const visit = await startVisit(origin, 'demo', 'spike');
  let beaconsSent = 0;
  let beaconsAnswered = 0;
  const beacon = {
    method: 'GET' as const,
    path:
      `/collect/v1/beacon.gif?page_id=1001&sid=spike&uid=7&duration=12000` +
      `&page_code=demo&vs=${encodeURIComponent(visit.vs)}`,
    setupRequest: <T>(request: T): T => {
      beaconsSent += 1;
      return request;
    },
    onResponse: (status: number) => {
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
      beacon,
      beacon,
    ],
  });

  let beaconsStored = -1;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    beaconsStored = await visit.beaconsStored();
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
