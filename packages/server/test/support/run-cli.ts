import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server-process.ts';

const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** What a CLI run printed and how it ended. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a CLI script as `npm run …` does (tsx, from the repository root) with `env` added to the
 * test's environment, never on the test's PostgreSQL or in production (no `DATABASE_URL`, no
 * `NODE_ENV`).
 */
export function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
