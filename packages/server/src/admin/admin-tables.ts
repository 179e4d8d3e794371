import { integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
