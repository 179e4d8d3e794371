import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The embedded database is one process's files: a second process opening the same directory
 * (the import CLI while the server runs) would corrupt it, and PGlite does not notice. A lock
 * file names the owner's pid and a Unix socket the owner listens on while it holds the lock.
 *
 * Whether the owner still holds it is judged by that socket answering, not by its pid: the
 * kernel closes a process's sockets the moment it dies, while its pid may linger as a zombie
 * (a container whose first process does not reap) or be reused by an unrelated process, and
 * `kill(pid, 0)` answers for both.
 */

export const LOCK_FILE = 'h5-page.lock';

/** Unix socket paths longer than this are refused by the kernel (sun_path is 108 bytes). */
const MAX_SOCKET_PATH = 107;

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

interface LockOwner {
  pid: number;
  /** The socket the owner listens on (absent in lock files of older versions). */
  socket: string | null;
}

/**
 * Where this holder listens while it holds the lock on `dir`: named afresh each time, since a
 * restarted container often gets its dead predecessor's pid back.
 */
function socketPathFor(dir: string): string {
  const name = `h5-page-lock-${process.pid}-${randomBytes(4).toString('hex')}.sock`;
  const inDir = join(dir, `.${name}`);
  if (Buffer.byteLength(inDir) <= MAX_SOCKET_PATH) return inDir;
  const digest = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return join(tmpdir(), `${digest}-${name}`);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

async function listenOn(path: string): Promise<Server> {
  const server = createServer((socket) => {
    // A prober hangs up at once: its reset is no error of ours.
    socket.on('error', () => {});
    socket.end(String(process.pid));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  // Holding the lock never keeps a finished process (a CLI command) alive.
  server.unref();
  return server;
}

/** Whether something listens on `path`: the kernel accepts the connection even if its owner is busy. */
function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function ownerHoldsLock(owner: LockOwner): Promise<boolean> {
  if (owner.socket) return answers(owner.socket);
  // A lock file of an older version naming our own pid was left by a predecessor.
  return owner.pid !== process.pid && isAlive(owner.pid);
}

/**
 * Takes the lock on `dataDir` (created if missing); returns the function that releases it. A
 * lock whose owner no longer listens (it crashed, or was killed) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const socketPath = socketPathFor(dir);
  // Listening before the lock file appears: whoever reads the file finds its owner answering.
  const server = await listenOn(socketPath);
  const giveUp = () => {
    server.close();
    removeQuietly(socketPath);
  };
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (createLockFile(path, `${process.pid}\n${socketPath}\n`)) {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          process.off('exit', release);
          removeQuietly(path);
          giveUp();
        };
        // A crash that still runs exit handlers leaves no lock file behind.
        process.on('exit', release);
        return release;
      }
      const owner = readOwner(path);
      if (owner && (await ownerHoldsLock(owner))) throw new StoreBusyError(dataDir, owner.pid);
      // The owner is gone (its socket closed with it), or the file names none: the lock is stale.
      removeQuietly(path);
      if (owner?.socket) removeQuietly(owner.socket);
    }
    throw new StoreBusyError(dataDir, readOwner(path)?.pid ?? null);
  } catch (error) {
    giveUp();
    throw error;
  }
}

/**
 * Creates the lock file with its content in one step (written aside, then linked in place, which
 * fails if a lock file exists): a reader never sees it empty. False if one exists.
 */
function createLockFile(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}.tmp`;
  const fd = openSync(aside, 'w');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    removeQuietly(aside);
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const [pidLine = '', socket = ''] = readFileSync(path, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine.trim(), 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, socket: socket.trim() || null };
  } catch {
    return null;
  }
}

/** Lock files of older versions name a pid only: the best judge left is the pid itself. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
