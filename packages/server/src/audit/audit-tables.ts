import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditDetail } from './audit-chain.ts';

/** Drizzle mirror of `migrations/0110_audit_trail.sql` (the SQL file is the source of truth). */
export const auditEntries = pgTable('audit_entries', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actor: text('actor'),
  action: text('action').notNull(),
  pageCode: text('page_code'),
  detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
  hash: text('hash').notNull(),
});
