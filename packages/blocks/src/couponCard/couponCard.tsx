import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { couponStoreOf } from '../shared/coupon-store.ts';
import './couponCard.css';

interface CouponCheck {
  name: string;
  amount_cents: number;
  min_spend_cents: number;
  scope: string;
  left: number;
  valid_days: number;
  received: boolean;
}

/** `10000` → `100`, `1990` → `19.9`. */
export const yuan = (cents: number): string => String(Math.round(cents) / 100);

/**
 * Coupon card (coupons): a coupon of a batch on the server, its amount, minimum spend and what is
 * left, with a receive button: once per visitor while stock lasts (the server's rule); without a
 * token, login. A coupon received refreshes the page's shared list of the visitor's coupons, so the
 * renewal panel and the pay buttons offer it at once.
 */
export default function CouponCard({ value, path }: BlockProps<'couponCard'>) {
  const runtime = useRuntime();
  const [check, setCheck] = useState<CouponCheck | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await runtime.api
      .get<CouponCheck>(API_PATHS.COUPON_CHECK, { batch: value.batch }, { quiet: true })
      .catch(() => undefined);
    if (answer && typeof answer.amount_cents === 'number') setCheck(answer);
  }, [runtime, value.batch]);

  useEffect(() => {
    void load();
  }, [load]);

  const receive = async () => {
    runtime.tracker.click('领取优惠券', { block: 'couponCard', path, batch: value.batch });
    if (!runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    setBusy(true);
    try {
      const answer = await runtime.api.post(
        API_PATHS.COUPON_GIVE,
        { batch: value.batch },
        { needToken: true },
      );
      if (answer) runtime.toast('领取成功，已放入您的卡券包');
    } catch {
      // The runtime has shown the server's msg (already received, sold out).
    } finally {
      // Refreshed whatever the answer: "already received" means the visitor has it too.
      await Promise.all([load(), couponStoreOf(runtime).refresh()]);
      setBusy(false);
    }
  };

  const soldOut = check !== null && check.left <= 0 && !check.received;
  return (
    <section className="h5-coupon-card h5-coupon" data-batch={value.batch}>
      <div className="h5-coupon-amount">
        <span className="h5-coupon-currency">¥</span>
        <strong>{check ? yuan(check.amount_cents) : '--'}</strong>
        <span className="h5-coupon-rule">
          {/* The rule is the server's: nothing is claimed of a coupon not yet loaded. */}
          {check === null
            ? ''
            : check.min_spend_cents > 0
              ? `满 ${yuan(check.min_spend_cents)} 可用`
              : '无门槛'}
        </span>
      </div>
      <div className="h5-coupon-body">
        <p className="h5-coupon-name">{value.title || check?.name || '优惠券'}</p>
        <p className="h5-coupon-scope">
          {check ? `${check.scope} · 领取后 ${check.valid_days} 天内有效` : '加载中…'}
        </p>
        <p className="h5-coupon-left">{check ? `剩余 ${check.left} 张` : ''}</p>
      </div>
      <button
        type="button"
        className="h5-coupon-button"
        disabled={busy || !check || check.received || soldOut}
        onClick={() => void receive()}
      >
        {check?.received ? '已领取' : soldOut ? '已领完' : '立即领取'}
      </button>
    </section>
  );
}
