import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle definitions of the open-day tables of `migrations/0024_open_day.sql`. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const openDaySessions = pgTable('open_day_sessions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  startsAt: at('starts_at').notNull(),
  address: text('address').notNull(),
  seats: integer('seats').notNull(),
});

export const openDayRegistrations = pgTable('open_day_registrations', {
  softuserId: integer('softuser_id').primaryKey(),
  sessionId: integer('session_id').notNull(),
  name: text('name').notNull(),
  handset: text('handset').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Migration 0135: the privacy statement's version agreed to; null before consent was asked. */
  consentVersion: integer('consent_version'),
});

export type OpenDayRegistrationRow = typeof openDayRegistrations.$inferSelect;
