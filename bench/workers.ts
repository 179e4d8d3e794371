/**
 * One process against two (`WORKERS=2`): the cached server-rendered page's requests per second
 * with each, on PostgreSQL and Redis, same page and same load, and their ratio. Part of
 * `npm run bench`; alone: `tsx bench/workers.ts` (after the build), which prints its rows.
 *
 * The load comes from wrk (Debian's package, installed here when missing), not autocannon: on
 * this two-core machine autocannon spends a whole core at about 8,000 requests a second, a
 * ceiling below what one server process answers, so it measured itself rather than the servers.
 * wrk, written in C, sends the same load for a fraction of that. Both servers run at once and are
 * measured in turns, so the machine's drift falls on both alike.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { installDebianPackages, onPath } from '../scripts/system-packages.mjs';
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

/** The name of the row the targets look for (its ratio is two processes over one). */
export const TWO_WORKERS_ROW = `cached page ${PAGE_PATH}, WORKERS=2 (PostgreSQL + Redis, wrk)`;

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

const ROUNDS = Number(process.env.BENCH_WORKER_ROUNDS ?? 3);

interface WrkFigures {
  requestsPerSecond: number;
  p99Ms: number;
}

/** wrk must be there: installed from Debian's packages as root, else the bench says how. */
function ensureWrk(): void {
  if (onPath('wrk') || installDebianPackages(['wrk'], 'npm run bench')) return;
  throw new Error('the workers bench needs wrk: run "apt-get install -y wrk" as root');
}

/** `99%  5.12ms` of wrk's latency distribution, in milliseconds. */
function p99Of(output: string): number {
  const match = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output);
  if (!match) throw new Error(`wrk printed no 99th percentile:\n${output}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One wrk run of DURATION_S seconds with CONNECTIONS connections; every answer must be a 200. */
function wrk(url: string, seconds = DURATION_S): WrkFigures {
  const run = spawnSync(
    'wrk',
    [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      'accept-encoding: br, gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(run.stdout);
  if (failed) throw new Error(`${url}: ${failed[0]}`);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  if (!rate) throw new Error(`wrk printed no rate:\n${run.stdout}`);
  return { requestsPerSecond: Number(rate[1]), p99Ms: p99Of(run.stdout) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function workersBench(): Promise<BenchRow[]> {
  const name = `h5_bench_workers_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  // DATA_DIR is not used with DATABASE_URL, but the helper wants one.
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-workers-'));
  const servers: RunningServer[] = [];
  const rounds: [WrkFigures[], WrkFigures[]] = [[], []];
  try {
    ensureWrk();
    for (const workers of [1, 2]) {
      const server = await startServer(dataDir, PAGE_PATH, {
        WORKERS: String(workers),
        DATABASE_URL: url.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: `${name}:`,
      });
      servers.push(server);
      await untilWorkersAnswer(server, workers);
      // Warm-up: every worker renders and caches the page, and the JIT settles.
      wrk(server.origin + PAGE_PATH, 1);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      servers.forEach((server, i) => rounds[i]!.push(wrk(server.origin + PAGE_PATH)));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const [one, two] = rounds.map((runs) => ({
    rate: median(runs.map((r) => r.requestsPerSecond)),
    p99: median(runs.map((r) => r.p99Ms)),
  })) as [{ rate: number; p99: number }, { rate: number; p99: number }];
  return [
    {
      name: `cached page ${PAGE_PATH}, WORKERS=1 (PostgreSQL + Redis, wrk)`,
      value: Math.round(one.rate),
      unit: 'req/s',
      p99: Number(one.p99.toFixed(1)),
    },
    {
      name: TWO_WORKERS_ROW,
      value: Math.round(two.rate),
      unit: 'req/s',
      p99: Number(two.p99.toFixed(1)),
      baseline: 'WORKERS=1',
      ratio: Number((two.rate / one.rate).toFixed(2)),
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
