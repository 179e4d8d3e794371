import { API_PATHS, BROKERAGE_OPEN_TYPE_CAIDA } from '@h5-page/schema/constants';
import { isSamePage } from '@h5-page/schema/same-page';
import { ACTION_MESSAGES } from './action-messages.ts';
import { answered, safeUrlOf } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';

/** The brokerage answer (spec section 3). */
interface BrokerageAnswer {
  registration_url?: unknown;
  qy_wechat_service_url?: unknown;
}

const PICTURE = /^data:image\/|\.(?:png|jpe?g|gif|webp|svg)(?:[?#]|$)/i;

/**
 * 9 brokerage account: asks for the account-opening configuration of the broker
 * BROKERAGE_OPEN_TYPE_CAIDA (get-brokerage-account-open-user-conf `open_brokerage_type`) and opens
 * its `registration_url` (the account-opening page). Without one, its enterprise WeChat service
 * (`qy_wechat_service_url`): a QR picture in the QR popup, a link opened. A registration URL that
 * leads back to this very page counts as none: opening it would only reload the page.
 */
export const openBrokerageAccount: ActionHandler = async (_action, _context, services) => {
  const { api, env, toast, showQr } = services;
  const result = await answered(
    api.get<BrokerageAnswer>(API_PATHS.BROKERAGE_OPEN_USER_CONF, {
      open_brokerage_type: BROKERAGE_OPEN_TYPE_CAIDA,
    }),
  );
  if (!result) return;
  const registration = safeUrlOf(result.value?.registration_url);
  const here = typeof window === 'undefined' ? '' : window.location.href;
  if (registration && !(here && isSamePage(registration, here))) {
    env.openUrl(registration);
    return;
  }
  const service = safeUrlOf(result.value?.qy_wechat_service_url);
  if (!service) {
    toast(ACTION_MESSAGES.NOT_AVAILABLE);
    return;
  }
  if (PICTURE.test(service))
    await showQr({ title: ACTION_MESSAGES.BROKERAGE_QR_TITLE, url: service });
  else env.openUrl(service);
};
