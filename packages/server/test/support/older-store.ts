import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../src/store/migrate.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import type { Database } from '../../src/store/open-database.ts';
import { pristinePglite } from './pristine-pglite.ts';

/**
 * A store as an older h5-page left it: every migration numbered below `firstNewId` applied, none
 * from it on (embedded when `databaseUrl` is null). For tests of what a migration does to the
 * rows already there; `migrate(database)` then brings it up to date.
 */
export async function openOlderStore(
  databaseUrl: string | null,
  firstNewId: string,
): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'h5-migrations-'));
  try {
    for (const migration of await readMigrations()) {
      if (migration.id >= firstNewId) continue;
      const file = `${migration.id}_${migration.name}.sql`;
      copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    }
    const database = await pristinePglite(() => openDatabase({ dataDir: ':memory:', databaseUrl }));
    try {
      await migrate(database, dir);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
