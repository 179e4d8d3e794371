import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import type { BenchRow } from './run.ts';
import type { RunningServer } from './server.ts';

const EVENTS = Number(process.env.BENCH_STATS_EVENTS ?? 1_000_000);
const REPEATS = 7;

// The stats call needs a builder session. The servers run.ts starts inherit this environment,
// and the first start creates the admin account with ADMIN_PASSWORD when it is set.
const PASSWORD = (process.env.ADMIN_PASSWORD ??= 'bench-admin-password');

/** Median of `REPEATS` sequential calls of `url`, in ms (each must answer 200). */
async function medianMs(url: string, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS + 1; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    // The first call warms caches and the JIT; it is not counted.
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Page stats at scale: BENCH_STATS_EVENTS events (default one million) of one page over 30 days,
 * then the 30-day stats call (and the breakdown call of the stats screen), each as the median of
 * sequential calls and as a ratio to the page-detail call measured the same way in this run.
 */
export async function statsBench(server: RunningServer): Promise<BenchRow[]> {
  const code = 'demo';
  const seedStarted = performance.now();
  const seeded = await fetch(`${server.origin}/dev/events/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page_code: code, count: EVENTS, days: 30 }),
  });
  if (seeded.status !== 200) throw new Error(`seeding events: HTTP ${seeded.status}`);
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
  const stats = await fetch(`${server.origin}/admin/api/pages/${code}/stats?${period}`, {
    headers: { cookie },
  });
  const figures = ((await stats.json()) as { response: { page_views: number } }).response;

  const detailMs = await medianMs(
    `${server.origin}/n8sf/api/activity/v1/activity-page/detail?code=${code}&terminal_type=2`,
  );
  const statsMs = await medianMs(`${server.origin}/admin/api/pages/${code}/stats?${period}`, {
    cookie,
  });
  const breakdownMs = await medianMs(
    `${server.origin}/admin/api/pages/${code}/stats/detail?${period}`,
    { cookie },
  );
  const round = (ms: number) => Number(ms.toFixed(1));
  return [
    {
      name: `seed ${EVENTS} events of one page over 30 days (in the database)`,
      value: Math.round(seedMs),
      unit: 'ms',
    },
    { name: 'page detail API, one call (median)', value: round(detailMs), unit: 'ms' },
    {
      name: `30-day stats call over ${EVENTS} events (${figures.page_views} views)`,
      value: round(statsMs),
      unit: 'ms',
      baseline: 'page detail call',
      ratio: Number((statsMs / detailMs).toFixed(1)),
    },
    {
      name: '30-day stats breakdown (hours, buttons, channels, environments, median stay)',
      value: round(breakdownMs),
      unit: 'ms',
      baseline: 'page detail call',
      ratio: Number((breakdownMs / detailMs).toFixed(1)),
    },
  ];
}
