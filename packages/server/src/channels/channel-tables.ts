import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Named channels of a page (`migrations/0116_page_channels.sql`): one `cps_id` each. */
export const pageChannels = pgTable(
  'page_channels',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').notNull(),
    cpsId: text('cps_id').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.pageId, table.cpsId)],
);
