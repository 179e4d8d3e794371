import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, answered, safeUrlOf } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';

/** The niuniu service answer (spec section 3: the service-staff response). */
interface StaffAnswer {
  serve_staff_id?: unknown;
  trace_staff_id?: unknown;
  contact_qr_code?: unknown;
}

const staffId = (value: unknown) => Number(actionText(value)) || 0;

/**
 * 6 niuniu service: looks up the staff bound to the state `niuniuCodeId` (API_PATHS.
 * NIUNIU_SERVICE `?state`) and shows their contact QR code in the QR popup. No binding, both staff
 * ids 0, or no contact code: MESSAGES.NO_SERVICE_STAFF.
 */
export const openNiuniuService: ActionHandler = async (action, context, services) => {
  const { api, toast, log, showQr } = services;
  const state = actionText(action.niuniuCodeId);
  if (!state) {
    log.warn(`[h5-page] ${context.path}: niuniu service action without a niuniuCodeId`);
    toast(MESSAGES.NO_SERVICE_STAFF);
    return;
  }
  const result = await answered(api.get<StaffAnswer>(API_PATHS.NIUNIU_SERVICE, { state }));
  if (!result) return;
  const staff = result.value;
  const bound = !!staff && (staffId(staff.serve_staff_id) > 0 || staffId(staff.trace_staff_id) > 0);
  const url = bound ? safeUrlOf(staff.contact_qr_code) : '';
  if (!url) {
    toast(MESSAGES.NO_SERVICE_STAFF);
    return;
  }
  await showQr({ title: ACTION_MESSAGES.STAFF_QR_TITLE, url });
};
