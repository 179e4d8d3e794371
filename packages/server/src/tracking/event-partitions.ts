import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * The monthly partitions of the events table (migration 0118): one per month of created_at in
 * UTC, named `events_pYYYYMM`, plus `events_default` for any event outside them. Every process
 * keeps them up at start and hourly; an advisory lock makes the upkeep of several processes
 * against one PostgreSQL take turns, so none trips over another's CREATE or DROP.
 */

/** Arbitrary, fixed: 'h5ev' in ASCII. Only the partition upkeep takes it. */
const PARTITION_LOCK_KEY = 0x68356576;

const PARTITION_NAME = /^events_p(\d{4})(\d{2})$/;

/** The first instant of the UTC month holding `at`, `months` months on. */
export function monthStart(at: Date, months = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

export function partitionName(month: Date): string {
  return `events_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month a partition name stands for, or null for a table that is not a monthly partition. */
function monthOf(name: string): Date | null {
  const match = PARTITION_NAME.exec(name);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/**
 * Whether the table exists, read from pg_class with this statement's snapshot: to_regclass reads
 * the catalog cache, which taking an advisory lock does not refresh, so it may still see a table
 * that another process dropped while this one waited for the lock.
 */
async function tableExists(db: Db, name: string): Promise<boolean> {
  const [row] = await sqlRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM pg_class
          WHERE relname = ${name} AND relnamespace = current_schema()::regnamespace
        ) AS found`,
  );
  return row?.found === true;
}

/** Names of the partitions of the events table (the monthly ones and the default). */
export async function eventPartitions(db: Db): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_inherits i
          JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'events'::regclass
        ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Creates the partitions of the months starting at `months` (UTC month starts) that do not exist
 * yet; returns the names created. Events of such a month that went to the default partition
 * meanwhile are moved into it in the same transaction (PostgreSQL refuses to add a partition
 * whose rows sit in the default one).
 */
export async function createMonthPartitions(db: Db, months: Date[]): Promise<string[]> {
  const created: string[] = [];
  for (const month of months) {
    const name = partitionName(month);
    const from = month.toISOString();
    const to = monthStart(month, 1).toISOString();
    const table = sql.identifier(name);
    const made = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
      if (await tableExists(tx, name)) return false;
      await tx.execute(sql`CREATE TABLE ${table} (LIKE events INCLUDING DEFAULTS)`);
      await tx.execute(sql`
        WITH moved AS (
          DELETE FROM events_default
          WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz
          RETURNING *
        )
        INSERT INTO ${table} SELECT * FROM moved`);
      await tx.execute(
        sql`ALTER TABLE events ATTACH PARTITION ${table}
            FOR VALUES FROM (${sql.raw(`'${from}'`)}) TO (${sql.raw(`'${to}'`)})`,
      );
      return true;
    });
    if (made) created.push(name);
  }
  return created;
}

/**
 * Drops the monthly partitions whose whole month ended at or before `before`: every event in
 * them is older than the retention, and dropping a table frees its disk at once, where deleting
 * the rows would leave them to vacuum. Returns the names dropped.
 */
export async function dropMonthPartitionsBefore(db: Db, before: Date): Promise<string[]> {
  const expired = (await eventPartitions(db)).filter((name) => {
    const month = monthOf(name);
    return month !== null && monthStart(month, 1).getTime() <= before.getTime();
  });
  const dropped: string[] = [];
  for (const name of expired) {
    const gone = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
      // Another process may have dropped it while this one waited for the lock.
      if (!(await tableExists(tx, name))) return false;
      await tx.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
      return true;
    });
    if (gone) dropped.push(name);
  }
  return dropped;
}
