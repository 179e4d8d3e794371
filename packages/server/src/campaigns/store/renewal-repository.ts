import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { maskName, maskPhone } from '@h5-page/schema/personal-masks';
import type { Db } from '../../store/open-database.ts';
import { users } from '../../accounts/store/tables.ts';
import { orders } from './tables.ts';
import type { OrderRow } from './tables.ts';
import { couponBatches, userCoupons } from './tables-coupon.ts';
import { userCouponColumns } from './user-coupon.ts';
import type { UserCoupon } from './user-coupon.ts';
import {
  productSubscriptions,
  renewalCouponBatches,
  renewalOrders,
  renewalPlans,
  renewalSalePages,
} from './tables-renewal.ts';
import type {
  ProductSubscriptionRow,
  RenewalOrderRow,
  RenewalPlanRow,
  RenewalSalePageRow,
} from './tables-renewal.ts';
import { newPid } from './order-repository.ts';

/** A coupon of the user from a batch the sale page accepts, with its batch's terms. */
export interface RenewalCoupon extends UserCoupon {
  usedAt: Date | null;
}

/** A paid renewal of the recent-renewals list (names and phones stored masked). */
export interface RecentRenewal {
  pid: string;
  buyerName: string;
  buyerHandset: string;
  planName: string;
  paidAt: Date;
}

export type RenewOutcome =
  | { kind: 'ordered'; order: OrderRow; renewal: RenewalOrderRow; created: boolean }
  /** Not the user's, or no such coupon. */
  | { kind: 'coupon-missing' }
  | { kind: 'coupon-used' }
  | { kind: 'coupon-expired' }
  /** Its batch is not one the sale page accepts, or the plan is below its minimum spend. */
  | { kind: 'coupon-not-applicable' };

export interface RenewInput {
  salePage: RenewalSalePageRow;
  plan: RenewalPlanRow;
  softuserId: number;
  couponId: number | null;
  /** The confirmed suitability match the order is made under (an open order takes the newest). */
  suitabilityMatchId?: number | null;
  now?: Date;
}

export interface RenewalRepository {
  salePage(code: string): Promise<RenewalSalePageRow | null>;
  plans(code: string): Promise<RenewalPlanRow[]>;
  plan(code: string, plan: string): Promise<RenewalPlanRow | null>;
  subscription(softuserId: number, shopProductId: number): Promise<ProductSubscriptionRow | null>;
  /**
   * Whether the user may receive a coupon of the batch: a batch renewal sale pages accept is for
   * the people those pages sell to, who hold (or held) a subscription of one of their products;
   * any other batch is for everyone.
   */
  mayReceiveCoupon(batch: string, softuserId: number): Promise<boolean>;
  /** The user's coupons of the batches the sale page accepts, newest first. */
  coupons(code: string, softuserId: number): Promise<RenewalCoupon[]>;
  /** Paid renewals of the sale page, newest first. */
  recent(code: string, limit: number): Promise<RecentRenewal[]>;
  /**
   * The order of a renewal. With a coupon, the coupon is claimed (used_at set only while unset)
   * in the same transaction as the order is written, so of concurrent requests with one coupon
   * exactly one gets an order. Without one, the user's unpaid order of the plan without a coupon
   * is answered again (a second press pays the same order).
   */
  renew(input: RenewInput): Promise<RenewOutcome>;
}

/** The price after a coupon: never below one cent, as a free order would skip the cashier. */
export function priceAfter(saleCents: number, discountCents: number): number {
  return Math.max(1, saleCents - discountCents);
}

