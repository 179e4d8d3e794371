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
 *
 * wrk shares the two cores with the servers, so two processes never get two cores. Two more
 * figures say what the ratio is made of: a bare Node cluster (bare-cluster.mjs) answering the
 * same bytes, 1 and 2 processes, measured in the same turns (what any Node server gets here),
 * and the CPU time the servers and wrk spent (from /proc) per request and per second.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { installDebianPackages, onPath } from '../scripts/system-packages.mjs';
import pg from 'pg';
import type { BenchRow } from './run.ts';
import { freePort, startServer } from './server.ts';
import type { RunningServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAGE_PATH = '/h5-page/h5/demo';

/** The name of the row the targets look for (its ratio is two processes over one). */
export const TWO_WORKERS_ROW = `cached page ${PAGE_PATH}, WORKERS=2 (PostgreSQL + Redis, wrk)`;
/** The same for a bare Node cluster answering the page's bytes: what the machine allows. */
export const BARE_TWO_ROW = `bare Node cluster answering the same ${PAGE_PATH} bytes, 2 processes (wrk)`;

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
  requests: number;
  /** CPU time the server's processes (primary and workers) spent during the run. */
  serverCpuMs: number;
  /** CPU time wrk spent. */
  wrkCpuMs: number;
  /** Wall time of the run. */
  wallMs: number;
}

const TICK_MS =
  1000 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100);

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), from `state` on. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** utime + stime of a process and all its descendants (the cluster's workers), in ms. */
function treeCpuMs(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const fields = Number.isInteger(pid) && pid > 0 ? statFields(pid) : null;
    if (fields) parents.set(pid, Number(fields[1]));
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) grew = tree.add(pid).size > 0;
    }
  }
  let ticks = 0;
  for (const pid of tree) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/** CPU time of this process's waited-for children (wrk, run by spawnSync), in ms. */
function waitedChildrenCpuMs(): number {
  const fields = statFields('self')!;
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
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

/**
 * One wrk run of DURATION_S seconds with CONNECTIONS connections against `server`; every answer
 * must be a 200. Also counts the CPU time the server's processes and wrk spent meanwhile.
 */
function wrk(server: RunningServer, seconds = DURATION_S): WrkFigures {
  const url = server.origin + PAGE_PATH;
  const serverBefore = treeCpuMs(server.process.pid!);
  const wrkBefore = waitedChildrenCpuMs();
  const started = performance.now();
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
  const requests = /(\d+) requests in/.exec(run.stdout);
  if (!requests) throw new Error(`wrk printed no request count:\n${run.stdout}`);
  return {
    requestsPerSecond: Number(rate[1]),
    p99Ms: p99Of(run.stdout),
    requests: Number(requests[1]),
    wallMs: performance.now() - started,
    serverCpuMs: treeCpuMs(server.process.pid!) - serverBefore,
    wrkCpuMs: waitedChildrenCpuMs() - wrkBefore,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The bare cluster of bare-cluster.mjs with `workers` processes, answering `bodyFile`'s bytes. */
async function startBareCluster(workers: number, bodyFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('bare-cluster.mjs', import.meta.url))],
    {
      env: { ...process.env, WORKERS: String(workers), PORT: String(port), BODY_FILE: bodyFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const server: RunningServer = {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    dataDir: '',
    startMs: 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare cluster exited with ${child.exitCode}`);
    try {
      await workerOf(server.origin);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function workersBench(): Promise<BenchRow[]> {
  const name = `h5_bench_workers_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  // DATA_DIR is not used with DATABASE_URL, but the helper wants one.
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-workers-'));
  const servers: RunningServer[] = [];
  // The server with 1 and 2 workers, then the bare cluster with 1 and 2.
  const rounds: WrkFigures[][] = [[], [], [], []];
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
      wrk(server, 1);
    }
    const page = await fetch(servers[0]!.origin + PAGE_PATH, {
      headers: { 'accept-encoding': 'br' },
    });
    const bodyFile = join(dataDir, 'page.br');
    writeFileSync(bodyFile, Buffer.from(await page.arrayBuffer()));
    for (const workers of [1, 2]) {
      const bare = await startBareCluster(workers, bodyFile);
      servers.push(bare);
      await untilWorkersAnswer(bare, workers);
      wrk(bare, 1);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      servers.forEach((server, i) => rounds[i]!.push(wrk(server)));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const sum = (runs: WrkFigures[], key: 'requests' | 'serverCpuMs' | 'wrkCpuMs' | 'wallMs') =>
    runs.reduce((total, run) => total + run[key], 0);
  const [one, two, bareOne, bareTwo] = rounds.map((runs) => ({
    rate: median(runs.map((r) => r.requestsPerSecond)),
    p99: median(runs.map((r) => r.p99Ms)),
    // Over all rounds: CPU per request, and how many cores the servers and wrk kept busy.
    cpuPerRequestUs: (sum(runs, 'serverCpuMs') / sum(runs, 'requests')) * 1000,
    serverCores: sum(runs, 'serverCpuMs') / sum(runs, 'wallMs'),
    wrkCores: sum(runs, 'wrkCpuMs') / sum(runs, 'wallMs'),
  })) as [Measured, Measured, Measured, Measured];
  const twoDecimals = (value: number) => Number(value.toFixed(2));
  /** The requests per second of one process and of two, the second with its ratio to the first. */
  const ratePair = (
    oneName: string,
    twoName: string,
    baseline: string,
    single: Measured,
    double: Measured,
  ): BenchRow[] => [
    {
      name: oneName,
      value: Math.round(single.rate),
      unit: 'req/s',
      p99: Number(single.p99.toFixed(1)),
    },
    {
      name: twoName,
      value: Math.round(double.rate),
      unit: 'req/s',
      p99: Number(double.p99.toFixed(1)),
      baseline,
      ratio: twoDecimals(double.rate / single.rate),
    },
  ];
  return [
    ...ratePair(
      `cached page ${PAGE_PATH}, WORKERS=1 (PostgreSQL + Redis, wrk)`,
      TWO_WORKERS_ROW,
      'WORKERS=1',
      one,
      two,
    ),
    ...ratePair(
      `bare Node cluster answering the same ${PAGE_PATH} bytes, 1 process (wrk)`,
      BARE_TWO_ROW,
      '1 process',
      bareOne,
      bareTwo,
    ),
    // Why the ratio is what it is: the servers' CPU per request, and the cores they got beside
    // wrk, which runs on the same two cores.
    {
      name: 'server CPU per request, WORKERS=1 (all processes)',
      value: Math.round(one.cpuPerRequestUs),
      unit: 'µs',
    },
    {
      name: 'server CPU per request, WORKERS=2 (primary and workers)',
      value: Math.round(two.cpuPerRequestUs),
      unit: 'µs',
      baseline: 'WORKERS=1',
      ratio: twoDecimals(two.cpuPerRequestUs / one.cpuPerRequestUs),
    },
    {
      name: 'cores busy with the server, WORKERS=1',
      value: twoDecimals(one.serverCores),
      unit: 'cores',
    },
    {
      name: 'cores busy with the server, WORKERS=2',
      value: twoDecimals(two.serverCores),
      unit: 'cores',
      baseline: 'WORKERS=1',
      ratio: twoDecimals(two.serverCores / one.serverCores),
    },
    {
      name: 'cores busy with wrk beside WORKERS=2',
      value: twoDecimals(two.wrkCores),
      unit: 'cores',
    },
  ];
}

interface Measured {
  rate: number;
  p99: number;
  cpuPerRequestUs: number;
  serverCores: number;
  wrkCores: number;
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
