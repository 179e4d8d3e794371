import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { addToDayRollups } from './day-rollups.ts';
import { buttonRollupsFrom, countsInBreakdown, sessionRollupsFrom } from './breakdown-rollups.ts';
import { AppError } from '../errors.ts';
import { EventWriter } from './event-writer.ts';
import {
  createMonthPartitions,
  dropMonthPartitionsBefore,
  monthStart,
} from './event-partitions.ts';
import type { EventWriterOptions } from './event-writer.ts';
import { events } from './event-tables.ts';
import { variantColumns } from '../experiments/variant-columns.ts';
import { arrayLiteral } from '../store/array-literal.ts';
import type { Db } from '../store/open-database.ts';

/**
 * Visitor events (page views, clicks, beacons). Requests `record` them and answer once the
 * group commit holding them is done, many rows per insert.
 */

export interface NewEvent {
  /** 'pv', 'click', 'beacon', … */
  kind: string;
  pageCode?: string | null;
  /** The page's `extra.pageID` as the visitor app reports it. */
  pageId?: number | null;
  sessionId?: string | null;
  uid?: string | null;
  path?: string | null;
  durationMs?: number | null;
  data?: Record<string, unknown> | null;
  /** `VisitEnvironment` of the visitor's user agent. */
  env?: string | null;
  /** `cps_id` of the page address. */
  cpsId?: string | null;
  /**
   * The A/B variant shown on the visit, as its token: stored as the key and whether the visitor
   * was in an automatic allocation's holdout.
   */
  variant?: string | null;
  /** When it happened; defaults to when it was recorded, not when the batch is written. */
  createdAt?: Date;
}

export type StoredEvent = typeof events.$inferSelect;

export interface EventQuery {
  pageCode?: string;
  kind?: string;
  since?: Date;
}

export interface EventRepository {
  /**
   * Resolves once the event is committed (within a few ms, with others); rejects with the
   * STORE_UNAVAILABLE error when the store cannot take it.
   */
  record(event: NewEvent): Promise<void>;
  /** Like `record`, for events stored all together or not at all. */
  recordAll(events: NewEvent[]): Promise<void>;
  /** Waits for everything recorded so far (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the writer; called before the database closes. */
  close(): Promise<void>;
  /** Writes events directly, in one insert. */
  insertMany(batch: NewEvent[]): Promise<void>;
  count(query?: EventQuery): Promise<number>;
  /** Newest first. */
  list(query?: EventQuery & { limit?: number }): Promise<StoredEvent[]>;
  /**
   * Deletes the events that happened before `before`: drops the monthly partitions that end by
   * then, deletes the older rows of the rest. How many rows were deleted (not counting those of
   * the dropped partitions) and which partitions were dropped. The breakdown's rollups of the
   * days before that of `before` go too.
   */
  pruneBefore(before: Date): Promise<{ deleted: number; droppedPartitions: string[] }>;
  /** Creates the partitions of the month of `now` and the next one if missing; those created. */
  preparePartitions(now: Date): Promise<string[]>;
}

/**
 * A batch of events in one INSERT of one parameter a column (`unnest` of arrays): its text is the
 * same whatever the batch's size, and no query builder walks a value per row and column, which
 * cost more than the write itself when beacons come in by the thousand. A batch with views or
 * clicks adds them to the breakdown's rollups in the same statement, from the same arrays.
 */
