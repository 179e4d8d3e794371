import { readFileSync } from 'node:fs';
import { CliError, runCli } from './cli-store.ts';
import { BackupError, readBackup, restoreStore } from '../store/backup.ts';

/**
 * `npm run restore -- FILE`: replaces everything in the store with a backup taken by
 * `npm run backup`, in one transaction: a file that cannot be restored changes nothing. The
 * file is read and checked before the store is opened.
 */

const file = process.argv[2];

function load(path: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return readBackup(JSON.parse(text));
  } catch (error) {
    throw new CliError(
      `${path}: ${error instanceof BackupError ? error.message : 'not valid JSON (a truncated or damaged backup?)'}`,
    );
  }
}

if (!file) {
  console.error('restore: usage: npm run restore -- FILE');
  process.exitCode = 1;
} else {
  let backup: ReturnType<typeof load> | null = null;
  try {
    backup = load(file);
  } catch (error) {
    console.error(`restore: ${(error as Error).message}`);
    process.exitCode = 1;
  }
  if (backup) {
    const checked = backup;
    await runCli('restore', async (store) => {
      try {
        await restoreStore(store.database, checked);
      } catch (error) {
        if (error instanceof BackupError) throw new CliError(`${file}: ${error.message}`);
        throw error;
      }
      store.publishedPages.clear();
      console.log(`restore: ${file} (taken ${checked.takenAt}) restored`);
    });
  }
}
