import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The HTML each version was sent with (`migrations/0114_version_archives.sql`). */
export const pageVersionArchives = pgTable('page_version_archives', {
  versionId: integer('version_id').primaryKey(),
  html: text('html').notNull(),
  file: text('file').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  /** The rule packs in force when the version went live (`migrations/0137_rule_pack_stamps.sql`). */
  checkedWith: text('checked_with'),
});
