import { useContext, useEffect, useSyncExternalStore } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { RuntimeContext } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { useToken } from './use-token.ts';

/** A coupon of the visitor, unused and unexpired, as the coupon list call answers it. */
export interface VisitorCoupon {
  id: number;
  batch: string;
  name: string;
  amount_cents: number;
  min_spend_cents: number;
  scope: string;
  expires_at: number;
  /** The product whose orders it lowers (a pay button's); null: none. */
  shop_product_id: number | null;
  /** The renewal sale pages that accept it. */
  sale_pages: string[];
}

export interface CouponSnapshot {
  /** Whether the list has been read for the visitor as they now are. */
  ready: boolean;
  coupons: readonly VisitorCoupon[];
}

export interface CouponStore {
  snapshot(): CouponSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * The list, read once for the current visitor (an anonymous visitor has none; another login is
   * read again); every reader shown at once shares the one read.
   */
  load(): Promise<readonly VisitorCoupon[]>;
  /** Reads the list again (a claim, an order, another login) and tells every reader. */
  refresh(): Promise<readonly VisitorCoupon[]>;
}

const EMPTY: CouponSnapshot = { ready: false, coupons: [] };

const isCoupon = (value: unknown): value is VisitorCoupon => {
  const coupon = value as Partial<VisitorCoupon> | null;
  return (
    typeof coupon === 'object' &&
    coupon !== null &&
    typeof coupon.id === 'number' &&
    typeof coupon.amount_cents === 'number' &&
    typeof coupon.min_spend_cents === 'number' &&
    typeof coupon.expires_at === 'number' &&
    Array.isArray(coupon.sale_pages)
  );
};

function createCouponStore(runtime: BlockRuntime): CouponStore {
  let snapshot = EMPTY;
  // The read whose answer counts: an older one answering late never overwrites a newer one.
  let reading: Promise<readonly VisitorCoupon[]> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const publish = (next: CouponSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  // The token the list was (or is being) read with: another login reads it again.
  let readFor: string | null | undefined;

  const read = (): Promise<readonly VisitorCoupon[]> => {
    const mine = ++generation;
    readFor = runtime.auth.token();
    if (readFor === null) {
      reading = Promise.resolve([]);
      if (!snapshot.ready || snapshot.coupons.length > 0) publish({ ready: true, coupons: [] });
      return reading;
    }
    const answer = runtime.api
      .get<{ list?: unknown }>(API_PATHS.COUPON_MINE, {}, { needToken: true, quiet: true })
      .catch(() => undefined)
      .then((body) => {
        const list = Array.isArray(body?.list) ? body.list.filter(isCoupon) : null;
        if (mine !== generation) return reading ?? snapshot.coupons;
        // A failed read keeps what the lists show: a coupon never disappears on a bad network.
        const coupons = list ?? snapshot.coupons;
        publish({ ready: true, coupons });
        return coupons;
      });
    reading = answer;
    return answer;
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (readFor !== runtime.auth.token() || !reading) return read();
      return reading;
    },
    refresh: read,
  };
}

// One store per page runtime: every block of a page reads the same list of coupons.
const stores = new WeakMap<BlockRuntime, CouponStore>();

/** The coupon store of the page `runtime` belongs to. */
export function couponStoreOf(runtime: BlockRuntime): CouponStore {
  let store = stores.get(runtime);
  if (!store) {
    store = createCouponStore(runtime);
    stores.set(runtime, store);
  }
  return store;
}

/**
 * The visitor's usable coupons, shared by every block of the page (the coupon cards, the renewal
 * panel, the pay buttons): read when first shown and again when the visitor logs in or out; a
 * claim refreshes the store, so every list shows it at once. Empty without a runtime (the server
 * renders no coupons: they are the visitor's).
 */
export function useVisitorCoupons(): CouponSnapshot {
  const runtime = useContext(RuntimeContext);
  const token = useToken();
  const store = runtime ? couponStoreOf(runtime) : null;
  useEffect(() => {
    if (!store) return;
    void store.load();
  }, [store, token]);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.snapshot ?? emptySnapshot,
    emptySnapshot,
  );
}

const noSubscribe = () => () => {};
const emptySnapshot = () => EMPTY;

/** What a coupon takes off a price: its amount, leaving at least one cent (the server's rule). */
export const discountOf = (coupon: VisitorCoupon, priceCents: number): number =>
  priceCents - Math.max(1, priceCents - coupon.amount_cents);

/** Whether the coupon can be spent on a price at `now`: its threshold met, not yet expired. */
export const couponUsable = (coupon: VisitorCoupon, priceCents: number, now: number): boolean =>
  priceCents >= coupon.min_spend_cents && coupon.expires_at > now;

/**
 * The coupon to offer first for a price: the largest discount among those usable; of equal
 * discounts the one expiring first, so the visitor keeps the longer-lived one; then the one
 * received first. Null when none is usable.
 */
export function bestCoupon<C extends VisitorCoupon>(
  coupons: readonly C[],
  priceCents: number,
  now: number,
): C | null {
  let best: C | null = null;
  for (const coupon of coupons) {
    if (!couponUsable(coupon, priceCents, now)) continue;
    if (!best) {
      best = coupon;
      continue;
    }
    const more = discountOf(coupon, priceCents) - discountOf(best, priceCents);
    if (
      more > 0 ||
      (more === 0 &&
        (coupon.expires_at < best.expires_at ||
          (coupon.expires_at === best.expires_at && coupon.id < best.id)))
    ) {
      best = coupon;
    }
  }
  return best;
}

/** `79800` → `798`, `1990` → `19.9`. */
export const yuan = (cents: number): string => String(Math.round(cents) / 100);
