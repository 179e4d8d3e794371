import { chinaDate, chinaTime } from '@h5-page/schema/china-time';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  API_PATHS,
  APP_PAGE,
  COUNTDOWN_INTERVAL_MS,
  NOTICE_SWIPE_INTERVAL_MS,
  PAY_THROTTLE_MS,
} from '@h5-page/schema/constants';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';
import { bestCoupon, couponStoreOf, useVisitorCoupons } from '../shared/coupon-store.ts';
import { trimmedText } from '../shared/trimmed-text.ts';
import { passSuitability, showOrderRefusal } from '../shared/suitability-gate.ts';
import type { SuitabilityGateDeps } from '../shared/suitability-gate.ts';
import './renewalPanel.css';

export interface RenewalPlan {
  code: string;
  name: string;
  months: number;
  bonus_days: number;
  original_cents: number;
  sale_cents: number;
  tag: string;
}

export interface RenewalCoupon {
  id: number;
  name: string;
  amount_cents: number;
  min_spend_cents: number;
  scope: string;
  expires_at: number;
}

/** The sale-page-info answer. */
export interface SalePageInfo {
  title: string;
  ends_at: number;
  now: number;
  state: 'upcoming' | 'on' | 'ended';
  /** The shop product the renewal buys (its risk level decides the suitability gate). */
  product: { shop_product_id?: number; name: string };
  plans: RenewalPlan[];
  user: null | {
    subscribed: boolean;
    eligible: boolean;
    expires_at: number | null;
    coupons: RenewalCoupon[];
  };
}

export interface RecentRenewal {
  name: string;
  handset: string;
  plan_name: string;
  paid_at: number;
}

interface RenewAnswer {
  pid?: unknown;
  cashier_url?: unknown;
}

/** `129800` → `1298`, `1990` → `19.9`. */
export const yuan = (cents: number): string => String(Math.round(cents) / 100);

/** The price of a plan after a coupon: never below one cent (the server's rule). */
export const priceAfter = (plan: RenewalPlan, coupon: RenewalCoupon | null): number =>
  coupon ? Math.max(1, plan.sale_cents - coupon.amount_cents) : plan.sale_cents;

export const couponFits = (coupon: RenewalCoupon, plan: RenewalPlan): boolean =>
  plan.sale_cents >= coupon.min_spend_cents;

const pad = (n: number) => String(n).padStart(2, '0');

