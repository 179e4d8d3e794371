import { smallint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 企业信息 (`migrations/0141_company_profile.sql`): one row at most, id 1. */
export const companyProfile = pgTable('company_profile', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  licenceNumber: text('licence_number').notNull(),
  hotline: text('hotline').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export type CompanyProfileRow = typeof companyProfile.$inferSelect;
