import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../packages/server/src/store/migrate.ts';
import { PGLITE_SUBDIR, openDatabase } from '../packages/server/src/store/open-database.ts';
import { PGLITE_TEMPLATE } from './pglite-template-path.ts';

/**
 * A fresh embedded database costs a test some two seconds before its first query: PGlite runs
 * initdb, then every migration runs. Each test run does that once here, through the server's own
 * migration runner, and keeps the files as a tarball that `vitest-setup-pglite.ts` gives every
 * fresh database of the tests as its starting point (seeding still runs per server, as at any
 * first start).
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
    const client = await PGlite.create(join(dataDir, PGLITE_SUBDIR));
    try {
      const tarball = await client.dumpDataDir('none');
      mkdirSync(join(PGLITE_TEMPLATE, '..'), { recursive: true });
      writeFileSync(PGLITE_TEMPLATE, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
