import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { orders, products } from './tables.ts';
import type { OrderRow, ProductRow } from './tables.ts';
import { userCoupons } from './tables-coupon.ts';
import { extendSubscription } from './subscription-extension.ts';
import { priceAfter } from './renewal-repository.ts';

/** A new public order id: `P`, the date and 12 random hex digits (P20261122A1B2C3D4E5F6). */
export function newPid(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `P${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export type PayOutcome =
  | { kind: 'paid'; order: OrderRow }
  /** Paid already: nothing changed. */
  | { kind: 'already'; order: OrderRow }
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'missing' };

export interface OrderRepository {
  product(shopProductId: number): Promise<ProductRow | null>;
  orderByPid(pid: string): Promise<OrderRow | null>;
  /** The user's newest order of the product in a state (any state when left out). */
  latestOrder(
    softuserId: number,
    shopProductId: number,
    state?: OrderRow['state'],
  ): Promise<OrderRow | null>;
  /**
   * The user's unpaid order of the product at this amount and with this coupon if there is one (a
   * second press pays the same order), else a new one in state 'created'. A coupon (checked by the
   * caller) takes its amount off the price, never below one cent.
   */
  openOrder(input: {
    softuserId: number;
    product: ProductRow;
    coupon?: { id: number; amountCents: number } | null;
    /** The confirmed suitability match the order is made under (an open order takes the newest). */
    suitabilityMatchId?: number | null;
    now?: Date;
  }): Promise<{ order: OrderRow; created: boolean }>;
  /**
   * Marks a created order paid (a paid one stays as it is; a cancelled one is refused); a renewal
   * order, or an order of a product sold as a service period, creates or extends the buyer's
   * subscription in the same transaction, and the order's coupon is marked used in it too.
   */
  markPaid(pid: string, now?: Date): Promise<PayOutcome>;
}

/** Products and orders (button action 4 and the pay button). */
export function createOrderRepository(db: Db): OrderRepository {
  const orderByPid = async (pid: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.pid, pid));
    return row ?? null;
  };
  const latestOrder = async (
    softuserId: number,
    shopProductId: number,
    state?: OrderRow['state'],
  ) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.softuserId, softuserId),
          eq(orders.shopProductId, shopProductId),
          state === undefined ? undefined : eq(orders.state, state),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    return row ?? null;
  };

  return {
    async product(shopProductId) {
      const [row] = await db
        .select()
        .from(products)
        .where(eq(products.shopProductId, shopProductId));
      return row ?? null;
    },
    orderByPid,
    latestOrder,
    async openOrder({
      softuserId,
      product,
      coupon = null,
      suitabilityMatchId = null,
      now = new Date(),
    }) {
      const couponId = coupon?.id ?? null;
      const amountCents = coupon
        ? priceAfter(product.priceCents, coupon.amountCents)
        : product.priceCents;
      // A renewal order of the product is no direct order: paying it grants its plan instead.
      const [open] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.softuserId, softuserId),
            eq(orders.shopProductId, product.shopProductId),
            eq(orders.state, 'created'),
            couponId === null ? isNull(orders.couponId) : eq(orders.couponId, couponId),
            sql`NOT EXISTS (SELECT 1 FROM renewal_orders r WHERE r.pid = ${orders.pid})`,
          ),
        )
        .orderBy(desc(orders.id))
        .limit(1);
      if (open && open.amountCents === amountCents) {
        if (suitabilityMatchId === null || open.suitabilityMatchId === suitabilityMatchId) {
          return { order: open, created: false };
        }
        const [matched] = await db
          .update(orders)
          .set({ suitabilityMatchId })
          .where(eq(orders.id, open.id))
          .returning();
        return { order: matched ?? open, created: false };
      }
      const [row] = await db
        .insert(orders)
        .values({
          pid: newPid(now),
          softuserId,
          shopProductId: product.shopProductId,
          state: 'created',
          amountCents,
          createdAt: now,
          couponId,
          suitabilityMatchId,
        })
        .returning();
      if (!row) throw new Error('order insert returned no row');
      return { order: row, created: true };
    },
    async markPaid(pid, now = new Date()) {
      const paid = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ state: 'paid', paidAt: now })
          .where(and(eq(orders.pid, pid), eq(orders.state, 'created')))
          .returning();
        if (row) await extendSubscription(tx, pid, now);
        // The payment has gone through whatever the coupon's state: a coupon another paid order
        // has used already stays as that order marked it.
        if (row?.couponId != null) {
          await tx
            .update(userCoupons)
            .set({ usedAt: now })
            .where(and(eq(userCoupons.id, row.couponId), isNull(userCoupons.usedAt)));
        }
        return row;
      });
      if (paid) return { kind: 'paid', order: paid };
      const order = await orderByPid(pid);
      if (!order) return { kind: 'missing' };
      return order.state === 'paid' ? { kind: 'already', order } : { kind: 'cancelled', order };
    },
  };
}
