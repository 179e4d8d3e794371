import { API_PATHS } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, answered } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { notAvailable } from './not-available.ts';
import { qrPictureOf } from '@h5-page/schema/qr-picture';
import type { QrAnswer } from '@h5-page/schema/qr-picture';

/**
 * 2 code: loads the QR code `codeId` (API_PATHS.QR_CODE_DETAIL `?code_id`, with the token when
 * there is one: a dynamic code needs it) and shows its picture (wechat_qrcode, wechat_img or qw)
 * in the QR popup, titled with the code's title.
 */
export const showQrCode: ActionHandler = async (action, context, services) => {
  const { api, token, toast, showQr } = services;
  const codeId = actionText(action.codeId);
  if (!codeId) {
    notAvailable(services, context.path, 'code action without a codeId');
    return;
  }
  const result = await answered(
    api.get<QrAnswer>(
      API_PATHS.QR_CODE_DETAIL,
      { code_id: codeId },
      { needToken: token() !== null },
    ),
  );
  if (!result) return;
  const url = qrPictureOf(result.value);
  if (!url) {
    toast(ACTION_MESSAGES.NO_QR_CODE);
    return;
  }
  await showQr({ title: actionText(result.value?.title) || ACTION_MESSAGES.QR_TITLE, url });
};
