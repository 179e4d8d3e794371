import { API_PATHS, APP_PAGE, MESSAGES } from '@h5-page/schema/constants';
import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { loggedInRead } from './logged-in-read.ts';

/**
 * 5 service chat: needs a token (else login). Asks for the service chat group (API_PATHS.
 * SERVICE_CHAT_GROUP, `activity` = the action's `activeType` when it has one) and opens the
 * community customer service page with its `group_id`; an answer without one says
 * MESSAGES.NO_CHAT_GROUP_ID.
 */
export const openServiceChat: ActionHandler = async (action, _context, services) => {
  const { env, toast } = services;
  const result = await loggedInRead<{ group_id?: unknown }>(
    services,
    API_PATHS.SERVICE_CHAT_GROUP,
    { activity: actionText(action.activeType) || undefined },
  );
  if (!result) return;
  const groupId = actionText(result.value?.group_id);
  if (!groupId || groupId === '0') {
    toast(MESSAGES.NO_CHAT_GROUP_ID);
    return;
  }
  if (!env.openAppPage(APP_PAGE.COMMUNITY_SERVICE, { group_id: groupId })) {
    toast(ACTION_MESSAGES.NOT_AVAILABLE);
  }
};
