import { APP_ONLY_PAGE } from '../../env/app-pages.ts';
import { ACTION_MESSAGES } from './action-messages.ts';
import type { ActionHandler } from './action-handler.ts';

/**
 * 12 treasury reverse repo: in the app, the app's reverse repo trading page (a bridge jump);
 * anywhere else there is no page for it, so the visitor is told to use the app.
 */
export const openTreasuryReverseRepo: ActionHandler = (_action, _context, { env, toast }) => {
  if (!env.openAppPage(APP_ONLY_PAGE.TREASURY_REVERSE_REPO))
    toast(ACTION_MESSAGES.TREASURY_APP_ONLY);
};
