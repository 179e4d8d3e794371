/**
 * Visitors under attack, in one run against one server: visitors' req/s on the cached demo page
 * alone; beside 10 connections that each ask a fresh unknown page code (made up, a real one in
 * another letter case, `;` or a space in it); beside a flood of batched events on
 * `POST /collect/v1/events` (50 clicks a request, as the visitor app builds them, with a real
 * visit's token); and how long the demo page takes to answer while another page's `code` block
 * of 20,000 nested divs is being PUT to the admin API, against the same page asked alone.
 * Each load phase runs ATTACK_SECONDS (default 10). `npx tsx bench/under-attack.ts` runs it
 * alone against a built server of its own; `npm run bench` runs it beside the other benchmarks.
 * The server runs with its defaults for unknown codes: the flood comes from one address, as the
 * issue measured it, so past NOT_FOUND_LIMIT_PER_MINUTE its answers are held refusals (429). With
 * `NOT_FOUND_LIMIT_PER_MINUTE=100000` in the environment every one is the shared 404, as from
 * many addresses.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { statuses, visitorRow } from './visitor-rows.ts';
import type { BenchRow } from './run.ts';
import { startServer } from './server.ts';
import { startVisit } from './visit.ts';

const SECONDS = Number(process.env.ATTACK_SECONDS ?? 10);
const VISITOR_CONNECTIONS = Number(process.env.ATTACK_VISITORS ?? 16);
const ATTACK_CONNECTIONS = 10;
const EVENTS_PER_REQUEST = 50;
/** How long the deep snippet is PUT again and again while the page is asked. */
const DEEP_SECONDS = Number(process.env.ATTACK_DEEP_SECONDS ?? 5);
const DEEP_LEVELS = 20_000;
/** Past this a request counts as unanswered: the measurement ends instead of waiting on. */
const GIVE_UP_MS = 60_000;
const PAGE = '/h5-page/h5/demo';
const HEADERS = { 'accept-encoding': 'br, gzip' };
const PASSWORD = (process.env.ADMIN_PASSWORD ??= 'bench-admin-password');

/** The row the target reads: visitors beside the unknown-code connections. */
export const UNKNOWN_CODES_ROW = `visitors beside ${ATTACK_CONNECTIONS} unknown-code connections`;
/** The row of the page's slowest answer while the deep snippet is PUT. */
const DEEP_SNIPPET_ROW = 'demo page, slowest answer while a deep snippet is PUT';

function visitors(origin: string): Promise<autocannon.Result> {
  return autocannon({
    url: origin + PAGE,
    connections: VISITOR_CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
  });
}

function attackRow(name: string, result: autocannon.Result): BenchRow {
  return {
    name: `${name} (${result.requests.total} sent: ${statuses(result)}, ${result.errors} errors)`,
    value: Math.round(result.requests.average),
    unit: 'req/s',
    p99: result.latency.p99,
  };
}

/** The i-th unknown code's path: never the same twice, in the spellings of the issue. */
function unknownCode(i: number): string {
  switch (i % 4) {
    case 0:
      return `/h5-page/h5/${Math.random().toString(36).slice(2, 10)}${i}`;
    case 1:
      return `/h5-page/h5/Demo${i}`;
    case 2:
      return `/h5-page/h5/demo;x${i}`;
    default:
      return `/h5-page/h5/demo%20x${i}`;
  }
}

/** One batch as the visitor app's tracker posts it (packages/h5/src/tracking/tracker.ts). */
function eventBatch(vs: string): string {
  const events = Array.from({ length: EVENTS_PER_REQUEST }, (_, i) => ({
    type: 'click',
    name: '立即参与',
    data: { block: 'button', index: i },
    page_code: 'demo',
    page_id: 1001,
    sid: 'bench-attack',
    uid: null,
    path: PAGE,
    ts: Date.now(),
    vs,
  }));
  return JSON.stringify({ events });
}

/** A page whose one `code` block is DEEP_LEVELS nested divs. */
function deepPage(code: string): string {
  return JSON.stringify({
    code,
    title: '深层嵌套代码块',
    meta: { keywords: '', description: '' },
    background: '#ffffff',
    is_auto_fit: 0,
    extra: { pageID: 9100 },
    page_schema: [
      {
        name: 'code',
        value: { html: `${'<div>'.repeat(DEEP_LEVELS)}x${'</div>'.repeat(DEEP_LEVELS)}` },
        children: [],
      },
    ],
  });
}

