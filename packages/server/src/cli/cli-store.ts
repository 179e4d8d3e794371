import { ConfigError, loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { existsSync } from 'node:fs';
import { StartupError } from '../startup-error.ts';
import { StoreBusyError } from '../store/data-dir-lock.ts';
import { openAppStore } from '../app-store.ts';
import type { AppStore } from '../app-store.ts';
import type { StoreLogger } from '../store/open-store.ts';
import { storeSocketPath } from './store-socket.ts';
import { StoreSocketClient } from './store-socket-client.ts';

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
 * the failures a user can fix into one clear line and exit status 1. When a running server
 * holds the embedded database, `remote` (if given) does the same work through that server's
 * store socket.
 */
export async function runCli(
  name: string,
  command: (store: AppStore, config: Config) => Promise<void>,
  remote?: (server: StoreSocketClient, config: Config) => Promise<void>,
): Promise<void> {
  let store: AppStore | null = null;
  try {
    const config = loadConfig();
    try {
      store = await openAppStore({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        // As the server: demo content never goes into a production store.
        seed: config.nodeEnv !== 'production',
        logger,
      });
    } catch (error) {
      const socket = storeSocketPath(config.dataDir);
      if (!(error instanceof StoreBusyError) || !remote || !existsSync(socket)) throw error;
      await remote(new StoreSocketClient(socket, error), config);
      return;
    }
    await command(store, config);
  } catch (error) {
    if (
      error instanceof CliError ||
      error instanceof ConfigError ||
      error instanceof StoreBusyError ||
      error instanceof StartupError
    ) {
      console.error(`${name}: ${error.message}`);
    } else {
      // One line: a driver error's details may hold the rows it was given.
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${name}: unexpected error: ${message.split('\n')[0]}`);
    }
    process.exitCode = 1;
  } finally {
    await store?.close();
  }
}
