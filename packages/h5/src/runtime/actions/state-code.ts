import { API_PATHS, ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, answered } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';

/**
 * 11 state code: asks the jump call where the state code `stateCodeId` leads (API_PATHS.
 * STATE_CODE_JUMP `?state_code`, the raw envelope) and follows its `url` when the code is 1 and
 * there is one on this site or an allowed host; otherwise shows the answer's msg in a toast (spec section 8).
 */
export const jumpByStateCode: ActionHandler = async (action, context, services) => {
  const { api, env, toast, log, redirectTarget } = services;
  const stateCode = actionText(action.stateCodeId);
  if (!stateCode) {
    log.warn(`[h5-page] ${context.path}: state code action without a stateCodeId`);
    toast(ACTION_MESSAGES.NOT_AVAILABLE);
    return;
  }
  const result = await answered(
    api.get<{ url?: unknown }>(API_PATHS.STATE_CODE_JUMP, { state_code: stateCode }, { raw: true }),
  );
  if (!result) return;
  const { code, msg, response } = result.value;
  const url = actionText(response?.url);
  if (code === ENVELOPE_SUCCESS_CODE && url) {
    const target = redirectTarget(url);
    if (target) env.openUrl(target);
    else toast(ACTION_MESSAGES.INVALID_LINK);
    return;
  }
  if (msg) toast(msg);
};
