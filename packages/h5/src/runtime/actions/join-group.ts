import { API_PATHS, APP_PAGE, ENVELOPE_SUCCESS_CODE, MESSAGES } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText, answered, safeUrlOf } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { loggedInRead } from './logged-in-read.ts';
import { notAvailable } from './not-available.ts';
import { isGroupMember } from '@h5-page/schema/group-membership';
import type { CanJoinAnswer } from '@h5-page/schema/group-membership';

/**
 * 13 join group (`groupId`, `activeType`): needs a token (else login). Checks the visitor
 * (check-can-join `activity`, `group_id`): already a member goes to the community customer service
 * page; not eligible (`can_join` false) says MESSAGES.NOT_ELIGIBLE. Else joins (join-open-group
 * `{group_id}`, the raw envelope): code 1 says MESSAGES.JOIN_GROUP_SUCCESS, another code its msg.
 * Outside the app (whose 社群 tab holds the group), the group's QR code from the answer shows
 * in a popup, to long-press and join in WeChat.
 * The button that ran it re-checks its state when this resolves (button/use-join-state.ts), so
 * it shows the joined picture.
 */
export const joinGroup: ActionHandler = async (action, context, services) => {
  const { api, env, toast, showQr } = services;
  const groupId = actionText(action.groupId);
  if (!groupId) {
    notAvailable(services, context.path, 'join group action without a groupId');
    return;
  }
  const check = await loggedInRead<CanJoinAnswer>(services, API_PATHS.CHECK_CAN_JOIN, {
    activity: actionText(action.activeType) || undefined,
    group_id: groupId,
  });
  if (!check) return;
  if (isGroupMember(check.value, groupId)) {
    if (!env.openAppPage(APP_PAGE.COMMUNITY_SERVICE)) toast(ACTION_MESSAGES.NOT_AVAILABLE);
    return;
  }
  if (check.value?.can_join !== true) {
    toast(MESSAGES.NOT_ELIGIBLE);
    return;
  }
  const numeric = Number(groupId);
  const joined = await answered(
    api.post(
      API_PATHS.JOIN_OPEN_GROUP,
      { group_id: Number.isSafeInteger(numeric) ? numeric : groupId },
      { raw: true, needToken: true },
    ),
  );
  if (!joined) return;
  if (joined.value.code !== ENVELOPE_SUCCESS_CODE) {
    toast(joined.value.msg || MESSAGES.NOT_ELIGIBLE);
    return;
  }
  toast(MESSAGES.JOIN_GROUP_SUCCESS);
  const group = joined.value.response as { qr?: unknown; name?: unknown } | null | undefined;
  const qr = safeUrlOf(group?.qr);
  if (env.isApp || !qr) return;
  await showQr({
    title: actionText(group?.name) || ACTION_MESSAGES.GROUP_QR_TITLE,
    url: qr,
    hint: ACTION_MESSAGES.GROUP_QR_HINT,
  });
};
