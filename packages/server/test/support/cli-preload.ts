import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from '../../../../scripts/pglite-template-path.ts';
import { PRISTINE_ENV } from './run-cli.ts';

/**
 * Loaded by `runCli` (run-cli.ts) into each CLI it starts, before the script: what a test's CLI
 * process spends before its first query, spared the way the in-process tests spare it
 * (scripts/vitest-setup-pglite.ts). The script, its store and its output are as `npm run` gives
 * them.
 */

// Each process compiles PGlite's WebAssembly anew, and V8 spends more CPU recompiling its hot
// functions with its optimising compiler than a CLI run of a few queries ever gets back (some
// 40% of such a run). The baseline compiler alone runs the same code.
setFlagsFromString('--liftoff-only');

// ES modules are loaded once per process: the script's own `import('@electric-sql/pglite')`
// gets this same class, so its fresh data directory starts from the migrated files the global
// setup wrote (scripts/pglite-template.ts) instead of running initdb and every migration again.
// Seeding still runs, as at any first start; a store already on disk opens as it is.
if (process.env[PRISTINE_ENV] !== '1') {
  if (!existsSync(PGLITE_TEMPLATE))
    throw new Error(`${PGLITE_TEMPLATE} is missing: the global setup writes it`);
  const create = PGlite.create.bind(PGlite);
  const fresh = (dataDir: string | undefined) =>
    !!dataDir && !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
  PGlite.create = ((first?: string | PGliteOptions, second?: PGliteOptions) => {
    const [dataDir, options] =
      typeof first === 'string' ? [first, second ?? {}] : [first?.dataDir, first ?? {}];
    if (options.loadDataDir || !fresh(dataDir)) return create(first as never, second);
    const withTemplate = { ...options, loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) };
    return typeof first === 'string' ? create(first, withTemplate) : create(withTemplate);
  }) as typeof PGlite.create;
}
