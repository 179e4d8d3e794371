import { StartupError } from '../startup-error.ts';
import { migrate } from './migrate.ts';
import { diskFull } from './disk-full.ts';
import { diskFullError, openDatabase } from './open-database.ts';
import type { Database, Db } from './open-database.ts';

/**
 * The lowest layer's one entry: open the database (embedded PGlite or PostgreSQL), bring its
 * schema up to date, run the caller's seed under the migration lock, and turn what goes wrong
 * into one `StartupError` line (a full disk, damaged files, a refused seed). It knows no domain:
 * each domain makes its repositories over `database.db` (see docs/ARCHITECTURE.md).
 */

export interface StoreLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Writes content into the freshly migrated store, under the migration lock, so servers
   * starting at once on one PostgreSQL seed once (the app's is `seed/seed-store.ts`).
   */
  seed?: (db: Db) => Promise<void>;
  logger?: StoreLogger;
}

/** Opens the database, brings its schema up to date and runs the seed, if any. */
export async function openStore(options: OpenStoreOptions): Promise<Database> {
  const logger = options.logger;
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onPoolError: (error) => logger?.error({ err: error }, 'idle database connection failed'),
  });
  try {
    // Each phase in one line, in the order it happens: the migrations, then the seed.
    await migrate(database, undefined, async (applied) => {
      if (applied.length > 0)
        logger?.info(
          {},
          `database migrated: ${applied.length} migrations, up to ${applied.at(-1)}`,
        );
      if (!options.seed) return;
      try {
        await options.seed(database.db);
      } catch (error) {
        throw new SeedingFailure(`seeding the store failed: ${innermostReason(error)}`, {
          cause: error,
        });
      }
    });
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof StartupError) throw error;
    if (options.databaseUrl || options.dataDir === ':memory:') {
      // The database answered but refused the seed: say why, in one line.
      if (error instanceof SeedingFailure) throw new StartupError(error.message, { cause: error });
      throw error;
    }
    if (diskFull(options.dataDir)) throw diskFullError(options.dataDir, error);
    // The files opened but cannot be read: never carry on as if the store were empty.
    throw new StartupError(
      `the embedded database in ${options.dataDir} is damaged (${innermostReason(error)}); move that directory aside and restore a backup into an empty one (npm run restore -- FILE)`,
      { cause: error },
    );
  }
}

/** Seeding refused by a working database (embedded files that fail to read are damage). */
class SeedingFailure extends Error {}

/** The driver's own words: query wrappers put the database's message in `cause`. */
function innermostReason(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n')[0] || 'unknown error';
}
