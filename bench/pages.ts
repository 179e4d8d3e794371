/**
 * `npm run bench:pages`: the page part of `npm run bench` alone (Lighthouse beside the static
 * twins, long tasks, documents as sent), on the built server with a fresh data directory.
 * BENCH_LH_RUNS runs each (default 5). Writes bench/pages-results.json.
 */
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededPaths } from '@h5-page/server/seed/seeded-paths';
import { measurePages, pageTargets, printPages } from './page-weight.ts';
import { startServer } from './server.ts';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_LH_RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-bench-pages-'));
const written: string[] = [];
try {
  const server = await startServer(dataDir);
  try {
    const weights = await measurePages(
      server.origin,
      join(root, 'packages/h5/dist/client'),
      seededPaths(),
      runs,
      written,
    );
    printPages(weights);
    const targets = pageTargets(weights);
    console.table(targets);
    writeFileSync(
      join(root, 'bench/pages-results.json'),
      JSON.stringify({ date: new Date().toISOString(), runs, ...weights, targets }, null, 2) + '\n',
    );
    console.log('wrote bench/pages-results.json');
  } finally {
    await server.stop();
    for (const file of written) unlinkSync(file);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
