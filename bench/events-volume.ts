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
import { startVisit } from './visit.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
/** The development seed route takes at most this many events a call. */
const SEED_CHUNK = 5_000_000;
const BEACON_SECONDS = Number(process.env.BENCH_BEACON_SECONDS ?? 5);
const BEACON_CONNECTIONS = Number(process.env.BENCH_BEACON_CONNECTIONS ?? 64);
const REPEATS = 7;
/** Where a fresh database is created (and dropped afterwards). */
const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = (process.env.ADMIN_PASSWORD ??= 'bench-admin-password');
const PAGE = 'demo';

/** The name of the row the targets look for. */
export const BEACONS_PER_SECOND_ROW = 'beacons stored per second on PostgreSQL (one process)';

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Beacons POSTed as navigator.sendBeacon sends them, for BEACON_SECONDS, then counted in the store. */
async function beaconsPerSecond(server: RunningServer): Promise<BenchRow[]> {
  const sid = `volume-${randomBytes(4).toString('hex')}`;
  const visit = await startVisit(server.origin, PAGE, sid);
  // The JSON string the visitor app's sendBeacon sends (text/plain, no preflight).
  const body = JSON.stringify({
    page_id: '1001',
    page_code: PAGE,
    sid,
    vs: visit.vs,
    uid: '42',
    duration: '15000',
    path: `/h5-page/h5/${PAGE}`,
  });
  // The machine's baseline in the same run: the hello-world route, same connections and time.
  const hello = await autocannon({
    url: `${server.origin}/hello`,
    connections: BEACON_CONNECTIONS,
    duration: BEACON_SECONDS,
  });
  const started = performance.now();
  const result = await autocannon({
    url: `${server.origin}/collect/v1/beacon.gif`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
    connections: BEACON_CONNECTIONS,
    duration: BEACON_SECONDS,
  });
  const seconds = (performance.now() - started) / 1000;
  const acknowledged = result['2xx'];
  const failed = result.non2xx + result.errors + result.timeouts;
  // Every acknowledged beacon was committed before its answer: the count is final at once.
  const stored = await visit.beaconsStored();
  if (stored < acknowledged) {
    throw new Error(`beacons LOST: ${acknowledged} acknowledged, ${stored} stored`);
  }
  const perSecond = stored / seconds;
  return [
    {
      name: BEACONS_PER_SECOND_ROW,
      value: Math.round(perSecond),
      unit: 'beacons/s',
      p99: result.latency.p99,
      baseline: `hello-world route (${Math.round(hello.requests.average)} req/s)`,
      ratio: Number((perSecond / hello.requests.average).toFixed(2)),
    },
    {
      name: `beacons stored / acknowledged (${BEACON_CONNECTIONS} connections, ${BEACON_SECONDS} s, ${failed} refused or failed)`,
      value: stored,
      unit: `of ${acknowledged}`,
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
