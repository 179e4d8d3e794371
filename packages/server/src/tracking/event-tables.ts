import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Drizzle definition of the events table that `migrations/*.sql` create (the SQL files are the
 * source of truth; this mirrors them so queries are typed).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** 'pv', 'click', 'beacon', … */
    kind: text('kind').notNull(),
    pageCode: text('page_code'),
    /** The page's own `extra.pageID` as the visitor app reports it, not a key into `pages`. */
    pageId: integer('page_id'),
    sessionId: text('session_id'),
    uid: text('uid'),
    path: text('path'),
    durationMs: integer('duration_ms'),
    data: jsonb('data'),
    /** Where the visit happened (`VisitEnvironment` of the schema package), from the user agent. */
    env: text('env'),
    /** The channel: `cps_id` of the page address the visitor opened. */
    cpsId: text('cps_id'),
    /** Migration 0120: the A/B variant shown on the visit; null when the page had none. */
    variant: text('variant'),
    /** Migration 0136: the visitor was in an automatic allocation's holdout. */
    holdout: boolean('holdout').notNull().default(false),
    createdAt: createdAt(),
  },
  // Partitioned by month of created_at (migration 0118), so the key must hold it. The migration
  // adds INCLUDE (session_id, duration_ms, env, cps_id) for index-only stats.
  (t) => [
    primaryKey({ name: 'events_pkey', columns: [t.id, t.createdAt] }),
    index('events_stats_idx').on(t.pageCode, t.kind, t.createdAt),
  ],
);
