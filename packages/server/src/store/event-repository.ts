import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { EventWriter } from './event-writer.ts';
import type { EventWriterOptions } from './event-writer.ts';
import { events } from './tables.ts';
import type { Db } from './open-database.ts';

/**
 * Visitor events (page views, clicks, beacons). Requests `record` them; the batch writer
 * stores them a moment later, many rows per insert.
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
  /** Buffers the event; it is written within ~250 ms. Never throws, never blocks. */
  record(event: NewEvent): void;
  /** Writes everything buffered now (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the writer; called before the database closes. */
  close(): Promise<void>;
  /** Writes events directly, in one insert. */
  insertMany(batch: NewEvent[]): Promise<void>;
  count(query?: EventQuery): Promise<number>;
  /** Newest first. */
  list(query?: EventQuery & { limit?: number }): Promise<StoredEvent[]>;
}

export function createEventRepository(
  db: Db,
  writerOptions: EventWriterOptions = {},
): EventRepository {
  const insertMany = async (batch: NewEvent[]) => {
    if (batch.length === 0) return;
    await db.insert(events).values(
      batch.map((event) => ({
        kind: event.kind,
        pageCode: event.pageCode ?? null,
        pageId: event.pageId ?? null,
        sessionId: event.sessionId ?? null,
        uid: event.uid ?? null,
        path: event.path ?? null,
        durationMs: event.durationMs ?? null,
        data: event.data ?? null,
        createdAt: event.createdAt ?? new Date(),
      })),
    );
  };
  const writer = new EventWriter<NewEvent>(insertMany, writerOptions);

  const where = (query: EventQuery): SQL | undefined =>
    and(
      query.pageCode === undefined ? undefined : eq(events.pageCode, query.pageCode),
      query.kind === undefined ? undefined : eq(events.kind, query.kind),
      query.since === undefined ? undefined : gte(events.createdAt, query.since),
    );

  return {
    record(event) {
      writer.record(event.createdAt ? event : { ...event, createdAt: new Date() });
    },
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
  };
}