/** Days and hh:mm:ss left until `end`; zeros once past. */
export function timeLeft(end: number, now: number): { days: number; clock: string[] } {
  const seconds = Math.max(0, Math.floor((end - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return {
    days,
    clock: [pad(Math.floor(rest / 3600)), pad(Math.floor((rest % 3600) / 60)), pad(rest % 60)],
  };
}

/** `2026-12-02` in China time. */
export const dayOf = (ms: number): string => chinaDate(ms);

/** When a renewal was paid, as the ticker says it. */
export function whenPaid(paidAt: number, now: number): string {
  const minutes = Math.floor((now - paidAt) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes} 分钟前`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} 小时前`;
  const { month, day } = chinaTime(paidAt);
  return `${month}月${day}日`;
}

/** The plan a panel starts on: the first with a tag (the recommended one), else the first. */
const preferredPlan = (plans: RenewalPlan[]) => plans.find((plan) => plan.tag) ?? plans[0];

/**
 * The visitor's coupon choice: 'best' follows the plan (the best usable coupon for its price), a
 * coupon id is the visitor's own pick, null is 不使用优惠券.
 */
type CouponChoice = 'best' | number | null;

/**
 * Renewal panel (renewal sale pages): the plans of a sale on the server with their original and
 * sale prices and bonus days, a countdown to the sale's end, the recent renewals, the visitor's
 * subscription and coupons (a coupon lowers the price when the plan meets its minimum spend), and
 * the pay button: after the suitability gate (`shared/suitability-gate.ts`: the check of the
 * sale's product, its dialog, the visitor's confirmation) it asks the server for the renewal's
 * order (sale window, existing users, a coupon once only) and goes to pay it, as the pay action does: the cashier page in a browser, the
 * app's order payment page with `pid` in the app. Without a token, login.
 *
 * The coupons are the page's shared list (`shared/coupon-store.ts`) of those this sale accepts, so
 * one claimed on the page shows here at once; the best usable one for the chosen plan is chosen
 * until the visitor picks another or none.
 */
export default function RenewalPanel({ value, path }: BlockProps<'renewalPanel'>) {
  const runtime = useRuntime();
  const salePage = value.salePage;
  const [info, setInfo] = useState<SalePageInfo | null>(null);
  const [recent, setRecent] = useState<RecentRenewal[]>([]);
  // Whether the recent renewals answered: an empty answer is said, never hidden or invented.
  const [recentLoaded, setRecentLoaded] = useState(false);
  const [planCode, setPlanCode] = useState<string | null>(null);
  const [choice, setChoice] = useState<CouponChoice>('best');
  const visitorCoupons = useVisitorCoupons();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [now, setNow] = useState(runtime.now);
  const [tick, setTick] = useState(0);
  const skew = useRef(0);
  const hasToken = useToken() !== null;
  const lastPress = useRef(0);

  const load = useCallback(async () => {
    const loggedIn = runtime.auth.token() !== null;
    const answer = await runtime.api
      .get<SalePageInfo>(
        API_PATHS.SALE_PAGE_INFO,
        { sale_page: salePage },
        { needToken: loggedIn, quiet: true },
      )
      .catch(() => undefined);
    if (!answer || !Array.isArray(answer.plans)) {
      // The builder's canvas answers no call; a failed call has shown nothing either.
      setMissing(true);
      return;
    }
    setMissing(false);
    skew.current = answer.now - Date.now();
    setNow(answer.now);
    setInfo(answer);
    setPlanCode((chosen) =>
      chosen && answer.plans.some((plan) => plan.code === chosen)
        ? chosen
        : (preferredPlan(answer.plans)?.code ?? null),
    );
  }, [runtime, salePage]);

  const loadRecent = useCallback(async () => {
    const answer = await runtime.api
      .get<{ list: RecentRenewal[] }>(
        API_PATHS.PAY_TOP,
        { sale_page: salePage, limit: 10 },
        { quiet: true },
      )
      .catch(() => undefined);
    if (answer && Array.isArray(answer.list)) {
      setRecent(answer.list);
      setRecentLoaded(true);
    }
  }, [runtime, salePage]);

  useEffect(() => {
    void load();
  }, [load, hasToken]);

  useEffect(() => {
    if (value.showTicker !== false) void loadRecent();
  }, [loadRecent, value.showTicker]);

  useEffect(() => {
    if (!info) return;
    const timer = setInterval(() => setNow(Date.now() + skew.current), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [info]);

  useEffect(() => {
    if (recent.length < 2) return;
    const timer = setInterval(() => setTick((t) => t + 1), NOTICE_SWIPE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [recent.length]);

  const plan = info?.plans.find((p) => p.code === planCode) ?? null;
  const coupons = visitorCoupons.coupons.filter((c) => c.sale_pages.includes(salePage));
  const couponIds = coupons.map((c) => c.id).join(',');
  // A coupon the visitor has just got is offered as the best is: their earlier pick (or none)
  // was made without it.
  const seenIds = useRef<string | null>(null);
  useEffect(() => {
    const before = seenIds.current?.split(',') ?? [];
    seenIds.current = couponIds;
    if (couponIds.split(',').some((id) => id && !before.includes(id))) setChoice('best');
  }, [couponIds]);
  const picked = typeof choice === 'number' ? coupons.find((c) => c.id === choice) : undefined;
  const coupon = !plan
    ? null
    : choice === null
      ? null
      : picked && couponFits(picked, plan)
        ? picked
        : bestCoupon(coupons, plan.sale_cents, now);
  const loggedIn = info?.user != null;
  const payLabel = trimmedText(value.payText) || '立即续费';

  const choosePlan = (next: RenewalPlan) => {
    setPlanCode(next.code);
  };

  const pay = async () => {
    runtime.tracker.click(payLabel, { block: 'renewalPanel', path, plan: planCode });
    const pressed = Date.now();
    if (pressed - lastPress.current < PAY_THROTTLE_MS) return;
    lastPress.current = pressed;
    if (!runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    if (!plan) {
      runtime.toast('请选择续费套餐');
      return;
    }
    setBusy(true);
    const gate: SuitabilityGateDeps = {
      api: runtime.api,
      toast: runtime.toast,
      openUrl: (url) => runtime.env.openUrl(url),
      href: () => runtime.location.href(),
      ...(runtime.suitabilityAssessUrl ? { assessUrl: runtime.suitabilityAssessUrl } : {}),
    };
    const productId = info?.product.shop_product_id;
    // Without the product (an older answer) the server's refusal of the order is the gate.
    if (typeof productId === 'number' && !(await passSuitability(gate, productId))) {
      // The visitor has answered a dialog (or been told the check failed): the next tap is theirs.
      lastPress.current = 0;
      setBusy(false);
      return;
    }
    try {
      // Quiet: a suitability refusal is shown in full in its dialog, anything else as a toast.
      const answer = await runtime.api.post<RenewAnswer>(
        API_PATHS.RENEW_WITH_COUPON_PAY_BEFORE,
        { sale_page: salePage, plan: plan.code, ...(coupon ? { coupon_id: coupon.id } : {}) },
        { needToken: true, quiet: true },
      );
      const pid = typeof answer?.pid === 'string' ? answer.pid : '';
      if (!pid) return;
      const cashier = typeof answer?.cashier_url === 'string' ? answer.cashier_url : '';
      if (!runtime.env.isApp && !runtime.env.isMiniProgram && cashier && isSafeUrl(cashier)) {
        runtime.env.openUrl(cashier);
        return;
      }
      runtime.env.openAppPage(APP_PAGE.ORDER_PAYMENT, { pid });
    } catch (error) {
      // The server's msg (coupon used, sale ended, not an existing user, the suitability refusal).
      await showOrderRefusal(gate, error);
    } finally {
      setBusy(false);
      // The order may have used the coupon: every list of the page drops it.
      await Promise.all([load(), couponStoreOf(runtime).refresh()]);
    }
  };

  const title = trimmedText(value.title);
  if (!info) {
    return (
      <section className="h5-renewal-panel" data-sale-page={salePage}>
        {title ? <h3 className="h5-renewal-panel-title">{title}</h3> : null}
        <p className="h5-renewal-panel-loading">
          {missing
            ? `套餐、价格、优惠券与倒计时由续费活动「${salePage}」提供，访客打开页面时显示`
            : '正在加载续费套餐…'}
        </p>
      </section>
    );
  }

  const left = timeLeft(info.ends_at, now);
  const ended = info.state === 'ended' || now >= info.ends_at;
  const notEligible = loggedIn && info.user?.eligible === false;
  const shown = recent.length > 0 ? recent[tick % recent.length] : undefined;
  const price = plan ? priceAfter(plan, coupon) : 0;
  const saved = plan ? plan.original_cents - price : 0;

  let blocked = '';
  if (info.state === 'upcoming') blocked = '活动未开始';
  else if (ended) blocked = '活动已结束';
  else if (notEligible) blocked = '仅限老用户续费';

  return (
    <section className="h5-renewal-panel" data-sale-page={salePage}>
      <header className="h5-renewal-panel-head">
        {title ? <h3 className="h5-renewal-panel-title">{title}</h3> : null}
        <p className="h5-renewal-panel-countdown" aria-label="距特惠结束">
          {ended ? (
            '特惠已结束'
          ) : (
            <>
              {info.state === 'upcoming' ? '距特惠开始 ' : '距特惠结束 '}
              <b>{left.days}</b>天<b>{left.clock[0]}</b>:<b>{left.clock[1]}</b>:
              <b>{left.clock[2]}</b>
            </>
          )}
        </p>
      </header>

      {value.showTicker !== false && shown ? (
        <p className="h5-renewal-panel-ticker" aria-live="polite">
          <span className="h5-renewal-panel-ticker-dot" aria-hidden="true" />
          <span className="h5-renewal-panel-ticker-text">
            {shown.name || '牛8用户'} {shown.handset} {whenPaid(shown.paid_at, now)} 续费了
            {shown.plan_name}
          </span>
        </p>
      ) : value.showTicker !== false && recentLoaded ? (
        <p className="h5-renewal-panel-ticker h5-renewal-panel-ticker-empty">
          <span className="h5-renewal-panel-ticker-text">暂无续费记录，成为第一位续费的老用户</span>
        </p>
      ) : null}

      <div className="h5-renewal-panel-status">
        {!loggedIn ? (
          <>
            <span>登录后查看您的服务有效期与可用优惠券</span>
            <button
              type="button"
              className="h5-renewal-panel-login"
              onClick={() => runtime.env.login()}
            >
              去登录
            </button>
          </>
        ) : notEligible ? (
          <span>本活动仅限{info.product.name.split(' ')[0]}老用户参与，您暂不符合续费资格</span>
        ) : info.user?.expires_at ? (
          <span>
            您的{info.product.name.split(' ')[0]}
            {info.user.subscribed ? '服务有效期至' : '服务已于'}
            <b>{dayOf(info.user.expires_at)}</b>
            {info.user.subscribed ? '' : '到期'}
          </span>
        ) : null}
      </div>

      <div className="h5-renewal-panel-plans" role="radiogroup" aria-label="续费套餐">
        {info.plans.map((p) => (
          <button
            key={p.code}
            type="button"
            role="radio"
            aria-checked={p.code === planCode}
            className={`h5-renewal-panel-plan${p.code === planCode ? ' is-chosen' : ''}`}
            onClick={() => choosePlan(p)}
          >
            {p.tag ? <span className="h5-renewal-panel-plan-tag">{p.tag}</span> : null}
            <span className="h5-renewal-panel-plan-name">{p.name}</span>
            <span className="h5-renewal-panel-plan-price">
              <small>¥</small>
              {yuan(p.sale_cents)}
            </span>
            <del className="h5-renewal-panel-plan-original">¥{yuan(p.original_cents)}</del>
            {p.bonus_days > 0 ? (
              <span className="h5-renewal-panel-plan-bonus">加赠 {p.bonus_days} 天</span>
            ) : null}
          </button>
        ))}
      </div>

      {loggedIn && !notEligible ? (
        <div className="h5-renewal-panel-coupons" role="radiogroup" aria-label="优惠券">
          <p className="h5-renewal-panel-coupons-title">
            优惠券
            <span>{coupons.length > 0 ? `${coupons.length} 张可用` : '暂无可用优惠券'}</span>
          </p>
          {coupons.map((c) => {
            const fits = plan ? couponFits(c, plan) : false;
            return (
              <button
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === coupon?.id}
                disabled={!fits}
                className={`h5-renewal-panel-coupon${c.id === coupon?.id ? ' is-chosen' : ''}`}
                onClick={() => setChoice(c.id === coupon?.id ? null : c.id)}
              >
                <span className="h5-renewal-panel-coupon-amount">¥{yuan(c.amount_cents)}</span>
                <span className="h5-renewal-panel-coupon-name">{c.name}</span>
                <span className="h5-renewal-panel-coupon-rule">
                  {fits
                    ? c.min_spend_cents > 0
                      ? `满 ${yuan(c.min_spend_cents)} 可用`
                      : '无门槛'
                    : `所选套餐未满 ${yuan(c.min_spend_cents)}`}
                </span>
              </button>
            );
          })}
          {coupons.length > 0 ? (
            <button
              type="button"
              role="radio"
              aria-checked={coupon === null}
              className={`h5-renewal-panel-coupon-none${coupon === null ? ' is-chosen' : ''}`}
              onClick={() => setChoice(null)}
            >
              不使用优惠券
            </button>
          ) : null}
        </div>
      ) : null}

      {plan ? (
        <div className="h5-renewal-panel-price">
          <p className="h5-renewal-panel-price-line">
            {coupon ? '券后价' : '活动价'}
            <strong className="h5-renewal-panel-final">
              <small>¥</small>
              {yuan(price)}
            </strong>
            <del>原价 ¥{yuan(plan.original_cents)}</del>
          </p>
          <p className="h5-renewal-panel-saved">
            {coupon
              ? `活动价 ¥${yuan(plan.sale_cents)}，优惠券再减 ¥${yuan(coupon.amount_cents)}，`
              : ''}
            共省 ¥{yuan(saved)}
            {plan.bonus_days > 0 ? `，另加赠 ${plan.bonus_days} 天` : ''}
          </p>
        </div>
      ) : null}

      <button
        type="button"
        className="h5-renewal-panel-pay"
        disabled={busy || blocked !== ''}
        onClick={() => void pay()}
      >
        {blocked || (
          <>
            {payLabel}
            {plan ? <span className="h5-renewal-panel-pay-price"> ¥{yuan(price)}</span> : null}
          </>
        )}
      </button>
    </section>
  );
}
