/**
 * `npm run bench`: measures the server in one run, as ratios against baselines served by the
 * same process, because this machine is shared and noisy (absolute numbers drift; ratios hold).
 * Prints a table and writes bench/results.json.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { benchExtras } from './extras.ts';

const root = new URL('..', import.meta.url).pathname;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  p99?: number;
  baseline?: string;
  ratio?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Starts `packages/server/src/main.ts` in its own process; resolves once `readyPath` answers 200. */
export async function startServer(
  dataDir: string,
  readyPath = '/h5-page/h5/demo',
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'packages/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(origin + readyPath);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  return {
    origin,
    process: child,
    dataDir,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<autocannon.Result> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...options });
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
}

function row(
  name: string,
  result: autocannon.Result,
  baseline?: { name: string; result: autocannon.Result },
): BenchRow {
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${name}: ${failures} failed requests`);
  return {
    name,
    value: Math.round(result.requests.average),
    unit: 'req/s',
    p99: result.latency.p99,
    ...(baseline
      ? {
          baseline: baseline.name,
          ratio: Number((result.requests.average / baseline.result.requests.average).toFixed(2)),
        }
      : {}),
  };
}

async function main() {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-'));
  try {
    // Cold start: a fresh data directory (migrations + seed), then a restart on the same one.
    // The first server also renders the page whose bytes the static-file baseline serves: the
    // static plugin lists its files at start, so the file must exist before the restart.
    const first = await startServer(dataDir);
    rows.push({
      name: 'cold start, fresh data dir (to first rendered page)',
      value: Math.round(first.startMs),
      unit: 'ms',
    });
    const html = await (await fetch(`${first.origin}/h5-page/h5/demo`)).text();
    await first.stop();
    const staticFile = join(root, 'packages/h5/dist/client/bench-static.html');
    writeFileSync(staticFile, html);
    const server = await startServer(dataDir);
    rows.push({
      name: 'restart, existing data dir (to first rendered page)',
      value: Math.round(server.startMs),
      unit: 'ms',
    });

    try {
      const hello = await load(`${server.origin}/hello`);
      const detail = await load(
        `${server.origin}/n8sf/api/activity/v1/activity-page/detail?code=demo&terminal_type=h5`,
      );
      rows.push(row('hello-world route (baseline)', hello));
      rows.push(row('page detail API', detail, { name: 'hello-world route', result: hello }));

      const staticResult = await load(`${server.origin}/packages/h5-page/dist/bench-static.html`);
      const rendered = await load(`${server.origin}/h5-page/h5/demo`);
      rows.push(row('same HTML as a static file (baseline)', staticResult));
      rows.push(
        row('server-rendered page /h5-page/h5/demo', rendered, {
          name: 'static file',
          result: staticResult,
        }),
      );
      rows.push({ name: 'rendered page size', value: Buffer.byteLength(html), unit: 'bytes' });
      rows.push(...(await benchExtras(server)));
    } finally {
      await server.stop();
      unlinkSync(staticFile);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const table = rows.map((r) => ({
    benchmark: r.name,
    value: `${r.value} ${r.unit}`,
    p99: r.p99 === undefined ? '' : `${r.p99} ms`,
    'vs baseline': r.ratio === undefined ? '' : `${r.ratio}× ${r.baseline}`,
  }));
  console.table(table);
  writeFileSync(
    join(root, 'bench/results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        rows,
      },
      null,
      2,
    ) + '\n',
  );
  console.log('wrote bench/results.json');
}

await main();
