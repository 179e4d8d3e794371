import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { BenchRow } from './run.ts';
import type { RunningServer } from './server.ts';
import { startVisits, visitQueue } from './visit.ts';
import type { Visit } from './visit.ts';

/** Benchmarks that later parts of the product add (beacon ingestion, …). */
export async function benchExtras(server: RunningServer): Promise<BenchRow[]> {
  return [...(await beaconIngestion(server)), ...(await cacheBusting(server))];
}

/**
 * Beacons sent, each with a visit of its own. The collector stores one beacon per visit, so
 * each needs a page view first: setting them up costs about as many requests again as the
 * beacons themselves (not measured).
 */
const BEACONS = Number(process.env.BENCH_BEACONS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/**
 * Beacon ingestion: BENCH_BEACONS visit-duration beacons (default 20 000), as many visitors send
 * them (one each, after its page view, which is set up first and not measured), as fast as
 * BENCH_CONNECTIONS connections send them; then the count in the store (read through the
 * development-only `/dev/events/count`, which writes buffered events first) must equal the
 * number sent. Any failed request or lost event fails the benchmark.
 */
async function beaconIngestion(server: RunningServer): Promise<BenchRow[]> {
  const sidPrefix = `ingest-${randomBytes(4).toString('hex')}`;
  const { visits, beaconsStored } = await startVisits(server.origin, 'demo', BEACONS, sidPrefix);
  const queue = visitQueue(visits);
  const beaconPath = ({ sid, vs }: Visit) =>
    `/collect/v1/beacon.gif?page_id=1001&sid=${encodeURIComponent(sid)}&uid=42` +
    `&duration=15000&page_code=demo&vs=${encodeURIComponent(vs)}`;

  // The same number of requests to the hello-world route first: the machine's baseline.
  const helloStarted = performance.now();
  await autocannon({ url: `${server.origin}/hello`, connections: CONNECTIONS, amount: BEACONS });
  const helloPerSecond = BEACONS / ((performance.now() - helloStarted) / 1000);

  const started = performance.now();
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    amount: BEACONS,
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: beaconPath(queue.next()) }) },
    ],
  });
  const seconds = (performance.now() - started) / 1000;

  const failed = result.non2xx + result.errors + result.timeouts;
  const sent = result['2xx'];
  if (failed > 0 || sent !== BEACONS) {
    throw new Error(
      `beacon ingestion: ${failed} failed requests, ${sent} of ${BEACONS} beacons accepted`,
    );
  }
  if (queue.handedOut > visits.length) {
    throw new Error(`beacon ingestion: ${queue.handedOut} beacons for ${visits.length} visits`);
  }

  // Everything accepted must be in the store; the writer flushes within ~250 ms.
  let stored = -1;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    stored = await beaconsStored();
    if (stored >= sent) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (stored !== sent) {
    throw new Error(`beacon ingestion LOST EVENTS: sent ${sent}, stored ${stored}`);
  }

  return [
    {
      name: `beacon ingestion (${sent} GET beacon.gif, batched writes)`,
      value: Math.round(sent / seconds),
      unit: 'events/s',
      p99: result.latency.p99,
      baseline: 'hello-world route, same request count',
      ratio: Number((sent / seconds / helloPerSecond).toFixed(2)),
    },
    {
      name: 'beacons stored in the database / sent (none lost)',
      value: stored,
      unit: `of ${sent}`,
    },
  ];
}

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const PHONE_ENCODING = { 'accept-encoding': 'br, gzip' };

/**
 * One client that makes every request unique (a fresh query string each time) must not slow
 * the other visitors: normal visitors alone on the demo page, then the same visitors beside as
 * many cache-busting connections, in the same run.
 */
async function cacheBusting(server: RunningServer): Promise<BenchRow[]> {
  const demo = `${server.origin}/h5-page/h5/demo`;
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const visitors = () =>
    autocannon({ url: demo, connections: half, duration: DURATION_S, headers: PHONE_ENCODING });
  await autocannon({ url: demo, connections: half, duration: 1, headers: PHONE_ENCODING });
  const alone = await visitors();
  let n = 0;
  const [beside, busting] = await Promise.all([
    visitors(),
    autocannon({
      url: demo,
      connections: half,
      duration: DURATION_S,
      headers: PHONE_ENCODING,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/h5-page/h5/demo?cb=${(n += 1)}-${Math.random().toString(36).slice(2)}`,
          }),
        },
      ],
    }),
  ]);
  for (const [name, result] of [
    ['visitors', alone],
    ['visitors beside cache-busting', beside],
    ['cache-busting', busting],
  ] as const) {
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) throw new Error(`cache busting: ${name}: ${failed} failed requests`);
  }
  return [
    {
      name: `demo page, ${half} visitor connections alone (baseline)`,
      value: Math.round(alone.requests.average),
      unit: 'req/s',
      p99: alone.latency.p99,
    },
    {
      name: `demo page, ${half} visitor connections beside ${half} cache-busting ones`,
      value: Math.round(beside.requests.average),
      unit: 'req/s',
      p99: beside.latency.p99,
      baseline: 'visitors alone',
      ratio: Number((beside.requests.average / alone.requests.average).toFixed(2)),
    },
    {
      name: `the ${half} cache-busting connections (a fresh query string each request)`,
      value: Math.round(busting.requests.average),
      unit: 'req/s',
      p99: busting.latency.p99,
    },
  ];
}
