import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE } from '../../../../scripts/pglite-template-path.ts';

/**
 * The real server in its own process, as `npm start` runs it (the bundle `npm test` builds first,
 * scripts/test.mjs): tests that kill it, cut its database or start it wrongly. Node runs it
 * directly (no wrapper process), so a signal reaches the server and nothing else.
 */

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** What `npm start` runs: the server built to plain JavaScript (scripts/build-server.mjs). */
export const BUILT_MAIN = join(ROOT, 'packages/server/dist/server/main.js');
/** Loaded into each server and CLI process before its script: a cheaper first start of its store. */
export const PRELOAD = join(ROOT, 'packages/server/test/support/cli-preload.mjs');
/** The files a fresh embedded store of such a process starts from (cli-preload.mjs); unset, initdb. */
export const TEMPLATE_ENV = 'H5_TEST_PGLITE_TEMPLATE';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT once ready. */
  url: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Environment for a child server: none of the shell's store settings leak in. */
export function serverEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    [TEMPLATE_ENV]: PGLITE_TEMPLATE,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT']) delete env[name];
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/**
 * Starts the server (on a free port unless env sets PORT); `ready` waits until `/readyz`
 * answers (rejects if it exits first).
 */
export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess & { ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', PRELOAD, BUILT_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onReady: (url: string) => void = () => {};
  let onFail: (error: Error) => void = () => {};
  const ready = new Promise<string>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  const take = (chunk: Buffer) => {
    output += chunk.toString();
  };
  let alive = true;
  void (async () => {
    const url = `http://127.0.0.1:${env.PORT}`;
    while (alive) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) return onReady(url);
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  void exited.then(({ code, signal }) => {
    alive = false;
    onFail(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
  });
  const server: ServerProcess & { ready: Promise<string> } = {
    child,
    url: '',
    output: () => output,
    exited,
    ready: ready.then((url) => {
      server.url = url;
      return url;
    }),
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return server;
}

/** Starts the server and waits until it answers. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = spawnServer({ ...env, PORT: env.PORT ?? String(await freePort()) });
  await server.ready;
  return server;
}
