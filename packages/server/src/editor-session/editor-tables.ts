import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EditorRole } from '@h5-page/schema/editor-roles';

/**
 * Drizzle definitions of the tables that `migrations/0004_editors.sql` and `0040_stats.sql`
 * create (the SQL files are the source of truth): builder accounts, their sessions, and the
 * record of every release of visitors' personal data.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const editors = pgTable('editors', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<EditorRole>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  // Migration 0096: the four roles, and when the account last signed in.
  lastSignInAt: at('last_sign_in_at'),
});

export const editorSessions = pgTable('editor_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  editorId: integer('editor_id')
    .notNull()
    .references(() => editors.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

/** Lead CSV exports (`migrations/0040_stats.sql`): who took which page's leads, and when. */
export const leadExports = pgTable('lead_exports', {
  id: serial('id').primaryKey(),
  editorId: integer('editor_id').references(() => editors.id, { onDelete: 'set null' }),
  username: text('username').notNull(),
  role: text('role').notNull(),
  pageCode: text('page_code').notNull(),
  periodFrom: date('period_from', { mode: 'string' }),
  periodTo: date('period_to', { mode: 'string' }),
  fullPhones: boolean('full_phones').notNull(),
  rowCount: integer('row_count').notNull(),
  exportedAt: at('exported_at').notNull().defaultNow(),
  // Migration 0090: every release of personal data, not only lead exports.
  subject: text('subject').notNull().default('leads'),
  action: text('action').$type<'export' | 'read'>().notNull().default('export'),
});
