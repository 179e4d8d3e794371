import { integer, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReviewNote, ReviewStatus } from '@h5-page/schema/admin-api/review';

/** Submissions for review (`migrations/0112_page_reviews.sql`): the draft each was made for. */
export const pageReviews = pgTable('page_reviews', {
  id: serial('id').primaryKey(),
  pageId: integer('page_id').notNull(),
  revision: integer('revision').notNull(),
  page: json('page').notNull(),
  contentHash: text('content_hash').notNull(),
  note: text('note').notNull().default(''),
  submittedBy: text('submitted_by'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status').$type<ReviewStatus>().notNull().default('pending'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  comment: text('comment').notNull().default(''),
  notes: json('notes').$type<ReviewNote[]>().notNull().default([]),
  /** The rule packs the submission's checks passed, and those in force at the decision. */
  checkedWith: text('checked_with'),
  decidedWith: text('decided_with'),
});
