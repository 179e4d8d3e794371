import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { readCheckpoint, signCheckpoint, writeCheckpoint } from './audit-checkpoint.ts';
import type { SignedCheckpoint } from './audit-checkpoint.ts';
import { createAuditRepository } from './audit-repository.ts';
import type { CheckpointSettings } from './checkpoint-settings.ts';

/** What the writer logs through (the app's logger, or the CLI's). */
export interface CheckpointLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Arbitrary, fixed: 'h5cp' in ASCII. Only checkpoint writers take it. */
const CHECKPOINT_LOCK_KEY = 0x68356370;

/** How often a process looks for entries appended without telling it (jobs, the CLI). */
export const CHECKPOINT_SWEEP_MS = 10_000;

export interface CheckpointWriter {
  /** Entries may have been appended: sign the trail's new end soon (at most one write at once). */
  note(): void;
  /** Signs the trail's end now if it moved, and waits for that. */
  flush(): Promise<void>;
  /** Stops the sweep after a last flush. */
  close(): Promise<void>;
}

/**
 * Keeps the signed checkpoint (`audit-checkpoint.ts`) at the trail's end: after appends (told by
 * `note`) and every CHECKPOINT_SWEEP_MS, it signs the last entry and writes it to the file and
 * the log. Processes sharing one PostgreSQL write under one advisory lock, each reading the last
 * entry once it holds the lock, so the file only moves forward; and a writer never replaces a
 * checkpoint the trail no longer reaches (cut off, or cut and written again): that is what
 * `npm run audit -- verify` must report, so the writer logs an error and keeps it.
 */
export function createCheckpointWriter(
  db: Db,
  settings: CheckpointSettings,
  log: CheckpointLogger,
  sweepMs = CHECKPOINT_SWEEP_MS,
): CheckpointWriter {
  const audit = createAuditRepository(db);
  /** The seq last written or found in the file: nothing to do until the trail passes it. */
  let signedSeq = 0;
  /** The seq whose refusal was logged last, so a cut trail is reported once, not per append. */
  let refusedSeq = 0;
  let running: Promise<void> | null = null;
  let again = false;

  async function writeOnce(): Promise<void> {
    const end = await audit.end();
    if (!end || end.seq <= signedSeq) return;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHECKPOINT_LOCK_KEY}::bigint)`);
      const trail = createAuditRepository(tx);
      const last = await trail.end();
      if (!last) return;
      const found = await readCheckpoint(settings.file, settings.key);
      if (found.state === 'unreadable') {
        log.warn(
          { file: settings.file, reason: found.reason },
          'audit checkpoint unreadable; writing a new one',
        );
      } else if (found.state === 'unsigned') {
        log.warn(
          { file: settings.file, seq: found.checkpoint.seq },
          'audit checkpoint not signed with this key (AUDIT_CHECKPOINT_KEY changed?); writing a new one',
        );
      } else if (found.state === 'signed') {
        const held = found.checkpoint;
        const hash = held.seq <= last.seq ? await trail.hashAt(held.seq) : null;
        if (hash !== held.hash) {
          if (refusedSeq !== held.seq) {
            refusedSeq = held.seq;
            log.error(
              { file: settings.file, checkpoint: { seq: held.seq, at: held.at }, end: last.seq },
              'audit trail no longer reaches its checkpoint; keeping the checkpoint (npm run audit -- verify)',
            );
          }
          return;
        }
        if (held.seq >= last.seq) {
          signedSeq = held.seq;
          return;
        }
      }
      const checkpoint: SignedCheckpoint = signCheckpoint(
        { seq: last.seq, hash: last.hash, at: new Date().toISOString() },
        settings.key,
      );
      await writeCheckpoint(settings.file, checkpoint);
      signedSeq = checkpoint.seq;
      // The log keeps every checkpoint, where the database's users cannot reach them.
      log.info({ auditCheckpoint: checkpoint }, 'audit checkpoint');
    });
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        await writeOnce();
      } catch (error) {
        log.warn({ err: error }, 'audit checkpoint not written; trying again at the next entry');
      }
    } while (again);
  }

  function note(): void {
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  const sweep = setInterval(note, sweepMs);
  sweep.unref();

  return {
    note,
    async flush() {
      note();
      await running;
    },
    async close() {
      clearInterval(sweep);
      note();
      await running;
    },
  };
}
