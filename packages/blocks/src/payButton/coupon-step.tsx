import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { API_PATHS, DBZS_MARK, DBZS_PRODUCT_ID } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { CloseButton } from '../shared/close-button.tsx';
import {
  bestCoupon,
  couponStoreOf,
  couponUsable,
  discountOf,
  yuan,
} from '../shared/coupon-store.ts';
import type { VisitorCoupon } from '../shared/coupon-store.ts';
import { OverlayPortal } from '../shared/overlay-portal.tsx';
import { lockBodyScroll } from '../shared/scroll-lock.ts';
import { trimmedText } from '../shared/trimmed-text.ts';
import '../shared/dialog.css';
import './coupon-step.css';

/** find-user-payfor-product: what the coupon step shows of the product. */
interface ProductAnswer {
  name?: unknown;
  price_cents?: unknown;
  is_payfor?: unknown;
}

/** The coupon step: the product, its price and the visitor's coupons for it. */
interface CouponOffer {
  name: string;
  priceCents: number;
  coupons: readonly VisitorCoupon[];
}

/**
 * The shop product a pay button sells, as the pay action reads it: `productId`, else the product
 * of the mark `dbzs`; null when neither says.
 */
export function productOfPayButton(value: { productId?: unknown; mark?: unknown }): number | null {
  const id = value.productId;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  return trimmedText(value.mark).toLowerCase() === DBZS_MARK ? DBZS_PRODUCT_ID : null;
}

export interface CouponStep {
  /**
   * A logged-in visitor's press: the coupon step when they hold coupons made for the product
   * (the page's shared list), else straight to `pay`.
   */
  start(productId: number): void;
  /** The open step (null when closed), to render with the button. */
  picker: ReactNode;
}

/**
 * The coupon step of a pay button: the visitor's coupons for the product, the best usable one
 * preselected (`bestCoupon`), and 不使用优惠券; confirming pays with the chosen coupon's id (the
 * server takes it off the order's price). `pay` is the button's pay action; `fallbackName` names
 * the product when the server gives no name.
 */
export function useCouponStep(
  pay: (couponId: number | null) => Promise<void>,
  fallbackName: string,
): CouponStep {
  const runtime = useRuntime();
  const [offer, setOffer] = useState<CouponOffer | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  // Presses in one instant start one step (a state would still read false for the second).
  const asking = useRef(false);
  const titleId = useId();

  useEffect(() => (offer ? lockBodyScroll() : undefined), [offer]);

  const offerCoupons = async (productId: number) => {
    const coupons = (await couponStoreOf(runtime).load()).filter(
      (coupon) => coupon.shop_product_id === productId,
    );
    if (coupons.length === 0) return pay(null);
    const product = await runtime.api
      .get<ProductAnswer>(
        API_PATHS.FIND_USER_PAYFOR_PRODUCT,
        { shop_product_id: productId },
        { needToken: true, quiet: true },
      )
      .catch(() => undefined);
    // Bought already, or no price to show: the pay action says what there is to say.
    if (!product || product.is_payfor === true || typeof product.price_cents !== 'number') {
      return pay(null);
    }
    const priceCents = product.price_cents;
    setChoice(bestCoupon(coupons, priceCents, Date.now())?.id ?? null);
    setOffer({ name: trimmedText(product.name) || fallbackName, priceCents, coupons });
  };

  const start = (productId: number) => {
    if (asking.current) return;
    asking.current = true;
    void offerCoupons(productId).finally(() => {
      asking.current = false;
    });
  };

  if (!offer) return { start, picker: null };

  const close = () => setOffer(null);
  const now = Date.now();
  const chosen =
    offer.coupons.find(
      (coupon) => coupon.id === choice && couponUsable(coupon, offer.priceCents, now),
    ) ?? null;
  const discount = chosen ? discountOf(chosen, offer.priceCents) : 0;
  const total = offer.priceCents - discount;
  const confirm = () => {
    setOffer(null);
    void pay(chosen?.id ?? null).finally(() => {
      // The order may have used the coupon (once paid): every list of the page reads again.
      void couponStoreOf(runtime).refresh();
    });
  };

  const picker = (
    <OverlayPortal>
      <div className="h5-pay-coupons">
        <div className="h5-pay-coupons-mask h5-dialog-mask" aria-hidden="true" onClick={close} />
        <div
          className="h5-pay-coupons-sheet"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <header className="h5-pay-coupons-head">
            <h3 className="h5-pay-coupons-title" id={titleId}>
              选择优惠券
            </h3>
            <CloseButton className="h5-pay-coupons-close" label="关闭" onClick={close} />
          </header>
          <p className="h5-pay-coupons-product">
            <span className="h5-pay-coupons-product-name">{offer.name}</span>
            <span className="h5-pay-coupons-product-price">¥{yuan(offer.priceCents)}</span>
          </p>
          <div className="h5-pay-coupons-list" role="radiogroup" aria-label="优惠券">
            {offer.coupons.map((coupon) => {
              const usable = couponUsable(coupon, offer.priceCents, now);
              const rule = !usable
                ? coupon.expires_at <= now
                  ? '已过期'
                  : `商品价格未满 ${yuan(coupon.min_spend_cents)}`
                : coupon.min_spend_cents > 0
                  ? `满 ${yuan(coupon.min_spend_cents)} 可用`
                  : '无门槛';
              const isChosen = coupon.id === chosen?.id;
              return (
                <button
                  key={coupon.id}
                  type="button"
                  role="radio"
                  aria-checked={isChosen}
                  disabled={!usable}
                  className={`h5-pay-coupons-coupon${isChosen ? ' is-chosen' : ''}`}
                  onClick={() => setChoice(coupon.id)}
                >
                  <span className="h5-pay-coupons-amount">¥{yuan(coupon.amount_cents)}</span>
                  <span className="h5-pay-coupons-name">{coupon.name}</span>
                  <span className="h5-pay-coupons-rule">{rule}</span>
                </button>
              );
            })}
            <button
              type="button"
              role="radio"
              aria-checked={chosen === null}
              className={`h5-pay-coupons-none${chosen === null ? ' is-chosen' : ''}`}
              onClick={() => setChoice(null)}
            >
              不使用优惠券
            </button>
          </div>
          <p className="h5-pay-coupons-total">
            实付
            <strong>¥{yuan(total)}</strong>
            {discount > 0 ? (
              <span className="h5-pay-coupons-saved">已减 ¥{yuan(discount)}</span>
            ) : null}
          </p>
          <button type="button" className="h5-pay-coupons-confirm" onClick={confirm}>
            确认支付 ¥{yuan(total)}
          </button>
        </div>
      </div>
    </OverlayPortal>
  );
  return { start, picker };
}