function insertEvents(batch: NewEvent[], now: Date): SQL {
  const column = <T extends string | number>(value: (event: NewEvent) => T | null | undefined) =>
    arrayLiteral(batch.map((event) => value(event) ?? null));
  const rows = sql`SELECT * FROM unnest(
      ${column((e) => e.kind)}::text[], ${column((e) => e.pageCode)}::text[],
      ${column((e) => e.pageId)}::int[], ${column((e) => e.sessionId)}::text[],
      ${column((e) => e.uid)}::text[], ${column((e) => e.path)}::text[],
      ${column((e) => e.durationMs)}::int[],
      ${column((e) => (e.data == null ? null : JSON.stringify(e.data)))}::text[],
      ${column((e) => e.env)}::text[], ${column((e) => e.cpsId)}::text[],
      ${column((e) => variantColumns(e.variant).variant)}::text[],
      ${column((e) => (variantColumns(e.variant).holdout ? 1 : 0))}::int[],
      ${column((e) => (e.createdAt ?? now).toISOString())}::timestamptz[]
    ) AS batch(kind, page_code, page_id, session_id, uid, path, duration_ms, data, env, cps_id, variant, holdout, created_at)`;
  const insert = (source: SQL) => sql`INSERT INTO events
      (kind, page_code, page_id, session_id, uid, path, duration_ms, data, env, cps_id, variant, holdout, created_at)
    SELECT kind, page_code, page_id, session_id, uid, path, duration_ms, data::jsonb, env, cps_id, variant, holdout = 1, created_at
    FROM ${source}`;
  if (!countsInBreakdown(batch)) return insert(sql`(${rows}) AS batch`);
  return sql`WITH batch AS (${rows}),
      stored AS (${insert(sql`batch`)}),
      sessions AS (${sessionRollupsFrom(sql`batch`)}),
      buttons AS (${buttonRollupsFrom(sql`batch`)})
    SELECT 1`;
}

export function createEventRepository(
  db: Db,
  writerOptions: EventWriterOptions = {},
): EventRepository {
  const insertMany = async (batch: NewEvent[]) => {
    if (batch.length === 0) return;
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.execute(insertEvents(batch, now));
      await addToDayRollups(tx, batch, now);
    });
  };
  const writer = new EventWriter<NewEvent>(insertMany, writerOptions);
  const recordAll = async (batch: NewEvent[]) => {
    // Stamped now: when it happened, not when the batch is written.
    const now = new Date();
    try {
      await writer.recordAll(
        batch.map((event) => ({ ...event, createdAt: event.createdAt ?? now })),
      );
    } catch (error) {
      throw new AppError('STORE_UNAVAILABLE', undefined, { cause: error });
    }
  };

  const where = (query: EventQuery): SQL | undefined =>
    and(
      query.pageCode === undefined ? undefined : eq(events.pageCode, query.pageCode),
      query.kind === undefined ? undefined : eq(events.kind, query.kind),
      query.since === undefined ? undefined : gte(events.createdAt, query.since),
    );

  return {
    record(event) {
      return recordAll([event]);
    },
    recordAll,
    flush: () => writer.flush(),
    close: () => writer.close(),
    insertMany,
    async count(query = {}) {
      const [row] = await db.select({ n: count() }).from(events).where(where(query));
      return Number(row?.n ?? 0);
    },
    async list(query = {}) {
      return db
        .select()
        .from(events)
        .where(where(query))
        .orderBy(desc(events.id))
        .limit(query.limit ?? 100);
    },
    async pruneBefore(before) {
      const droppedPartitions = await dropMonthPartitionsBefore(db, before);
      // What is left older than `before` sits in the partly expired month (or the default
      // partition): the retention is exact to the instant, not to the month.
      const deleted = await db
        .delete(events)
        .where(lt(events.createdAt, before))
        .returning({ id: events.id });
      // The breakdown's rollups hold sessions as the events do: they go with them, by the day
      // (the Shanghai day of `before` stays whole).
      const day = statsDateOf(before.getTime());
      await db.execute(sql`DELETE FROM page_session_rollups WHERE day < ${day}::date`);
      await db.execute(sql`DELETE FROM page_button_rollups WHERE day < ${day}::date`);
      return { deleted: deleted.length, droppedPartitions };
    },
    preparePartitions(now) {
      return createMonthPartitions(db, [monthStart(now), monthStart(now, 1)]);
    },
  };
}
