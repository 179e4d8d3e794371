import { z } from 'zod';
import type { UserCoupon } from './store/user-coupon.ts';

/** A user's coupon in a gateway answer (`coupon/v1/mine`, the renewal panel's list). */
export const userCouponFields = {
  id: z.int(),
  batch: z.string(),
  name: z.string(),
  amount_cents: z.int(),
  min_spend_cents: z.int(),
  scope: z.string(),
  expires_at: z.int().describe('epoch ms'),
};

export const userCouponAnswer = (coupon: UserCoupon) => ({
  id: coupon.id,
  batch: coupon.batch,
  name: coupon.name,
  amount_cents: coupon.amountCents,
  min_spend_cents: coupon.minSpendCents,
  scope: coupon.scope,
  expires_at: coupon.expiresAt.getTime(),
});
