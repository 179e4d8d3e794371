import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { schema } from './tables.ts';
import type { StoreSchema } from './tables.ts';

/** The Drizzle database, whichever driver is underneath (transactions have the same type). */
export type Db = PgDatabase<PgQueryResultHKT, StoreSchema>;

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

/** The embedded database files live below DATA_DIR, leaving room beside them. */
export const PGLITE_SUBDIR = 'pglite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === ':memory:';
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : join(dataDir, PGLITE_SUBDIR));
  } catch (error) {
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
    db: drizzlePglite({ client, schema }) as unknown as Db,
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

async function openPostgres(
  databaseUrl: string,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => onPoolError?.(error));
  // Fail at start, not on the first visitor, when the database is unreachable.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();

  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
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
    close: () => pool.end(),
  };
}
