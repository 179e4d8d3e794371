import type { PoolClient } from 'pg';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { StartupError } from '../startup-error.ts';
import { StoreBusyError, lockDataDir } from './data-dir-lock.ts';
import { diskFull } from './disk-full.ts';

/**
 * The Drizzle database, whichever driver is underneath (transactions have the same type). Each
 * domain declares its own tables and queries them by import; the driver knows no schema.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL, for the migration runner (multi-statement scripts, advisory locks). */
export interface SqlRunner {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  exec(script: string): Promise<void>;
}

/** One connection, held until the callback returns. */
export interface SqlSession extends SqlRunner {
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Called as the server starts closing: a connection that died while checked out and that no
   * caller holds any more is given back a moment later, so that closing ends.
   */
  closing?(): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Directory of the embedded database; ':memory:' keeps it in memory. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | null;
  /** Errors of idle pooled connections (a restarted PostgreSQL), which have no caller. */
  onPoolError?: (error: Error) => void;
}

/** The one line for a disk that filled up while the embedded database was written. */
export function diskFullError(dataDir: string, cause: unknown): StartupError {
  return new StartupError(
    `the disk holding ${dataDir} is full; free some space (or point DATA_DIR at a disk with room), then start again`,
    { cause },
  );
}

/** The embedded database files live below DATA_DIR, leaving room beside them. */
export const PGLITE_SUBDIR = 'pglite';

// Each driver is loaded when its database is opened: a server runs on one of them, and loading
// the other at every start cost some 100 ms before the first page.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === ':memory:';
  let release: () => void;
  try {
    release = inMemory ? () => {} : await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof StoreBusyError) throw error;
    throw new StartupError(
      `the data directory ${dataDir} cannot be used (${reasonOf(error)}); point DATA_DIR at a writable directory`,
      { cause: error },
    );
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : join(dataDir, PGLITE_SUBDIR));
  } catch (error) {
    release();
    if (diskFull(dataDir)) throw diskFullError(dataDir, error);
    throw new StartupError(
      `the embedded database in ${dataDir} cannot be opened (${reasonOf(error)}); check that the disk has room and the files are intact, or restore a backup (npm run restore -- FILE)`,
      { cause: error },
    );
  }
  try {
    await dropUnreadArrayParsers(client);
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  const runner = (target: Pick<PGlite, 'query' | 'exec'>): SqlRunner => ({
    async query<R>(text: string, params?: unknown[]) {
      return (await target.query<R>(text, params)).rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  });
  const session: SqlSession = {
    ...runner(client),
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client }) as unknown as Db,
    withSession: (fn) => fn(session),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite copies its whole table of result parsers at every query, and that table holds a parser
 * for each array type of the database: some 380, the row types of the catalog and of every table
 * among them. The copy was a fifth of a simple query's time (195 µs, 151 without it). Only the
 * arrays of the types it parses (text[], int4[], jsonb[]…) keep theirs; an array of any other
 * type would come back as its text, and no query here reads one.
 */
async function dropUnreadArrayParsers(client: PGlite): Promise<void> {
  const arrays = await client.query<{ array: number; element: number }>(
    `SELECT oid::int AS "array", typelem::int AS element FROM pg_type WHERE typcategory = 'A'`,
  );
  for (const { array, element } of arrays.rows)
    if (!(element in client.parsers)) delete client.parsers[array];
}

async function openPostgres(
  databaseUrl: string,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // While the database is away, a request fails within seconds (503) instead of queueing.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 3000,
    keepAlive: true,
  });
  pool.on('error', (error) => onPoolError?.(error));
  // A connection that drops while a client is checked out but between queries (a transaction
  // waiting on its caller) is reported on the client, not the pool: without a listener that is an
  // uncaught exception. Its holder sees the next query fail and releases it.
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  // Clients checked out now: at close, one whose connection died and that nobody holds any more
  // is given back, so that shutting down never hangs on it.
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as PoolClient));
  // Fail at start, not on the first visitor, when the database is unreachable.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw new StartupError(
      `PostgreSQL does not answer at DATABASE_URL (${describePostgres(databaseUrl)}): ${reasonOf(error)}; start it or fix DATABASE_URL`,
      { cause: error },
    );
  });
  probe.release();

  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool }) as unknown as Db,
    async withSession(fn) {
      const client = await pool.connect();
      const runner: SqlRunner = {
        async query<R>(text: string, params?: unknown[]) {
          return (await client.query(text, params)).rows as R[];
        },
        async exec(script: string) {
          // Without parameters pg uses the simple protocol, which runs several statements.
          await client.query(script);
        },
      };
      try {
        return await fn({
          ...runner,
          async transaction(body) {
            await client.query('BEGIN');
            try {
              const result = await body(runner);
              await client.query('COMMIT');
              return result;
            } catch (error) {
              await client.query('ROLLBACK').catch(() => {});
              throw error;
            }
          },
        });
      } finally {
        client.release();
      }
    },
    closing() {
      setTimeout(() => {
        for (const client of checkedOut) {
          // Dead and idle: nobody waits on it any more. drizzle's transaction leaks a client
          // whose BEGIN failed (it releases only after BEGIN), which would hold pool.end for ever.
          const state = client as unknown as { _queryable?: boolean; activeQuery?: unknown };
          if (state._queryable === false && !state.activeQuery) {
            checkedOut.delete(client);
            client.release(new Error('connection lost while checked out'));
          }
        }
      }, CLOSE_GRACE_MS).unref();
    },
    close: () => pool.end(),
  };
}

/** How long closing waits before it gives back dead connections nobody holds. */
const CLOSE_GRACE_MS = 2000;

/** The cause of a failure in a few words (an errno's text, or the first line of a message). */
function reasonOf(error: unknown): string {
  const errno = error as NodeJS.ErrnoException;
  const known: Record<string, string> = {
    ENOTDIR: 'a file is in the way of the directory',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'read-only file system',
    ENOSPC: 'the disk is full',
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'unknown host',
    ETIMEDOUT: 'timed out',
  };
  if (typeof errno?.code === 'string' && known[errno.code]) return known[errno.code]!;
  // PGlite is WebAssembly: damaged files or a full disk surface as the runtime aborting.
  if (error instanceof WebAssembly.RuntimeError)
    return 'its files are damaged, or the disk is full';
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unknown error';
}

/** Host, port and database of a PostgreSQL URL, without its password. */
function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}
