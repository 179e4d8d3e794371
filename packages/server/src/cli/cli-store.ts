import { ConfigError, loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { StoreBusyError } from '../store/data-dir-lock.ts';
import { openStore } from '../store/open-store.ts';
import type { Store, StoreLogger } from '../store/open-store.ts';

/** A problem the user can fix, printed as one line (no stack trace), exit status 1. */
export class CliError extends Error {}

/** Only warnings and errors reach the terminal; the store's progress notes stay quiet. */
const logger: StoreLogger = {
  info: () => {},
  warn: (details, message) => console.error(`warning: ${message}`, details),
  error: (details, message) => console.error(`error: ${message}`, details),
};

/**
 * Runs a command against the same store the server uses (DATA_DIR or DATABASE_URL), turning
 * the failures a user can fix into one clear line and exit status 1.
 */
export async function runCli(
  name: string,
  command: (store: Store, config: Config) => Promise<void>,
): Promise<void> {
  let store: Store | null = null;
  try {
    const config = loadConfig();
    store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
    await command(store, config);
  } catch (error) {
    if (
      error instanceof CliError ||
      error instanceof ConfigError ||
      error instanceof StoreBusyError
    ) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(`${name}: unexpected error:`, error);
    }
    process.exitCode = 1;
  } finally {
    await store?.close();
  }
}
