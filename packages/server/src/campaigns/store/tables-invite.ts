import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle definitions of the invite-friends tables of `migrations/0022_invite.sql`. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const inviteCodes = pgTable('invite_codes', {
  softuserId: integer('softuser_id').primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const invitations = pgTable('invitations', {
  inviteeId: integer('invitee_id').primaryKey(),
  inviterId: integer('inviter_id').notNull(),
  code: text('code').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const invitePrizes = pgTable(
  'invite_prizes',
  {
    softuserId: integer('softuser_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.softuserId, t.kind] })],
);

export const inviteShares = pgTable(
  'invite_shares',
  {
    softuserId: integer('softuser_id').notNull(),
    day: text('day').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.softuserId, t.day] })],
);
