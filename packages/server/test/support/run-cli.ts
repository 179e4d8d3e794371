import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PRELOAD, ROOT, TEMPLATE_ENV } from './server-process.ts';
import { PGLITE_TEMPLATE } from '../../../../scripts/pglite-template-path.ts';

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
    delete childEnv[TEMPLATE_ENV];
  else childEnv[TEMPLATE_ENV] = PGLITE_TEMPLATE;
  const built = builtCli(script);
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build"`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PRELOAD, built, ...args], {
      cwd: ROOT,
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
