import type { BenchRow, RunningServer } from './run.ts';

/** Benchmarks that later parts of the product add (beacon ingestion, …). */
export async function benchExtras(_server: RunningServer): Promise<BenchRow[]> {
  return [];
}
