/**
 * Events at volume, on PostgreSQL with one server process: beacons stored per second (none of
 * those acknowledged lost), and the 30-day stats call over BENCH_EVENTS events (default ten
 * million). Part of `npm run bench`; alone: `tsx bench/events-volume.ts` (after the build), which
 * prints its rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import type { BenchRow } from './run.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './server.ts';
import { startVisits, storedFromNow, visitQueue } from './visit.ts';
import type { Visit } from './visit.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** The development seed route takes at most this many events a call. */
const SEED_CHUNK = 5_000_000;
/** How long the batched events are posted. */
const BEACON_SECONDS = Number(process.env.BENCH_BEACON_SECONDS ?? 5);
/**
 * Beacons sent one a request, each with a visit of its own (the collector stores one beacon per
 * visit): each visit's page view is set up first, unmeasured, costing about as much again. The
 * default is about what the one-a-request run sent in 5 s on a 2-core machine when it was timed.
 */
const BEACON_VISITS = Number(process.env.BENCH_BEACON_VISITS ?? 10_000);
const BEACON_CONNECTIONS = Number(process.env.BENCH_BEACON_CONNECTIONS ?? 64);
const REPEATS = 7;
/** Where a fresh database is created (and dropped afterwards). */
const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = (process.env.ADMIN_PASSWORD ??= 'bench-admin-password');
const PAGE = 'demo';

/**
 * The name of the row the targets look for: events stored per second posted as the events call
 * takes them, BATCH a request. The name says beacons, as the row always has; the events call has
 * since taken clicks and shares only (a visit's stay comes from beacon.gif alone, once per
 * visit), so what it posts are clicks, as the visitor app's tracker batches them. Both go
 * through the same batched writer.
 */
export const BEACONS_PER_SECOND_ROW = 'beacons stored per second on PostgreSQL (one process)';
/** Events a batched request carries: the events call's most. */
const BATCH = 50;

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface BeaconRun {
  perSecond: number;
  stored: number;
  /** Events sent: those acknowledged, refused, and still on their way when a timed run stopped. */
  sent: number;
  acknowledged: number;
  failed: number;
  p99: number;
}

/**
 * POSTs to `url` as sendBeacon sends it (the JSON string of the body `next` gives for each
 * request), for as long as `run` says (an `amount` of requests or a `duration`); then the events
 * the store holds of those sent, each request carrying `perRequest` of them.
 */
