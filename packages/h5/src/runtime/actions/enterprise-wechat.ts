import { API_PATHS } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, answered } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { notAvailable } from './not-available.ts';
import { qrPictureOf } from '@h5-page/schema/qr-picture';
import type { QrAnswer } from '@h5-page/schema/qr-picture';

/** The state code of an enterprise WeChat action: `stateCodeId`, else `codeId`. */
export function wecomStateCode(action: Record<string, unknown>): string {
  return actionText(action.stateCodeId) || actionText(action.codeId);
}

/**
 * 10 enterprise WeChat: loads the enterprise WeChat contact code of the state code (API_PATHS.
 * STAFF_QR_CODE `state_code`, `return_default_if_no_qrcode=1`: the default staff member's when
 * the state code has none) and shows it in the QR popup.
 */
export const openEnterpriseWechat: ActionHandler = async (action, context, services) => {
  const { api, toast, showQr } = services;
  const stateCode = wecomStateCode(action);
  if (!stateCode) {
    notAvailable(services, context.path, 'enterprise WeChat action without a state code');
    return;
  }
  const result = await answered(
    api.get<QrAnswer>(API_PATHS.STAFF_QR_CODE, {
      state_code: stateCode,
      return_default_if_no_qrcode: 1,
    }),
  );
  if (!result) return;
  const url = qrPictureOf(result.value);
  if (!url) {
    toast(ACTION_MESSAGES.NO_QR_CODE);
    return;
  }
  await showQr({ title: ACTION_MESSAGES.WECOM_QR_TITLE, url });
};
