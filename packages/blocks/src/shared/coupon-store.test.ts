import { describe, expect, it } from 'vitest';
import { bestCoupon, discountOf } from './coupon-store.ts';
import type { VisitorCoupon } from './coupon-store.ts';

const NOW = 1_800_000_000_000;
const coupon = (id: number, amount: number, min: number, expiresIn: number): VisitorCoupon => ({
  id,
  batch: `b${id}`,
  name: `券${id}`,
  amount_cents: amount,
  min_spend_cents: min,
  scope: '',
  expires_at: NOW + expiresIn,
  shop_product_id: null,
  sale_pages: [],
});

describe('bestCoupon', () => {
  it('takes the largest discount whose threshold the price meets, never an expired one', () => {
    const coupons = [
      coupon(1, 5_000, 0, 1000),
      coupon(2, 20_000, 99_800, 1000),
      coupon(3, 90_000, 0, -1),
    ];
    expect(bestCoupon(coupons, 129_800, NOW)?.id).toBe(2);
    expect(bestCoupon(coupons, 49_800, NOW)?.id).toBe(1);
    expect(bestCoupon([coupons[2]!], 49_800, NOW)).toBeNull();
  });

  it('of equal discounts, the one expiring first, then the one received first', () => {
    expect(bestCoupon([coupon(5, 5_000, 0, 9000), coupon(6, 5_000, 0, 1000)], 9_900, NOW)?.id).toBe(
      6,
    );
    expect(bestCoupon([coupon(8, 5_000, 0, 1000), coupon(7, 5_000, 0, 1000)], 9_900, NOW)?.id).toBe(
      7,
    );
    // What comes off a price is at most all but a cent: a larger amount gives no more.
    expect(discountOf(coupon(9, 20_000, 0, 1000), 9_900)).toBe(9_899);
    expect(
      bestCoupon([coupon(9, 20_000, 0, 9000), coupon(10, 10_000, 0, 1000)], 9_900, NOW)?.id,
    ).toBe(10);
  });
});
