import {
  API_PATHS,
  APP_PAGE,
  DBZS_MARK,
  DBZS_PRODUCT_ID,
  PAY_THROTTLE_MS,
} from '@h5-page/schema/constants';
import { passSuitability, showOrderRefusal } from '@h5-page/blocks/shared/suitability-gate';
import type { SuitabilityGateDeps } from '@h5-page/blocks/shared/suitability-gate';
import { ApiError, TokenMissingError } from '../../api/errors.ts';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, safeUrlOf } from './action-handler.ts';
import type { ActionHandler, ActionServices } from './action-handler.ts';
import { loggedInRead } from './logged-in-read.ts';
import { notAvailable } from './not-available.ts';

/** find-user-payfor-product (routes/gateway/product-order.ts). */
interface PayforAnswer {
  is_payfor?: unknown;
}

/** The create-order answer: the order id, and the cashier page for a browser. */
interface OrderAnswer {
  pid?: unknown;
  cashier_url?: unknown;
}

/**
 * The shop product of a pay action or pay button: `productId` (or `shop_product_id`) when it is a
 * positive integer, else DBZS_PRODUCT_ID for the mark DBZS_MARK; null when neither says.
 */
export function productIdOf(action: Record<string, unknown>): number | null {
  for (const value of [action.productId, action.shop_product_id]) {
    const id = Number(actionText(value));
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return actionText(action.mark).toLowerCase() === DBZS_MARK ? DBZS_PRODUCT_ID : null;
}

/** The coupon the visitor chose at a pay button (`couponId`, a positive integer), else null. */
function couponIdOf(action: Record<string, unknown>): number | null {
  const id = action.couponId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The suitability gate's view of the action services. */
export function suitabilityDeps(services: ActionServices): SuitabilityGateDeps {
  return {
    api: services.api,
    toast: services.toast,
    openUrl: (url) => services.env.openUrl(url),
    href: services.pageHref,
    ask: services.askSuitability,
    ...(services.suitabilityAssessUrl ? { assessUrl: services.suitabilityAssessUrl } : {}),
  };
}

// When each pay button (by its place in the page) was last pressed.
const lastPress = new Map<string, number>();

/**
 * 4 pay (the button action, and the pay button block): one press per PAY_THROTTLE_MS per button
 * (later presses inside that second do nothing); no token: login. Asks whether the visitor has
 * bought the product (find-user-payfor-product `shop_product_id`): bought, says so. Else the
 * suitability gate (blocks' `shared/suitability-gate.ts`: the check, its dialog, the visitor's
 * confirmation of a match), then creates the order (the create-order call, `shop_product_id` and
 * the coupon the visitor chose at the pay button, `coupon_id`, in the query; the server takes it
 * off the price; a suitability refusal is shown in full in its dialog) and goes to pay it: the
 * app's (and the mini program's) order payment page with the order id `pid`, or the answer's
 * cashier page in a browser.
 */
export const pay: ActionHandler = async (action, context, services) => {
  const { api, env, toast } = services;
  const now = Date.now();
  const last = lastPress.get(context.path);
  if (last !== undefined && now - last < PAY_THROTTLE_MS) return;
  lastPress.set(context.path, now);

  const productId = productIdOf(action);
  if (productId === null) {
    notAvailable(services, context.path, 'pay action without a product (productId or mark)');
    return;
  }
  const paid = await loggedInRead<PayforAnswer>(services, API_PATHS.FIND_USER_PAYFOR_PRODUCT, {
    shop_product_id: productId,
  });
  if (!paid) return;
  if (paid.value?.is_payfor === true) {
    toast(ACTION_MESSAGES.ALREADY_PAID);
    return;
  }
  const gate = suitabilityDeps(services);
  if (!(await passSuitability(gate, productId))) {
    // The visitor has answered a dialog (or been told the check failed): the next tap is theirs.
    lastPress.delete(context.path);
    return;
  }
  const couponId = couponIdOf(action);
  const coupon = couponId === null ? '' : `&coupon_id=${couponId}`;
  let created: OrderAnswer | undefined;
  try {
    // Quiet: a suitability refusal is shown in full in its dialog, anything else as a toast.
    created = await api.post<OrderAnswer>(
      `${API_PATHS.CREATE_ORDER}?shop_product_id=${productId}${coupon}`,
      {},
      { needToken: true, quiet: true },
    );
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof TokenMissingError)) throw error;
    await showOrderRefusal(gate, error);
    return;
  }
  const pid = actionText(created?.pid);
  if (!pid) {
    toast(ACTION_MESSAGES.ORDER_FAILED);
    return;
  }
  const cashier = safeUrlOf(created?.cashier_url);
  if (!env.isApp && !env.isMiniProgram && cashier) {
    env.openUrl(cashier);
    return;
  }
  if (!env.openAppPage(APP_PAGE.ORDER_PAYMENT, { pid })) toast(ACTION_MESSAGES.NOT_AVAILABLE);
};
