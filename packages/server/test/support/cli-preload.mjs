// Loaded by `runCli` (run-cli.ts) and `spawnServer` (server-process.ts) into each process they
// start, before its script: what a test's CLI or server process spends before its first query,
// spared the way the in-process tests spare it (scripts/vitest-setup-pglite.ts). The script, its
// store and its output are as `npm run` gives them. Plain JavaScript, so that node runs it without
// a TypeScript loader (tsx's start cost a CLI run as much as its work).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

// Each process compiles PGlite's WebAssembly anew, and V8 spends more CPU recompiling its hot
// functions with its optimising compiler than a CLI run of a few queries ever gets back (some
// 40% of such a run). The baseline compiler alone runs the same code.
setFlagsFromString('--liftoff-only');

// ES modules are loaded once per process: the script's own `import('@electric-sql/pglite')`
// gets this same class, so its fresh data directory starts from the files the global setup wrote
// (scripts/pglite-template.ts), named by the test (H5_TEST_PGLITE_TEMPLATE), instead of running
// initdb and every migration again. Without it (a test of a first start) PGlite runs its own
// initdb; a store already on disk opens as it is.
const template = process.env.H5_TEST_PGLITE_TEMPLATE;
if (template) {
  if (!existsSync(template)) throw new Error(`${template} is missing: the global setup writes it`);
  const create = PGlite.create.bind(PGlite);
  const fresh = (dataDir) =>
    !!dataDir && !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
  PGlite.create = (first, second) => {
    const [dataDir, options] =
      typeof first === 'string' ? [first, second ?? {}] : [first?.dataDir, first ?? {}];
    if (options.loadDataDir || !fresh(dataDir)) return create(first, second);
    // PGlite reads it through `arrayBuffer()` alone, spared a Node Blob's chunked read.
    const bytes = readFileSync(template);
    const loadDataDir = { type: '', arrayBuffer: async () => bytes.buffer };
    const withTemplate = { ...options, loadDataDir };
    return typeof first === 'string' ? create(first, withTemplate) : create(withTemplate);
  };
}
