import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationTarget } from '@h5-page/schema/admin-api/notifications';

/** Drizzle mirror of `migrations/0140_notifications.sql` (the SQL file is the source of truth). */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<NotificationKind>().notNull(),
  pageCode: text('page_code'),
  text: text('text').notNull(),
  target: jsonb('target').$type<NotificationTarget>().notNull(),
  eventKey: text('event_key').notNull().unique(),
  at: at('at').notNull(),
});

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    username: text('username').notNull(),
    readAt: at('read_at'),
  },
  (t) => [primaryKey({ columns: [t.username, t.notificationId] })],
);

export const notificationSettings = pgTable('notification_settings', {
  id: integer('id').primaryKey(),
  wecomWebhookUrl: text('wecom_webhook_url'),
  linkOrigin: text('link_origin'),
  updatedBy: text('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
