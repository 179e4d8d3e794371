import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CheckpointMark } from './audit-chain.ts';

/**
 * The audit trail's checkpoints: the seq and hash of its last entry at a moment, signed with a
 * key the database does not hold (HMAC-SHA256), kept in a file outside the database and in the
 * log. The hash chain shows an entry changed or removed in the middle; only a checkpoint shows
 * entries cut off the end, since a shorter chain is still a chain.
 */

export interface SignedCheckpoint extends CheckpointMark {
  /** HMAC-SHA256 (hex) of the mark with the checkpoint key. */
  sig: string;
}

/** What is signed: a fixed label, so the key signs nothing else by mistake, then the mark. */
function signedText({ seq, hash, at }: CheckpointMark): string {
  return `h5-page audit checkpoint v1\n${seq}\n${hash}\n${at}`;
}

function signatureOf(mark: CheckpointMark, key: string): string {
  return createHmac('sha256', key).update(signedText(mark)).digest('hex');
}

export function signCheckpoint(mark: CheckpointMark, key: string): SignedCheckpoint {
  const { seq, hash, at } = mark;
  return { seq, hash, at, sig: signatureOf({ seq, hash, at }, key) };
}

/** A checkpoint as read from a file: its fields, or null when it is not one. */
export function checkpointOf(value: unknown): SignedCheckpoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seq, hash, at, sig } = value as Record<string, unknown>;
  if (
    typeof seq !== 'number' ||
    !Number.isSafeInteger(seq) ||
    seq < 1 ||
    typeof hash !== 'string' ||
    !/^[0-9a-f]{64}$/.test(hash) ||
    typeof at !== 'string' ||
    Number.isNaN(Date.parse(at)) ||
    typeof sig !== 'string' ||
    !/^[0-9a-f]{64}$/.test(sig)
  ) {
    return null;
  }
  return { seq, hash, at, sig };
}

/** Whether `checkpoint` was signed with `key`. */
export function signedWith(checkpoint: SignedCheckpoint, key: string): boolean {
  const expected = Buffer.from(signatureOf(checkpoint, key), 'hex');
  const given = Buffer.from(checkpoint.sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a checkpoint file holds. */
export type CheckpointFile =
  | { state: 'missing' }
  | { state: 'unreadable'; reason: string }
  | { state: 'unsigned'; checkpoint: SignedCheckpoint }
  | { state: 'signed'; checkpoint: SignedCheckpoint };

/** Reads the checkpoint at `file` and checks its signature with `key`. */
export async function readCheckpoint(file: string, key: string): Promise<CheckpointFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    return { state: 'unreadable', reason: (error as Error).message };
  }
  let checkpoint: SignedCheckpoint | null = null;
  try {
    checkpoint = checkpointOf(JSON.parse(text));
  } catch {
    // Not JSON: reported below as not a checkpoint.
  }
  if (!checkpoint) return { state: 'unreadable', reason: 'not a checkpoint' };
  return signedWith(checkpoint, key)
    ? { state: 'signed', checkpoint }
    : { state: 'unsigned', checkpoint };
}

/**
 * Writes `checkpoint` to `file` whole or not at all: into a file of its own beside it, flushed
 * to the disk, then renamed over it, so a reader (or a crash) never sees half of one.
 */
export async function writeCheckpoint(file: string, checkpoint: SignedCheckpoint): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(checkpoint)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
