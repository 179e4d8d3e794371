import type autocannon from 'autocannon';
import type { BenchRow } from './run.ts';

/** How many answers of each status a load got: `200×1999 429×4916`. */
export function statuses(result: autocannon.Result): string {
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  return Object.entries(codes ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
}

/** Visitors' req/s under a load, beside the visitors alone when given; every request answered. */
export function visitorRow(
  name: string,
  result: autocannon.Result,
  alone?: autocannon.Result,
): BenchRow {
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${name}: ${failures} failed visitor requests`);
  return {
    name,
    value: Math.round(result.requests.average),
    unit: 'req/s',
    p99: result.latency.p99,
    ...(alone
      ? {
          baseline: 'visitors alone',
          ratio: Number((result.requests.average / alone.requests.average).toFixed(2)),
        }
      : {}),
  };
}
