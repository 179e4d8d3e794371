import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Purges a shared cache still owes (`migrations/0117_cache_purges.sql`), one per URL. */
export const cachePurges = pgTable('cache_purges', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  generation: integer('generation').notNull().default(1),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error').notNull().default(''),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