/** ms of one GET of the page, or GIVE_UP_MS when it did not answer in time. */
async function pageAnswer(origin: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(origin + PAGE, {
      headers: HEADERS,
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${PAGE}: HTTP ${response.status}`);
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    return GIVE_UP_MS;
  }
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (ms: number) => Number(ms.toFixed(1));

/**
 * The demo page asked one request at a time: alone for DEEP_SECONDS, then while the deep page is
 * PUT one request after another for DEEP_SECONDS (each PUT given up after GIVE_UP_MS).
 */
async function deepSnippet(origin: string): Promise<BenchRow[]> {
  const signIn = await fetch(`${origin}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', password: PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (signIn.status !== 200 || !cookie) throw new Error(`admin sign-in: HTTP ${signIn.status}`);

  const alone: number[] = [];
  const aloneUntil = performance.now() + DEEP_SECONDS * 1000;
  while (performance.now() < aloneUntil) alone.push(await pageAnswer(origin));

  const body = deepPage('bench-deep-snippet');
  const puts: Array<{ ms: number; status: string }> = [];
  let putting = true;
  const putLoop = (async () => {
    const until = performance.now() + DEEP_SECONDS * 1000;
    try {
      while (performance.now() < until) {
        const started = performance.now();
        let status: string;
        try {
          const response = await fetch(`${origin}/admin/api/pages/bench-deep-snippet`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie },
            body,
            signal: AbortSignal.timeout(GIVE_UP_MS),
          });
          await response.arrayBuffer();
          status = String(response.status);
        } catch (error) {
          if ((error as Error).name !== 'TimeoutError') throw error;
          status = 'no answer';
        }
        puts.push({ ms: performance.now() - started, status });
        if (status === 'no answer') break;
      }
    } finally {
      putting = false;
    }
  })();
  const during: number[] = [];
  while (putting) during.push(await pageAnswer(origin));
  await putLoop;

  const putStatuses = new Map<string, number>();
  for (const put of puts) putStatuses.set(put.status, (putStatuses.get(put.status) ?? 0) + 1);
  const statusText = [...putStatuses].map(([status, n]) => `${status}×${n}`).join(' ');
  const slowestAlone = Math.max(...alone);
  return [
    {
      name: `demo page answer alone, one at a time (median of ${alone.length}; slowest ${round(slowestAlone)} ms)`,
      value: round(median(alone)),
      unit: 'ms',
    },
    {
      name: `demo page answer while a ${DEEP_LEVELS.toLocaleString('en')}-level snippet is PUT (median of ${during.length})`,
      value: round(median(during)),
      unit: 'ms',
      baseline: 'alone (median)',
      ratio: Number((median(during) / median(alone)).toFixed(2)),
    },
    {
      name: DEEP_SNIPPET_ROW,
      value: round(Math.max(...during)),
      unit: 'ms',
      baseline: 'alone (slowest)',
      ratio: Number((Math.max(...during) / slowestAlone).toFixed(2)),
    },
    {
      name: `deep snippet PUTs (${puts.length} sent: ${statusText}; median)`,
      value: round(median(puts.map((put) => put.ms))),
      unit: 'ms',
    },
  ];
}

/** The target, from the rows of one run. */
export function underAttackTargets(
  rows: BenchRow[],
): Array<{ target: string; measured: string; met: boolean }> {
  const beside = rows.find((r) => r.name === UNKNOWN_CODES_ROW);
  if (beside?.ratio === undefined) return [];
  return [
    {
      target: `visitors beside ${ATTACK_CONNECTIONS} unknown-code connections ≥ 0.8× alone`,
      measured: `${beside.ratio}× (${beside.value} ${beside.unit})`,
      met: beside.ratio >= 0.8,
    },
  ];
}

/** What `bench/results.json` keeps of this section (the whole run's file keeps it too). */
export function underAttackResults(rows: BenchRow[]) {
  return {
    date: new Date().toISOString(),
    phaseSeconds: SECONDS,
    visitorConnections: VISITOR_CONNECTIONS,
    rows,
    targets: underAttackTargets(rows),
  };
}

/** Every phase against a running server at `origin` (the built one). */
export async function underAttack(origin: string): Promise<BenchRow[]> {
  // Warm-up: JIT, the page's cached rendering and the not-found answer.
  await autocannon({ url: origin + PAGE, connections: 4, duration: 1, headers: HEADERS });
  await fetch(origin + unknownCode(0), { headers: HEADERS });
  const alone = await visitors(origin);

  let next = 0;
  const [besideUnknown, unknown] = await Promise.all([
    visitors(origin),
    autocannon({
      url: origin + PAGE,
      connections: ATTACK_CONNECTIONS,
      duration: SECONDS,
      headers: HEADERS,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: unknownCode(next++) }) },
      ],
    }),
  ]);

  const visit = await startVisit(origin, 'demo', 'bench-attack');
  const [besideEvents, events] = await Promise.all([
    visitors(origin),
    autocannon({
      url: `${origin}/collect/v1/events`,
      connections: ATTACK_CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: eventBatch(visit.vs) }),
        },
      ],
    }),
  ]);

  return [
    visitorRow(`visitors alone (${VISITOR_CONNECTIONS} connections, ${PAGE})`, alone),
    visitorRow(UNKNOWN_CODES_ROW, besideUnknown, alone),
    attackRow('unknown-code requests', unknown),
    visitorRow(
      `visitors beside ${ATTACK_CONNECTIONS} connections posting batched events (${EVENTS_PER_REQUEST} a request)`,
      besideEvents,
      alone,
    ),
    attackRow('batched-event requests', events),
    ...(await deepSnippet(origin)),
  ];
}

/** Alone: the built server on a fresh data directory, every phase, a table. */
async function runAlone(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-under-attack-'));
  try {
    const server = await startServer(dataDir, PAGE, { LOG_LEVEL: 'error' });
    try {
      const rows = await underAttack(server.origin);
      console.table(
        rows.map((r) => ({
          benchmark: r.name,
          value: `${r.value} ${r.unit}`,
          p99: r.p99 === undefined ? '' : `${r.p99} ms`,
          'vs baseline': r.ratio === undefined ? '' : `${r.ratio}× ${r.baseline}`,
        })),
      );
      console.table(underAttackTargets(rows));
      // This section's figures replace its own in the last whole run's file, the rest kept.
      const file = new URL('results.json', import.meta.url).pathname;
      const results = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        : {};
      results.underAttack = underAttackResults(rows);
      writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
      console.log('wrote the underAttack section of bench/results.json');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await runAlone();
}
