import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../startup-error.ts';
import type { Database } from './open-database.ts';

/**
 * Applies `packages/server/migrations/NNNN_name.sql` in order, each in its own transaction, and
 * records it in `schema_migrations`. An advisory lock serialises servers starting at once
 * against one PostgreSQL: the second waits, then finds nothing left to do.
 */

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Arbitrary, fixed: 'h5pg' in ASCII. Only our migration runners take it. */
const MIGRATION_LOCK_KEY = 0x68357067;

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  id: string;
  name: string;
  sql: string;
  checksum: string;
}

interface MigrationEntry {
  id: string;
  name: string;
  file: string;
}

/** The migration files of `dir` in order, checked for names and numbers, unread. */
async function listMigrations(dir: string): Promise<MigrationEntry[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const seen = new Map<string, string>();
  const entries: MigrationEntry[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNNN_name.sql`);
    const [, id = '', name = ''] = match;
    const other = seen.get(id);
    if (other) throw new Error(`Migrations ${other} and ${file} share the number ${id}`);
    seen.set(id, file);
    entries.push({ id, name, file });
  }
  return entries;
}

async function readMigration(dir: string, entry: MigrationEntry): Promise<MigrationFile> {
  const sql = await readFile(`${dir}/${entry.file}`, 'utf8');
  return {
    id: entry.id,
    name: entry.name,
    sql,
    checksum: createHash('sha256').update(sql).digest('hex'),
  };
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await listMigrations(dir);
  return Promise.all(entries.map((entry) => readMigration(dir, entry)));
}

/**
 * Runs pending migrations; returns the ids of those it applied (empty when up to date).
 * `underLock` runs after them while the lock is still held: seeding an empty store there means
 * two servers starting at once never both find it empty and insert the same rows.
 */
export async function migrate(
  database: Database,
  dir: string = MIGRATIONS_DIR,
  underLock?: (applied: string[]) => Promise<void>,
): Promise<string[]> {
  // Only the pending ones are read: a restart finds none.
  const migrations = await listMigrations(dir);
  return database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // Created under the lock: two first starts would otherwise race on CREATE TABLE itself.
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const rows = await session.query<{ id: string }>('SELECT id FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.id));
      // Written by a later h5-page: running on with the older code would misread its tables.
      const known = new Set(migrations.map((migration) => migration.id));
      const unknown = [...applied].filter((id) => !known.has(id)).sort();
      if (unknown.length > 0) {
        throw new StartupError(
          `the database was written by a newer version of h5-page (migrations ${unknown.join(', ')} unknown here); run that version, or restore a backup taken by this one (npm run restore -- FILE)`,
        );
      }
      const done: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.id)) continue;
        const { sql, checksum } = await readMigration(dir, migration);
        await session.transaction(async (tx) => {
          try {
            await tx.exec(sql);
          } catch (error) {
            throw new Error(
              `Migration ${migration.id}_${migration.name} failed: ${(error as Error).message}`,
              {
                cause: error,
              },
            );
          }
          await tx.query('INSERT INTO schema_migrations (id, name, checksum) VALUES ($1, $2, $3)', [
            migration.id,
            migration.name,
            checksum,
          ]);
        });
        done.push(migration.id);
      }
      await underLock?.(done);
      return done;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
