import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { couponBatches, userCoupons } from './tables-coupon.ts';
import type { CouponBatchRow, UserCouponRow } from './tables-coupon.ts';
import { renewalCouponBatches } from './tables-renewal.ts';
import { userCouponColumns } from './user-coupon.ts';
import type { UserCoupon } from './user-coupon.ts';

/** A coupon of the user with its batch's terms and where it can be spent. */
export interface UsableCoupon extends UserCoupon {
  /** The product whose direct orders it lowers; null: none. */
  shopProductId: number | null;
  /** The renewal sale pages that accept its batch. */
  salePages: string[];
}

/** A coupon of the user and its batch. */
export interface OwnCoupon {
  coupon: UserCouponRow;
  batch: CouponBatchRow;
}

export type ReceiveOutcome =
  | { kind: 'received'; coupon: UserCouponRow }
  | { kind: 'already'; coupon: UserCouponRow }
  | { kind: 'sold-out' }
  | { kind: 'missing' };

export interface CouponRepository {
  batch(code: string): Promise<CouponBatchRow | null>;
  couponOf(code: string, softuserId: number): Promise<UserCouponRow | null>;
  /**
   * Receives a coupon of the batch once per user while stock lasts: the user's row and the
   * batch's count change together, and the count only rises below the stock, so concurrent
   * receives never pass it.
   */
  receive(code: string, softuserId: number, now?: Date): Promise<ReceiveOutcome>;
  /** The user's coupons neither used nor expired at `now`, newest first. */
  usable(softuserId: number, now?: Date): Promise<UsableCoupon[]>;
  /** The coupon `id` when it is the user's (used or not), with its batch; else null. */
  ownCoupon(id: number, softuserId: number): Promise<OwnCoupon | null>;
}

class SoldOut extends Error {}

const DAY_MS = 86_400_000;

/** Coupon batches and the coupons users received. */
export function createCouponRepository(db: Db): CouponRepository {
  const couponOf = async (code: string, softuserId: number) => {
    const [row] = await db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.batch, code), eq(userCoupons.softuserId, softuserId)));
    return row ?? null;
  };
  return {
    async batch(code) {
      const [row] = await db.select().from(couponBatches).where(eq(couponBatches.code, code));
      return row ?? null;
    },
    couponOf,
    async receive(code, softuserId, now = new Date()) {
      const [batch] = await db.select().from(couponBatches).where(eq(couponBatches.code, code));
      if (!batch) return { kind: 'missing' };
      try {
        const coupon = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(userCoupons)
            .values({
              batch: code,
              softuserId,
              createdAt: now,
              expiresAt: new Date(now.getTime() + batch.validDays * DAY_MS),
            })
            .onConflictDoNothing()
            .returning();
          if (!inserted) return null;
          const counted = await tx
            .update(couponBatches)
            .set({ received: sql`${couponBatches.received} + 1` })
            .where(
              and(eq(couponBatches.code, code), lt(couponBatches.received, couponBatches.stock)),
            )
            .returning({ code: couponBatches.code });
          // Sold out: undo this user's row with the whole transaction.
          if (counted.length === 0) throw new SoldOut();
          return inserted;
        });
        if (coupon) return { kind: 'received', coupon };
      } catch (error) {
        if (error instanceof SoldOut) return { kind: 'sold-out' };
        throw error;
      }
      const mine = await couponOf(code, softuserId);
      return mine ? { kind: 'already', coupon: mine } : { kind: 'sold-out' };
    },
    async usable(softuserId, now = new Date()) {
      const rows = await db
        .select({
          ...userCouponColumns,
          shopProductId: couponBatches.shopProductId,
        })
        .from(userCoupons)
        .innerJoin(couponBatches, eq(couponBatches.code, userCoupons.batch))
        .where(
          and(
            eq(userCoupons.softuserId, softuserId),
            isNull(userCoupons.usedAt),
            gt(userCoupons.expiresAt, now),
          ),
        )
        .orderBy(desc(userCoupons.id));
      if (rows.length === 0) return [];
      const accepted = await db
        .select()
        .from(renewalCouponBatches)
        .where(
          inArray(
            renewalCouponBatches.batch,
            rows.map((row) => row.batch),
          ),
        );
      return rows.map((row) => ({
        ...row,
        salePages: accepted
          .filter((each) => each.batch === row.batch)
          .map((each) => each.salePage)
          .sort(),
      }));
    },
    async ownCoupon(id, softuserId) {
      const [row] = await db
        .select({ coupon: userCoupons, batch: couponBatches })
        .from(userCoupons)
        .innerJoin(couponBatches, eq(couponBatches.code, userCoupons.batch))
        .where(and(eq(userCoupons.id, id), eq(userCoupons.softuserId, softuserId)));
      return row ?? null;
    },
  };
}
