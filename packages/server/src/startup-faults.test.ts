import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { lockDataDir } from './store/data-dir-lock.ts';
import { PGLITE_SUBDIR } from './store/open-database.ts';
import { openAppStore } from './app-store.ts';
import { testPage } from '#test/support/pages.ts';
import {
  BUILT_MAIN,
  ROOT,
  freePort,
  serverEnv,
  spawnServer,
} from '#test/support/server-process.ts';

/** `npm start` with something wrong: one readable line per fault, exit status 1. */

const temp = mkdtempSync(join(tmpdir(), 'h5-startup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function start(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: string[] }> {
  const server = spawnServer(serverEnv({ PORT: String(await freePort()), ...env }));
  server.ready.catch(() => {});
  const { code } = await server.exited;
  const output = server.output();
  expect(output).not.toMatch(/\n\s+at /);
  return { code, lines: output.trim().split('\n') };
}

describe('start-up faults', { timeout: 150_000 }, () => {
  it('a port already in use', async () => {
    const port = await freePort();
    // Whatever holds the port hangs up on everyone.
    const other: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    try {
      const result = await start({ PORT: String(port), DATA_DIR: ':memory:' });
      expect(result.code).toBe(1);
      expect(result.lines.at(-1)).toBe(
        `h5-page cannot start: port ${port} on 127.0.0.1 is already in use; stop what listens there or set PORT to a free port`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('a data directory another process holds', async () => {
    const dataDir = join(temp, 'locked');
    const release = await lockDataDir(dataDir);
    try {
      const result = await start({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        `h5-page cannot start: The database in ${dataDir} is in use by another process (pid ${process.pid}). Stop the server first, or point DATA_DIR at another directory (or use DATABASE_URL).`,
      ]);
    } finally {
      release();
    }
  });

  it('a data directory that cannot be created', async () => {
    const file = join(temp, 'a-file');
    writeFileSync(file, 'not a directory');
    const result = await start({ DATA_DIR: join(file, 'data') });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `h5-page cannot start: the data directory ${join(file, 'data')} cannot be used (a file is in the way of the directory); point DATA_DIR at a writable directory`,
    ]);
  });

  /** An embedded store with one page in it, closed, ready to be damaged. */
  async function storeWithAPage(name: string): Promise<{ dataDir: string; pagesFile: string }> {
    const dataDir = join(temp, name);
    const store = await openAppStore({ dataDir, databaseUrl: null, seed: false });
    try {
      await store.pages.importPage(testPage('kept-page'));
      const [row] = await store.database.withSession((session) =>
        session.query<{ path: string }>(`SELECT pg_relation_filepath('pages') AS path`),
      );
      return { dataDir, pagesFile: join(dataDir, PGLITE_SUBDIR, row!.path) };
    } finally {
      await store.close();
    }
  }

  it('a database written by a newer version', async () => {
    const { dataDir } = await storeWithAPage('newer');
    const store = await openAppStore({ dataDir, databaseUrl: null, seed: false });
    await store.database.withSession((session) =>
      session.query(
        `INSERT INTO schema_migrations (id, name, checksum) VALUES ('9999', 'future', 'x')`,
      ),
    );
    await store.close();
    const result = await start({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'h5-page cannot start: the database was written by a newer version of h5-page (migrations 9999 unknown here); run that version, or restore a backup taken by this one (npm run restore -- FILE)',
    ]);
  });

  it('damaged database files: a table, and the control file', async () => {
    const table = await storeWithAPage('damaged-table');
    // Garbage where the pages table's rows were: never read as an empty table.
    writeFileSync(table.pagesFile, randomBytes(8192 * 2));
    const damaged = await start({ DATA_DIR: table.dataDir });
    expect(damaged.code).toBe(1);
    expect(damaged.lines).toHaveLength(1);
    expect(damaged.lines[0]).toMatch(
      /^h5-page cannot start: the embedded database in .*damaged-table is damaged \(.*invalid page.*\); move that directory aside and restore a backup into an empty one \(npm run restore -- FILE\)$/,
    );

    const control = await storeWithAPage('damaged-control');
    writeFileSync(join(control.dataDir, PGLITE_SUBDIR, 'global/pg_control'), randomBytes(8192));
    const unopened = await start({ DATA_DIR: control.dataDir });
    expect(unopened.code).toBe(1);
    expect(unopened.lines).toEqual([
      `h5-page cannot start: the embedded database in ${control.dataDir} cannot be opened (its files are damaged, or the disk is full); check that the disk has room and the files are intact, or restore a backup (npm run restore -- FILE)`,
    ]);
  });

  it('a disk that is full at first start', async () => {
    // A 4 MB disk of its own (a tmpfs in a private mount namespace): the database cannot even
    // be created on it.
    const mount = join(temp, 'small-disk');
    mkdirSync(mount);
    const dataDir = join(mount, 'data');
    const env = serverEnv({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const child = spawn(
      'unshare',
      [
        '--map-root-user',
        '--mount',
        'sh',
        '-c',
        'mount -t tmpfs -o size=4m tmpfs "$0" && exec "$1" "$2"',
        mount,
        process.execPath,
        BUILT_MAIN,
      ],
      { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `h5-page cannot start: the disk holding ${dataDir} is full; free some space (or point DATA_DIR at a disk with room), then start again`,
    ]);
  });

  it('a DATABASE_URL that is not a URL, and one where nothing answers (password never echoed)', async () => {
    const bad = await start({ DATABASE_URL: 'postgres//user:hunter2@db' });
    expect(bad.code).toBe(1);
    expect(bad.lines).toEqual([
      'h5-page cannot start: DATABASE_URL: expected a postgres: or postgresql://… URL, got something that is not a URL',
    ]);
    const port = await freePort();
    const away = await start({ DATABASE_URL: `postgres://user:hunter2@127.0.0.1:${port}/site` });
    expect(away.code).toBe(1);
    expect(away.lines).toEqual([
      `h5-page cannot start: PostgreSQL does not answer at DATABASE_URL (127.0.0.1:${port}/site): connection refused; start it or fix DATABASE_URL`,
    ]);
    expect(away.lines.join('\n')).not.toContain('hunter2');
  });

  it('a Redis that does not answer', async () => {
    const port = await freePort();
    const result = await start({ DATA_DIR: ':memory:', REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `h5-page cannot start: Redis does not answer at REDIS_URL (127.0.0.1:${port}); start Redis or fix REDIS_URL`,
    ]);
  });

  it('bad configuration values, one line each', async () => {
    const result = await start({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'h5-page cannot start: PORT: expected an integer from 0 to 65535, got "abc"',
      'h5-page cannot start: LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      'h5-page cannot start: TRUST_PROXY: expected the number of proxies in front (0-99), got "yes"',
    ]);
  });
});
