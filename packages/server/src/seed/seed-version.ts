import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * Which seed a server writes. The built server is one bundle holding the seed content and every
 * rule that shapes what it writes (page validation, the catalogue's statements), and naming the
 * chunks it imports by their content: its digest changes whenever any of that does. The built
 * command-line tools sit beside it, built with it from the same sources, and take its digest, so
 * that `npm run import` on a store the server seeded finds the seed written (a digest of their own
 * would seed in full and record another flag at each run). A server run from TypeScript sources
 * has no such file, and seeds in full at every start (null).
 */
export function builtSeedVersion(moduleUrl: string = import.meta.url): string | null {
  if (!moduleUrl.startsWith('file:') || !moduleUrl.endsWith('.js')) return null;
  try {
    return createHash('sha256')
      .update(readFileSync(fileURLToPath(new URL(SERVER_BUNDLE, moduleUrl))))
      .digest('hex');
  } catch {
    return null;
  }
}

/** The built server's file, beside every built entry (scripts/build-server.mjs). */
const SERVER_BUNDLE = './main.js';

// A store flag (`store_flags.name`: at most 64 of a-z, 0-9 and '-') per seed written in full.
const PREFIX = 'seed-';
const flagOf = (version: string): string =>
  PREFIX +
  createHash('sha256')
    .update(version)
    .digest('hex')
    .slice(0, 64 - PREFIX.length);

/** Whether this seed was written in full at an earlier start. */
export async function seedWritten(db: Db, version: string): Promise<boolean> {
  const rows = await sqlRows(
    db,
    sql`SELECT 1 AS one FROM store_flags WHERE name = ${flagOf(version)}`,
  );
  return rows.length > 0;
}

/** Records that this seed was written in full, in place of the one before it. */
export async function recordSeedWritten(db: Db, version: string): Promise<void> {
  const flag = flagOf(version);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM store_flags WHERE name LIKE ${`${PREFIX}%`} AND name <> ${flag}`,
    );
    await tx.execute(
      sql`INSERT INTO store_flags (name) VALUES (${flag}) ON CONFLICT (name) DO NOTHING`,
    );
  });
}
