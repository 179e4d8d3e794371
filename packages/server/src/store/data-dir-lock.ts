import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The embedded database is one process's files: a second process opening the same directory
 * (the import CLI while the server runs) would corrupt it, and PGlite does not notice. A lock
 * file holding the owner's pid turns that into a clear error.
 */

export const LOCK_FILE = 'h5-page.lock';

export class StoreBusyError extends Error {
  readonly pid: number | null;
  constructor(dataDir: string, pid: number | null) {
    super(
      `The database in ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop the server first, or point DATA_DIR at another directory (or use DATABASE_URL).',
    );
    this.name = 'StoreBusyError';
    this.pid = pid;
  }
}

/** Takes the lock on `dataDir` (created if missing); returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== null && isAlive(owner)) throw new StoreBusyError(dataDir, owner);
      // The owner died without cleaning up: the lock is stale.
      unlinkSync(path);
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing to release.
      }
    };
    // A crash that still runs exit handlers leaves no stale lock behind.
    process.on('exit', release);
    return release;
  }
  throw new StoreBusyError(dataDir, readOwner(path));
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
