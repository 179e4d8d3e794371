/**
 * What hostile traffic costs the visitors, in one run: visitors' req/s and p99 on the demo page
 * alone, then beside 10 connections that each ask a fresh spelling of the page's path (trailing
 * and doubled slashes, percent-encoded letters: each would be a render and a cache entry if it
 * reached the renderer), then beside a sign-in flood (16 a second, made-up user names).
 * Each phase runs ABUSE_SECONDS (default 10). `npx tsx bench/abuse.ts` runs it alone against a
 * built server of its own; `npm run bench` runs it beside the other benchmarks.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { statuses, visitorRow } from './visitor-rows.ts';
import { freePort } from './server.ts';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 10);
const VISITOR_CONNECTIONS = Number(process.env.ABUSE_VISITORS ?? 16);
const BUSTING_CONNECTIONS = 10;
const SIGN_INS_PER_SECOND = 16;
const PAGE = '/h5-page/h5/demo';
const HEADERS = { 'accept-encoding': 'br, gzip' };

export interface AbuseRow {
  name: string;
  value: number;
  unit: string;
  p99?: number;
  baseline?: string;
  ratio?: number;
}

/** The i-th spelling of the demo page's path: never the same twice. */
function spelling(i: number): string {
  const slashes = '/'.repeat(1 + (i % 2000));
  switch (i % 4) {
    case 0:
      return `${PAGE}${slashes}`;
    case 1:
      return `/h5-page/h5/%64emo${slashes}`;
    case 2:
      return `/h5-page/${slashes}h5/demo`;
    default:
      return `/h5-page/h5/./demo${slashes}`;
  }
}

function visitors(origin: string): Promise<autocannon.Result> {
  return autocannon({
    url: origin + PAGE,
    connections: VISITOR_CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
  });
}

/** The three phases against a running server at `origin`. */
export async function abuse(origin: string): Promise<AbuseRow[]> {
  // Warm-up: JIT and the page's cached rendering.
  await autocannon({ url: origin + PAGE, connections: 4, duration: 1, headers: HEADERS });
  const alone = await visitors(origin);

  let next = 0;
  const [besideBusting, busting] = await Promise.all([
    visitors(origin),
    autocannon({
      url: origin + PAGE,
      connections: BUSTING_CONNECTIONS,
      duration: SECONDS,
      headers: HEADERS,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: spelling(next++) }) },
      ],
    }),
  ]);

  let user = 0;
  const [besideFlood, flood] = await Promise.all([
    visitors(origin),
    autocannon({
      url: `${origin}/admin/api/session`,
      connections: 4,
      duration: SECONDS,
      overallRate: SIGN_INS_PER_SECOND,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ user: `made-up-${user++}`, password: `guess-${user}` }),
          }),
        },
      ],
    }),
  ]);

  return [
    visitorRow(`visitors alone (${VISITOR_CONNECTIONS} connections, ${PAGE})`, alone),
    visitorRow(
      `visitors beside ${BUSTING_CONNECTIONS} path-busting connections`,
      besideBusting,
      alone,
    ),
    {
      name: `path-busting requests (${busting.requests.total} sent: ${statuses(busting)})`,
      value: Math.round(busting.requests.average),
      unit: 'req/s',
      p99: busting.latency.p99,
    },
    visitorRow(
      `visitors beside a sign-in flood (${SIGN_INS_PER_SECOND}/s, made-up names)`,
      besideFlood,
      alone,
    ),
    {
      name: `sign-in flood (${flood.requests.total} sent: ${statuses(flood)})`,
      value: Math.round(flood.requests.average),
      unit: 'req/s',
      p99: flood.latency.p99,
    },
  ];
}

/** Alone: the built server on a fresh data directory, the three phases, a table. */
async function runAlone(): Promise<void> {
  const root = new URL('..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-abuse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ready = await fetch(origin + PAGE).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = await abuse(origin);
    console.table(
      rows.map((r) => ({
        benchmark: r.name,
        value: `${r.value} ${r.unit}`,
        p99: r.p99 === undefined ? '' : `${r.p99} ms`,
        'vs baseline': r.ratio === undefined ? '' : `${r.ratio}× ${r.baseline}`,
      })),
    );
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await runAlone();
}