async function postEvents(
  url: string,
  run: { amount: number } | { duration: number },
  next: () => string,
  perRequest: number,
  stored: () => Promise<number>,
): Promise<BeaconRun> {
  let sent = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: BEACON_CONNECTIONS,
    ...run,
    requests: [
      {
        method: 'POST',
        // The JSON string the visitor app's sendBeacon sends: text/plain, no preflight.
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        setupRequest: (request) => {
          sent += 1;
          return { ...request, body: next() };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const acknowledged = result['2xx'] * perRequest;
  // Every acknowledged event was committed before its answer: the count is final at once. Those
  // still on their way when a timed run stops (a connection's last request) may be stored too.
  const count = await stored();
  if (count < acknowledged || count > sent * perRequest) {
    throw new Error(
      `events LOST or miscounted: ${acknowledged} acknowledged, ${count} stored, ${sent * perRequest} sent`,
    );
  }
  return {
    perSecond: count / seconds,
    stored: count,
    sent: sent * perRequest,
    acknowledged,
    failed: result.non2xx + result.errors + result.timeouts,
    p99: result.latency.p99,
  };
}

/**
 * Events both ways the collector takes them, then counted in the store: BEACON_VISITS visit
 * beacons one a request (the visitor app's sendBeacon on leaving a page), each of a visit of its
 * own (the collector stores one beacon per visit), and for BEACON_SECONDS clicks through the
 * events call, BATCH a request (what the visitor app's tracker batches), each of a different
 * visit of those. One HTTP request costs about what the hello-world route costs, the baseline in
 * the same run: one event a request cannot go faster than that, so the store's batched writes
 * are measured by the second.
 */
async function beaconsPerSecond(server: RunningServer): Promise<BenchRow[]> {
  if (BEACON_VISITS < BATCH) throw new Error(`BENCH_BEACON_VISITS must be at least ${BATCH}`);
  const sidPrefix = `volume-${randomBytes(4).toString('hex')}`;
  const { visits, beaconsStored } = await startVisits(
    server.origin,
    PAGE,
    BEACON_VISITS,
    sidPrefix,
  );
  const fields = ({ sid, vs }: Visit) => ({
    page_id: '1001',
    page_code: PAGE,
    sid,
    vs,
    uid: '42',
    path: `/h5-page/h5/${PAGE}`,
  });
  const hello = await autocannon({
    url: `${server.origin}/hello`,
    connections: BEACON_CONNECTIONS,
    duration: BEACON_SECONDS,
  });
  const helloPerSecond = hello.requests.average;

  const beacons = visitQueue(visits);
  const single = await postEvents(
    `${server.origin}/collect/v1/beacon.gif`,
    { amount: visits.length },
    () => JSON.stringify({ ...fields(beacons.next()), duration: '15000' }),
    1,
    beaconsStored,
  );
  if (beacons.handedOut > visits.length) {
    throw new Error(`${beacons.handedOut} beacons for ${visits.length} visits`);
  }

  // The same visits click on, BATCH different ones in each request (the queue goes round).
  const clickers = visitQueue(visits);
  const click = () => ({
    ...fields(clickers.next()),
    type: 'click',
    name: '立即参与',
    data: { block: 'button' },
    ts: Date.now(),
  });
  const batched = await postEvents(
    `${server.origin}/collect/v1/events`,
    { duration: BEACON_SECONDS },
    () => JSON.stringify({ events: Array.from({ length: BATCH }, click) }),
    BATCH,
    await storedFromNow(server.origin, PAGE, 'click'),
  );
  const baseline = `hello-world route (${Math.round(helloPerSecond)} req/s)`;
  const ratio = (run: BeaconRun) => Number((run.perSecond / helloPerSecond).toFixed(2));
  const tally = (run: BeaconRun) =>
    `of ${run.sent} sent, ${run.acknowledged} acknowledged, ${run.failed} requests refused`;
  return [
    {
      name: BEACONS_PER_SECOND_ROW,
      value: Math.round(batched.perSecond),
      unit: `events/s (${BATCH} clicks a request, the events call)`,
      p99: batched.p99,
      baseline,
      ratio: ratio(batched),
    },
    {
      name: 'beacons stored per second on PostgreSQL (one process), one a request (beacon.gif)',
      value: Math.round(single.perSecond),
      unit: 'beacons/s',
      p99: single.p99,
      baseline,
      ratio: ratio(single),
    },
    {
      name: `events stored (${BEACON_CONNECTIONS} connections: ${visits.length} beacons of as many visits, ${BEACON_SECONDS} s of batched clicks)`,
      value: batched.stored + single.stored,
      unit: `batched ${batched.stored} ${tally(batched)}; one a request ${single.stored} ${tally(single)}`,
    },
  ];
}

/** Median of REPEATS sequential calls (after one not counted), in ms, and the last answer. */
async function medianMs(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= REPEATS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** BENCH_EVENTS synthetic events over 30 days, then the 30-day stats call through the admin API. */
async function statsOverEvents(server: RunningServer): Promise<BenchRow[]> {
  const seedStarted = performance.now();
  for (let left = EVENTS; left > 0; left -= SEED_CHUNK) {
    const seeded = await fetch(`${server.origin}/dev/events/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page_code: PAGE, count: Math.min(left, SEED_CHUNK), days: 30 }),
    });
    if (seeded.status !== 200) throw new Error(`seeding events: HTTP ${seeded.status}`);
  }
  const seedMs = performance.now() - seedStarted;

  const signIn = await fetch(`${server.origin}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', password: PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (signIn.status !== 200 || !cookie) throw new Error(`admin sign-in: HTTP ${signIn.status}`);

  const to = statsDateOf(Date.now());
  const period = `from=${addStatsDays(to, -29)}&to=${to}`;
  const statsUrl = `${server.origin}/admin/api/pages/${PAGE}/stats?${period}`;
  const answer = await fetch(statsUrl, { headers: { cookie } });
  const figures = ((await answer.json()) as { response: { page_views: number } }).response;
  const statsMs = await medianMs(statsUrl, cookie);
  const breakdownStarted = performance.now();
  const breakdown = await fetch(`${server.origin}/admin/api/pages/${PAGE}/stats/detail?${period}`, {
    headers: { cookie },
  });
  await breakdown.arrayBuffer();
  if (breakdown.status !== 200) throw new Error(`stats breakdown: HTTP ${breakdown.status}`);
  const breakdownMs = performance.now() - breakdownStarted;
  const round = (ms: number) => Number(ms.toFixed(1));
  return [
    {
      name: `seed ${EVENTS} events over 30 days on PostgreSQL (in the database)`,
      value: Math.round(seedMs),
      unit: 'ms',
    },
    {
      name: `30-day stats call over ${EVENTS} events on PostgreSQL (${figures.page_views} views, median)`,
      value: round(statsMs),
      unit: 'ms',
    },
    {
      name: `30-day stats breakdown over ${EVENTS} events on PostgreSQL (one call)`,
      value: round(breakdownMs),
      unit: 'ms',
    },
  ];
}

/** Both measures on a fresh PostgreSQL database and a server process of their own. */
export async function eventsVolume(): Promise<BenchRow[]> {
  const name = `h5_bench_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-events-'));
  try {
    const server = await startServer(dataDir, '/h5-page/h5/demo', {
      DATABASE_URL: url.toString(),
      ADMIN_PASSWORD: PASSWORD,
      // One client sends every beacon here: the per-client cap must not be what is measured.
      BEACON_LIMIT_PER_MINUTE: '100000',
    });
    try {
      return [...(await beaconsPerSecond(server)), ...(await statsOverEvents(server))];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await eventsVolume();
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      value: `${r.value} ${r.unit}`,
      p99: r.p99 === undefined ? '' : `${r.p99} ms`,
      'vs baseline': r.ratio === undefined ? '' : `${r.ratio}× ${r.baseline}`,
    })),
  );
}
