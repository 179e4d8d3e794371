import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle definitions of the renewal tables of `migrations/0025_renewal.sql`. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    softuserId: integer('softuser_id').notNull(),
    shopProductId: integer('shop_product_id').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.softuserId, t.shopProductId] })],
);

export type ProductSubscriptionRow = typeof productSubscriptions.$inferSelect;

export const renewalSalePages = pgTable('renewal_sale_pages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  shopProductId: integer('shop_product_id').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

export type RenewalSalePageRow = typeof renewalSalePages.$inferSelect;

export const renewalPlans = pgTable(
  'renewal_plans',
  {
    salePage: text('sale_page').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    bonusDays: integer('bonus_days').notNull().default(0),
    originalCents: integer('original_cents').notNull(),
    saleCents: integer('sale_cents').notNull(),
    tag: text('tag').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.salePage, t.code] })],
);

export type RenewalPlanRow = typeof renewalPlans.$inferSelect;

export const renewalCouponBatches = pgTable(
  'renewal_coupon_batches',
  {
    salePage: text('sale_page').notNull(),
    batch: text('batch').notNull(),
  },
  (t) => [primaryKey({ columns: [t.salePage, t.batch] })],
);

export const renewalOrders = pgTable('renewal_orders', {
  pid: text('pid').primaryKey(),
  salePage: text('sale_page').notNull(),
  plan: text('plan').notNull(),
  couponId: bigint('coupon_id', { mode: 'number' }).unique(),
  originalCents: integer('original_cents').notNull(),
  saleCents: integer('sale_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  buyerName: text('buyer_name').notNull().default(''),
  buyerHandset: text('buyer_handset').notNull().default(''),
});

export type RenewalOrderRow = typeof renewalOrders.$inferSelect;
