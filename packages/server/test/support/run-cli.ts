import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server-process.ts';

/** Loaded into each CLI before its script: a cheaper start of its embedded database. */
const PRELOAD = join(ROOT, 'packages/server/test/support/cli-preload.ts');

/**
 * Set for a CLI started inside `pristinePglite` (pristine-pglite.ts): its fresh data directory
 * gets PGlite's own initdb, not the migrated template (cli-preload.ts).
 */
export const PRISTINE_ENV = 'H5_TEST_PGLITE_PRISTINE';

/** What a CLI run printed and how it ended. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The built command-line tools (scripts/build-server.mjs), as `npm run import|export|…` runs them. */
export type CliScript =
  'import-page' | 'export-page' | 'backup-store' | 'restore-store' | 'audit-trail';

/** Where `npm run build` puts a tool; npm test builds first (scripts/test.mjs). */
export const builtCli = (script: CliScript) =>
  join(ROOT, `packages/server/dist/server/${script}.js`);

/**
 * Runs a built CLI as `npm run …` does (node, from the repository root) with `env` added to the
 * test's environment, never on the test's PostgreSQL or in production (no `DATABASE_URL`, no
 * `NODE_ENV`). A fresh embedded database starts from the migrated template, as in the tests'
 * own process (cli-preload.ts), unless the call is inside `pristinePglite`.
 */
export function runCli(script: CliScript, args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  if ((globalThis as { pgliteTemplate?: boolean }).pgliteTemplate === false)
    childEnv[PRISTINE_ENV] = '1';
  else delete childEnv[PRISTINE_ENV];
  const built = builtCli(script);
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build"`);
  return new Promise((resolve, reject) => {
    // tsx only for the preload, which is TypeScript; the tool itself is plain JavaScript.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', PRELOAD, built, ...args],
      {
        cwd: ROOT,
        env: childEnv,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
