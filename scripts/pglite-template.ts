import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../packages/server/src/store/migrate.ts';
import { PGLITE_SUBDIR, openDatabase } from '../packages/server/src/store/open-database.ts';
import { seedStore } from '../packages/server/src/seed/seed-store.ts';
import { PGLITE_SEEDED_TEMPLATE, PGLITE_TEMPLATE } from './pglite-template-path.ts';

/**
 * A fresh embedded database costs a test some two seconds before its first query: PGlite runs
 * initdb, then every migration runs, and a server's first start seeds the demo (another second).
 * Each test run does that once here, through the server's own migration runner and seed, and
 * keeps the files as two tarballs that `vitest-setup-pglite.ts` gives every fresh database of the
 * tests as its starting point: the seeded one where the store is opened to be seeded (a server's
 * start, where the seed then finds its content as a restart would), the migrated one elsewhere.
 */
export async function writePgliteTemplate(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-pglite-template-'));
  try {
    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await dropUnusedDatabases(dataDir);
    await dump(dataDir, PGLITE_TEMPLATE);
    const seeded = await openDatabase({ dataDir, databaseUrl: null });
    try {
      await seedStore(seeded.db);
    } finally {
      await seeded.close();
    }
    await dump(dataDir, PGLITE_SEEDED_TEMPLATE);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * PGlite's initdb leaves the `postgres` and `template0` databases beside `template1`, the one it
 * connects to and the only one the server uses: without them the tarball, which every fresh
 * database of the tests unpacks, is two fifths smaller.
 */
async function dropUnusedDatabases(dataDir: string): Promise<void> {
  const client = await PGlite.create(join(dataDir, PGLITE_SUBDIR));
  try {
    await client.exec('DROP DATABASE postgres');
    await client.exec('ALTER DATABASE template0 WITH ALLOW_CONNECTIONS false IS_TEMPLATE false');
    await client.exec('DROP DATABASE template0');
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}

async function dump(dataDir: string, file: string): Promise<void> {
  const client = await PGlite.create(join(dataDir, PGLITE_SUBDIR));
  try {
    const tarball = await client.dumpDataDir('none');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}