export function createRenewalRepository(db: Db): RenewalRepository {
  const acceptedBatches = async (code: string) =>
    (
      await db
        .select({ batch: renewalCouponBatches.batch })
        .from(renewalCouponBatches)
        .where(eq(renewalCouponBatches.salePage, code))
    ).map((row) => row.batch);

  return {
    async salePage(code) {
      const [row] = await db.select().from(renewalSalePages).where(eq(renewalSalePages.code, code));
      return row ?? null;
    },
    async plans(code) {
      return db
        .select()
        .from(renewalPlans)
        .where(eq(renewalPlans.salePage, code))
        .orderBy(asc(renewalPlans.sort), asc(renewalPlans.code));
    },
    async plan(code, plan) {
      const [row] = await db
        .select()
        .from(renewalPlans)
        .where(and(eq(renewalPlans.salePage, code), eq(renewalPlans.code, plan)));
      return row ?? null;
    },
    async subscription(softuserId, shopProductId) {
      const [row] = await db
        .select()
        .from(productSubscriptions)
        .where(
          and(
            eq(productSubscriptions.softuserId, softuserId),
            eq(productSubscriptions.shopProductId, shopProductId),
          ),
        );
      return row ?? null;
    },
    async mayReceiveCoupon(batch, softuserId) {
      const audience = await db
        .select({
          shopProductId: renewalSalePages.shopProductId,
          subscriber: productSubscriptions.softuserId,
        })
        .from(renewalCouponBatches)
        .innerJoin(renewalSalePages, eq(renewalSalePages.code, renewalCouponBatches.salePage))
        .leftJoin(
          productSubscriptions,
          and(
            eq(productSubscriptions.shopProductId, renewalSalePages.shopProductId),
            eq(productSubscriptions.softuserId, softuserId),
          ),
        )
        .where(eq(renewalCouponBatches.batch, batch));
      return audience.length === 0 || audience.some((row) => row.subscriber !== null);
    },
    async coupons(code, softuserId) {
      const batches = await acceptedBatches(code);
      if (batches.length === 0) return [];
      return db
        .select({ ...userCouponColumns, usedAt: userCoupons.usedAt })
        .from(userCoupons)
        .innerJoin(couponBatches, eq(couponBatches.code, userCoupons.batch))
        .where(and(eq(userCoupons.softuserId, softuserId), inArray(userCoupons.batch, batches)))
        .orderBy(desc(userCoupons.id));
    },
    async recent(code, limit) {
      const rows = await db
        .select({
          pid: renewalOrders.pid,
          buyerName: renewalOrders.buyerName,
          buyerHandset: renewalOrders.buyerHandset,
          planName: renewalPlans.name,
          paidAt: orders.paidAt,
        })
        .from(renewalOrders)
        .innerJoin(orders, eq(orders.pid, renewalOrders.pid))
        .innerJoin(
          renewalPlans,
          and(
            eq(renewalPlans.salePage, renewalOrders.salePage),
            eq(renewalPlans.code, renewalOrders.plan),
          ),
        )
        .where(and(eq(renewalOrders.salePage, code), eq(orders.state, 'paid')))
        .orderBy(desc(orders.paidAt), desc(orders.id))
        .limit(limit);
      return rows.flatMap((row) => (row.paidAt ? [{ ...row, paidAt: row.paidAt }] : []));
    },
    async renew({
      salePage,
      plan,
      softuserId,
      couponId,
      suitabilityMatchId = null,
      now = new Date(),
    }) {
      const batches = await acceptedBatches(salePage.code);
      const [buyer] = await db
        .select({ nickName: users.nickName, handset: users.handset })
        .from(users)
        .where(eq(users.softuserId, softuserId));
      return db.transaction(async (tx): Promise<RenewOutcome> => {
        let discountCents = 0;
        if (couponId === null) {
          const [open] = await tx
            .select({ order: orders, renewal: renewalOrders })
            .from(renewalOrders)
            .innerJoin(orders, eq(orders.pid, renewalOrders.pid))
            .where(
              and(
                eq(orders.softuserId, softuserId),
                eq(orders.state, 'created'),
                eq(renewalOrders.salePage, salePage.code),
                eq(renewalOrders.plan, plan.code),
                isNull(renewalOrders.couponId),
                eq(orders.amountCents, plan.saleCents),
              ),
            )
            .orderBy(desc(orders.id))
            .limit(1);
          if (open) {
            if (
              suitabilityMatchId !== null &&
              open.order.suitabilityMatchId !== suitabilityMatchId
            ) {
              const [matched] = await tx
                .update(orders)
                .set({ suitabilityMatchId })
                .where(eq(orders.id, open.order.id))
                .returning();
              if (matched)
                return { kind: 'ordered', order: matched, renewal: open.renewal, created: false };
            }
            return { kind: 'ordered', ...open, created: false };
          }
        } else {
          const [coupon] = await tx
            .select({
              coupon: userCoupons,
              minSpendCents: couponBatches.minSpendCents,
              amountCents: couponBatches.amountCents,
            })
            .from(userCoupons)
            .innerJoin(couponBatches, eq(couponBatches.code, userCoupons.batch))
            .where(and(eq(userCoupons.id, couponId), eq(userCoupons.softuserId, softuserId)));
          if (!coupon) return { kind: 'coupon-missing' };
          if (coupon.coupon.usedAt !== null) return { kind: 'coupon-used' };
          if (coupon.coupon.expiresAt.getTime() <= now.getTime()) return { kind: 'coupon-expired' };
          if (!batches.includes(coupon.coupon.batch) || plan.saleCents < coupon.minSpendCents) {
            return { kind: 'coupon-not-applicable' };
          }
          // Claimed only while unused: of concurrent claims one updates the row, the others
          // find it used once the first commits.
          const claimed = await tx
            .update(userCoupons)
            .set({ usedAt: now })
            .where(
              and(
                eq(userCoupons.id, couponId),
                isNull(userCoupons.usedAt),
                gt(userCoupons.expiresAt, now),
              ),
            )
            .returning({ id: userCoupons.id });
          if (claimed.length === 0) return { kind: 'coupon-used' };
          discountCents = coupon.amountCents;
        }
        const amountCents = priceAfter(plan.saleCents, discountCents);
        const [order] = await tx
          .insert(orders)
          .values({
            pid: newPid(now),
            softuserId,
            shopProductId: salePage.shopProductId,
            state: 'created',
            amountCents,
            createdAt: now,
            suitabilityMatchId,
          })
          .returning();
        if (!order) throw new Error('order insert returned no row');
        const [renewal] = await tx
          .insert(renewalOrders)
          .values({
            pid: order.pid,
            salePage: salePage.code,
            plan: plan.code,
            couponId,
            originalCents: plan.originalCents,
            saleCents: plan.saleCents,
            discountCents: plan.saleCents - amountCents,
            buyerName: maskName(buyer?.nickName ?? ''),
            buyerHandset: maskPhone(buyer?.handset ?? ''),
          })
          .returning();
        if (!renewal) throw new Error('renewal order insert returned no row');
        return { kind: 'ordered', order, renewal, created: true };
      });
    },
  };
}
