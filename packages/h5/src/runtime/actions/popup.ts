import { actionText } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';

/** 3 popup: shows the popup whose id is `popupId` (the popup block of the same id). */
export const openPopup: ActionHandler = (action, context, { popups, log }) => {
  const id = actionText(action.popupId);
  if (id) popups.open(id);
  else log.warn(`[h5-page] ${context.path}: popup action without a popupId`);
};
