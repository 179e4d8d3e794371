import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { productOfPayButton, useCouponStep } from './coupon-step.tsx';
import { OwnedPayButton } from './owned-pay-button.tsx';
import { useOwnership } from './use-ownership.ts';
import '../shared/pill-button.css';
import './payButton.css';
import { trimmedText } from '../shared/trimmed-text.ts';

/** The label of a text pay button without `text` (ours). */
export const PAY_BUTTON_TEXT = '立即购买';

/**
 * Pay button (spec sections 1, 5): its `image` (or `text`, else PAY_BUTTON_TEXT) as a button.
 * Pressing it reports the click, sends a visitor without a token to login when `isNeedLogin`,
 * else runs the pay action (4) with its `mark` and `productId` through the runtime's dispatcher:
 * there presses are throttled to one a second, the purchase is checked, the order created and
 * paid (packages/h5/src/runtime/actions/pay.ts). A logged-in visitor holding coupons made for the
 * product gets the coupon step first (`coupon-step.tsx`), and the action carries the `couponId`.
 */
export default function PayButton({ value, path }: BlockProps<'payButton'>) {
  const runtime = useRuntime();
  // Only ever an <img> src, where no URL runs script (the schema refuses script URLs on save).
  const image = trimmedText(value.image?.url);
  const label = trimmedText(value.text) || PAY_BUTTON_TEXT;
  const alt = trimmedText(value.image?.alt) || label;
  const pay = (couponId: number | null) =>
    runtime.actions.run(
      {
        type: BUTTON_ACTION_TYPE.PAY,
        mark: value.mark,
        productId: value.productId,
        ...(couponId === null ? {} : { couponId }),
      },
      { path, block: 'payButton' },
    );
  const coupons = useCouponStep(pay, label);
  // A visitor holding the product is not offered it again (owned-pay-button.tsx).
  const owned = useOwnership(productOfPayButton(value));
  if (owned) return <OwnedPayButton owned={owned} path={path} value={value} />;

  const onClick = () => {
    runtime.tracker.click(alt, {
      block: 'payButton',
      path,
      mark: value.mark ?? null,
      productId: value.productId ?? null,
    });
    const loggedIn = runtime.auth.token() !== null;
    if (value.isNeedLogin && !loggedIn) {
      runtime.env.login();
      return;
    }
    const productId = productOfPayButton(value);
    if (loggedIn && productId !== null) coupons.start(productId);
    else void pay(null);
  };

  return (
    <div className="h5-pay-button">
      <button
        type="button"
        className={`h5-pay-button-body ${image ? 'h5-pay-button-image' : 'h5-pay-button-text'}`}
        onClick={onClick}
      >
        {image ? (
          <img
            className="h5-pay-button-img"
            src={image}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="h5-pay-button-label">{label}</span>
        )}
      </button>
      {coupons.picker}
    </div>
  );
}
