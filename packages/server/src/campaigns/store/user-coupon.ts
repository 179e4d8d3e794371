import { couponBatches, userCoupons } from './tables-coupon.ts';

/** A user's coupon as its batch describes it: what the coupon list and the renewal panel show. */
export interface UserCoupon {
  id: number;
  batch: string;
  name: string;
  amountCents: number;
  minSpendCents: number;
  scope: string;
  expiresAt: Date;
}

/** The columns of a `UserCoupon`, from `user_coupons` joined to its batch. */
export const userCouponColumns = {
  id: userCoupons.id,
  batch: userCoupons.batch,
  name: couponBatches.name,
  amountCents: couponBatches.amountCents,
  minSpendCents: couponBatches.minSpendCents,
  scope: couponBatches.scope,
  expiresAt: userCoupons.expiresAt,
};
