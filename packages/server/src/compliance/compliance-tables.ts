import { json, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompliancePhrase } from '@h5-page/blocks/compliance/compliance-problem';

/** Drizzle definition of `migrations/0111_compliance_phrases.sql`: the admins' phrase list. */
export const compliancePhraseList = pgTable('compliance_phrase_list', {
  id: smallint('id').primaryKey().default(1),
  phrases: json('phrases').$type<CompliancePhrase[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
