import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { RISK_LEVELS, RISK_TIERS } from '@h5-page/schema/suitability';

/**
 * Drizzle definitions of the tables `migrations/0138_suitability.sql` creates (the SQL file is the
 * source of truth; see it for what each column means).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const MATCH_OUTCOMES = ['match', 'mismatch', 'unassessed'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** The development provider's assessments: each user's latest questionnaire. */
export const suitabilityProfiles = pgTable('suitability_profiles', {
  softuserId: integer('softuser_id').primaryKey(),
  tier: text('tier', { enum: RISK_TIERS }).notNull(),
  score: integer('score').notNull(),
  answers: jsonb('answers').$type<number[]>().notNull(),
  assessedAt: at('assessed_at').notNull().defaultNow(),
});

/** Each match shown before a purchase, with the text the visitor read. */
export const suitabilityMatches = pgTable(
  'suitability_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    softuserId: integer('softuser_id').notNull(),
    handset: text('handset').notNull().default(''),
    shopProductId: integer('shop_product_id').notNull(),
    productName: text('product_name').notNull(),
    riskLevel: text('risk_level', { enum: RISK_LEVELS }).notNull(),
    tier: text('tier', { enum: RISK_TIERS }),
    outcome: text('outcome', { enum: MATCH_OUTCOMES }).notNull(),
    shownText: text('shown_text').notNull(),
    page: text('page'),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    index('suitability_matches_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('suitability_matches_user_product_idx').on(t.softuserId, t.shopProductId, t.id.desc()),
  ],
);

export type SuitabilityProfileRow = typeof suitabilityProfiles.$inferSelect;
export type SuitabilityMatchRow = typeof suitabilityMatches.$inferSelect;
