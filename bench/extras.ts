import autocannon from 'autocannon';
import type { BenchRow, RunningServer } from './run.ts';

/** Benchmarks that later parts of the product add (beacon ingestion, …). */
export async function benchExtras(server: RunningServer): Promise<BenchRow[]> {
  return beaconIngestion(server);
}

const BEACONS = Number(process.env.BENCH_BEACONS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/**
 * Beacon ingestion: BENCH_BEACONS visit-duration beacons (default 20 000) as fast as
 * BENCH_CONNECTIONS connections send them, then the count in the store (read through the
 * development-only `/dev/events/count`, which writes buffered events first) must equal the
 * number sent. Any failed request or lost event fails the benchmark.
 */
async function beaconIngestion(server: RunningServer): Promise<BenchRow[]> {
  const pageCode = `bench-beacon-${Date.now().toString(36)}`;
  const url =
    `${server.origin}/collect/v1/beacon.gif?page_id=1001&sid=bench-session&uid=42` +
    `&duration=15000&page_code=${pageCode}`;

  // The same number of requests to the hello-world route first: the machine's baseline.
  const helloStarted = performance.now();
  await autocannon({ url: `${server.origin}/hello`, connections: CONNECTIONS, amount: BEACONS });
  const helloPerSecond = BEACONS / ((performance.now() - helloStarted) / 1000);

  const started = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, amount: BEACONS });
  const seconds = (performance.now() - started) / 1000;

  const failed = result.non2xx + result.errors + result.timeouts;
  const sent = result['2xx'];
  if (failed > 0 || sent !== BEACONS) {
    throw new Error(
      `beacon ingestion: ${failed} failed requests, ${sent} of ${BEACONS} beacons accepted`,
    );
  }

  // Everything accepted must be in the store; the writer flushes within ~250 ms.
  let stored = -1;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${server.origin}/dev/events/count?kind=beacon&page_code=${pageCode}`,
    );
    if (!response.ok) throw new Error(`beacon count: HTTP ${response.status}`);
    stored = ((await response.json()) as { response: { count: number } }).response.count;
    if (stored >= sent) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (stored !== sent) {
    throw new Error(`beacon ingestion LOST EVENTS: sent ${sent}, stored ${stored}`);
  }

  return [
    {
      name: `beacon ingestion (${sent} GET beacon.gif, batched writes)`,
      value: Math.round(sent / seconds),
      unit: 'events/s',
      p99: result.latency.p99,
      baseline: 'hello-world route, same request count',
      ratio: Number((sent / seconds / helloPerSecond).toFixed(2)),
    },
    {
      name: 'beacons stored in the database / sent (none lost)',
      value: stored,
      unit: `of ${sent}`,
    },
  ];
}
