import { bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Drizzle definitions of the coupon tables of `migrations/0023_coupons.sql` (and 0127). */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const couponBatches = pgTable('coupon_batches', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  minSpendCents: integer('min_spend_cents').notNull().default(0),
  stock: integer('stock').notNull(),
  received: integer('received').notNull().default(0),
  validDays: integer('valid_days').notNull().default(30),
  scope: text('scope').notNull().default(''),
  /** The product whose direct orders its coupons lower (`0127_product_coupons.sql`). */
  shopProductId: integer('shop_product_id'),
});

export type CouponBatchRow = typeof couponBatches.$inferSelect;

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batch: text('batch').notNull(),
    softuserId: integer('softuser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [unique('user_coupons_batch_softuser_id_key').on(t.batch, t.softuserId)],
);

export type UserCouponRow = typeof userCoupons.$inferSelect;
