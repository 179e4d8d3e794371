import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { smsCodes } from './tables.ts';
import type { SmsCodeRow } from './tables.ts';

export interface NewSmsCode {
  handset: string;
  /** HMAC of the handset and the code (see auth/sms-codes.ts); never the code. */
  codeHash: string;
  purpose: string;
  ip: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Rows older than this are deleted when the handset is sent a new code. */
export const SMS_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface SmsCodeRepository {
  /** Stores a sent code and drops the handset's rows older than a day; returns the new id. */
  insert(code: NewSmsCode): Promise<number>;
  /** Removes a code whose SMS could not be sent, so the previous one stays the newest. */
  remove(id: number): Promise<void>;
  /** The handset's newest code, locked until the transaction ends (call inside one). */
  latestForUpdate(handset: string): Promise<SmsCodeRow | null>;
  /** Counts one wrong try; returns the new count. */
  recordFailure(id: number): Promise<number>;
  /** Marks the code used; false if it already was. */
  consume(id: number, at: Date): Promise<boolean>;
  /** Deletes every code sent to `handset` (a visitor's erasure request); answers how many. */
  removeHandset(handset: string): Promise<number>;
}

/** SMS codes. Pass a transaction as `db` to take part in it. */
export function createSmsCodeRepository(db: Db): SmsCodeRepository {
  return {
    async insert(code) {
      await db
        .delete(smsCodes)
        .where(
          and(
            eq(smsCodes.handset, code.handset),
            lt(smsCodes.createdAt, new Date(code.createdAt.getTime() - SMS_CODE_RETENTION_MS)),
          ),
        );
      const [row] = await db.insert(smsCodes).values(code).returning({ id: smsCodes.id });
      if (!row) throw new Error('sms code insert returned no row');
      return row.id;
    },
    async remove(id) {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },
    async removeHandset(handset) {
      const rows = await db
        .delete(smsCodes)
        .where(eq(smsCodes.handset, handset))
        .returning({ id: smsCodes.id });
      return rows.length;
    },
    async latestForUpdate(handset) {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(eq(smsCodes.handset, handset))
        .orderBy(desc(smsCodes.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async recordFailure(id) {
      const [row] = await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ failedAttempts: smsCodes.failedAttempts });
      return row?.failedAttempts ?? 0;
    },
    async consume(id, at) {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length > 0;
    },
  };
}
