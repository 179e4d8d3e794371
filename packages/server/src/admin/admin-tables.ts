import {
  boolean,
  customType,
  date,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { EditorRole } from '@h5-page/schema/editor-roles';

/**
 * Drizzle definitions of the tables that `migrations/0004_editors.sql` and `0006_media.sql`
 * create (the SQL files are the source of truth): builder accounts, their sessions, uploads.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

export const media = pgTable('media', {
  hash: text('hash').primaryKey(),
  ext: text('ext').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  data: bytea('data').notNull(),
  uploadedBy: text('uploaded_by'),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
  /** Migration 0104: what the library calls the file (the uploaded file's name, or a new one). */
  name: text('name').notNull().default(''),
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

/** Preview links (`migrations/0065_preview_links.sql`): the draft each was made for. */
export const previewLinks = pgTable('preview_links', {
  id: text('id').primaryKey(),
  pageId: integer('page_id').notNull(),
  contentHash: text('content_hash').notNull(),
  page: json('page').notNull(),
  createdBy: text('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
