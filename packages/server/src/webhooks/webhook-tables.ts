import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryStatus } from '@h5-page/schema/webhooks';

/**
 * Drizzle mirror of `migrations/0115_webhooks.sql` and `0122_webhook_attempts_no_answer.sql` (the
 * SQL files are the source of truth).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhooks = pgTable('webhooks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  pageCode: text('page_code'),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: text('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  disabledAt: at('disabled_at'),
});

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  webhookId: bigint('webhook_id', { mode: 'number' }).notNull(),
  leadId: bigint('lead_id', { mode: 'number' }).notNull(),
  deliveryKey: text('delivery_key').notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull(),
  giveUpAt: at('give_up_at').notNull(),
  createdAt: at('created_at').notNull(),
  deliveredAt: at('delivered_at'),
});

export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
  at: at('at').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
});
