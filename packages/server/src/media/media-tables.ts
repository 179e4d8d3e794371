import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Drizzle definition of the table that `migrations/0006_media.sql` creates (the SQL file is the
 * source of truth): uploads.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
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
