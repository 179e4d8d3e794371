import { sql } from 'drizzle-orm';
import { DEFAULT_SOFTUSER_TYPE } from '@h5-page/schema/constants';
import type { LeadExtraAnswer } from '@h5-page/schema/lead-extra-fields';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  serial,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Drizzle definitions of the tables that `migrations/0002_accounts.sql` creates (the SQL file is
 * the source of truth): users, SMS codes, leads and the development captcha's tickets.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Users, by phone. `softuser_id` and `softuser_type` are the product's user data. */
export const users = pgTable(
  'users',
  {
    softuserId: integer('softuser_id').primaryKey().generatedByDefaultAsIdentity(),
    handset: text('handset').notNull(),
    softuserType: integer('softuser_type').notNull().default(DEFAULT_SOFTUSER_TYPE),
    nickName: text('nick_name').notNull().default(''),
    province: text('province'),
    provinceId: integer('province_id'),
    city: text('city'),
    cityId: integer('city_id'),
    area: text('area'),
    areaId: integer('area_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    /**
     * Migration 0135: the privacy statement's version agreed to at the latest login or
     * registration; null before consent was asked.
     */
    consentVersion: integer('consent_version'),
  },
  (t) => [unique('users_handset_key').on(t.handset)],
);

/** One row per SMS code sent; the code is kept only as an HMAC. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    handset: text('handset').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ip: text('ip'),
  },
  (t) => [index('sms_codes_handset_id_idx').on(t.handset, t.id)],
);

/** Leads of the lead form, unique per handset and page ('' when the page is not known). */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageCode: text('page_code').notNull().default(''),
    /** Null once erased (migration 0113). */
    handset: text('handset'),
    nickName: text('nick_name').notNull(),
    cpsId: text('cps_id').notNull().default(''),
    versionId: integer('version_id').notNull(),
    isSendResult: integer('is_send_result').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Migration 0104: the answers to the form's extra fields, in the form's order. */
    extra: jsonb('extra').$type<LeadExtraAnswer[]>().notNull().default([]),
    /** Migration 0113: the privacy statement's version agreed to; null before consent was asked. */
    consentVersion: integer('consent_version'),
    /** Migration 0113: when the personal fields were erased (retention or on request). */
    erasedAt: at('erased_at'),
    /** Migration 0120: the A/B variant the visitor was shown; null when the page had none. */
    variant: text('variant'),
    /** Migration 0136: the visitor was in an automatic allocation's holdout. */
    holdout: boolean('holdout').notNull().default(false),
  },
  (t) => [
    unique('leads_handset_page_code_key').on(t.handset, t.pageCode),
    index('leads_page_code_created_at_idx').on(t.pageCode, t.createdAt),
    index('leads_unerased_created_at_idx')
      .on(t.createdAt)
      .where(sql`erased_at IS NULL`),
  ],
);

/** Migration 0113: every saved text of the personal-information statement, one version each. */
export const privacyStatements = pgTable('privacy_statements', {
  version: serial('version').primaryKey(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  createdBy: text('created_by'),
});

/** One-time tickets of the development captcha provider. */
export const captchaTickets = pgTable(
  'captcha_tickets',
  {
    ticket: text('ticket').primaryKey(),
    randstr: text('randstr').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [index('captcha_tickets_issued_at_idx').on(t.issuedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type PrivacyStatementRow = typeof privacyStatements.$inferSelect;
