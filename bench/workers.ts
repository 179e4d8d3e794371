/**
 * One process against two (`WORKERS=2`): the cached server-rendered page's requests per second
 * with each, on PostgreSQL and Redis, same page and same load, and their ratio. Part of
 * `npm run bench`; alone: `tsx bench/workers.ts` (after the build), which prints its rows.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchRow } from './run.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAGE_PATH = '/h5-page/h5/demo';
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** The name of the row the targets look for (its ratio is two processes over one). */
export const TWO_WORKERS_ROW = `cached page ${PAGE_PATH}, WORKERS=2 (PostgreSQL + Redis)`;

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Which worker answers a request on a connection of its own (the header non-production sends). */
function workerOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['x-h5-worker'] ?? '')));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** `/readyz` answers once the first worker listens: wait until `count` distinct ones answer. */
async function untilWorkersAnswer(server: RunningServer, count: number): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 120_000;
  while (seen.size < count) {
    seen.add(await workerOf(server.origin + '/healthz'));
    if (Date.now() > deadline) throw new Error(`only ${seen.size} of ${count} workers answered`);
  }
}

async function measure(server: RunningServer): Promise<autocannon.Result> {
  const url = server.origin + PAGE_PATH;
  // Warm-up: every worker renders and caches the page, and the JIT settles.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: HEADERS });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: HEADERS,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return result;
}

export async function workersBench(): Promise<BenchRow[]> {
  const name = `h5_bench_workers_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  // DATA_DIR is not used with DATABASE_URL, but the helper wants one.
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-workers-'));
  const results: autocannon.Result[] = [];
  try {
    for (const workers of [1, 2]) {
      const server = await startServer(dataDir, PAGE_PATH, {
        WORKERS: String(workers),
        DATABASE_URL: url.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: `${name}:`,
      });
      try {
        await untilWorkersAnswer(server, workers);
        results.push(await measure(server));
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const [one, two] = results as [autocannon.Result, autocannon.Result];
  return [
    {
      name: `cached page ${PAGE_PATH}, WORKERS=1 (PostgreSQL + Redis)`,
      value: Math.round(one.requests.average),
      unit: 'req/s',
      p99: one.latency.p99,
    },
    {
      name: TWO_WORKERS_ROW,
      value: Math.round(two.requests.average),
      unit: 'req/s',
      p99: two.latency.p99,
      baseline: 'WORKERS=1',
      ratio: Number((two.requests.average / one.requests.average).toFixed(2)),
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await workersBench();
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      value: `${r.value} ${r.unit}`,
      p99: r.p99 === undefined ? '' : `${r.p99} ms`,
      'vs baseline': r.ratio === undefined ? '' : `${r.ratio}× ${r.baseline}`,
    })),
  );
}
