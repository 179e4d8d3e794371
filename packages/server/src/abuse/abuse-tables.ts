import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** The kinds of key a page's daily caps count by. */
export const ABUSE_KEY_KINDS = ['address', 'device', 'handset'] as const;
export type AbuseKeyKind = (typeof ABUSE_KEY_KINDS)[number];

/** Why an attempt was refused: a cap of one key kind, the blocklist, or an unverified phone. */
export const ABUSE_RULES = [...ABUSE_KEY_KINDS, 'blocklist', 'unverified'] as const;
export type AbuseRule = (typeof ABUSE_RULES)[number];

/** A page's own rules (`migrations/0119_campaign_abuse.sql`); 0 is no cap. */
export const abuseRules = pgTable('abuse_rules', {
  pageCode: text('page_code').primaryKey(),
  perAddress: integer('per_address').notNull(),
  perDevice: integer('per_device').notNull(),
  perHandset: integer('per_handset').notNull(),
  verifiedOnly: boolean('verified_only').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Handsets refused on one page, or on every page (`page_code` ''). */
export const abuseBlocklist = pgTable(
  'abuse_blocklist',
  {
    id: serial('id').primaryKey(),
    pageCode: text('page_code').notNull().default(''),
    handset: text('handset').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [unique('abuse_blocklist_page_code_handset_key').on(t.pageCode, t.handset)],
);
export type BlockedHandsetRow = typeof abuseBlocklist.$inferSelect;

/** Slots taken per page, China day, key kind and key. */
export const abuseCounts = pgTable(
  'abuse_counts',
  {
    pageCode: text('page_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keyKind: text('key_kind').$type<AbuseKeyKind>().notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageCode, t.day, t.keyKind, t.key] })],
);

/** Refused attempts per page, China day and rule. */
export const abuseRefusals = pgTable(
  'abuse_refusals',
  {
    pageCode: text('page_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rule: text('rule').$type<AbuseRule>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageCode, t.day, t.rule] })],
);
