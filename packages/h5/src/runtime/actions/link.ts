import { ACTION_MESSAGES } from './action-messages.ts';
import { actionText } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';

/**
 * The URL of a link action: `atext` (the action field the spec gives links), or `url`/`link` as
 * some page files spell it.
 */
export function linkOf(action: Record<string, unknown>): string {
  return actionText(action.atext) || actionText(action.url) || actionText(action.link);
}

/**
 * 7 link: opens the URL in this page (in the app too: the app web view navigates, and its back
 * returns). Only this site and the configured hosts: never another site, never a URL that could
 * run script (`javascript:` and the like).
 */
export const openLink: ActionHandler = (action, context, { env, toast, log, redirectTarget }) => {
  const target = redirectTarget(linkOf(action));
  if (target) {
    env.openUrl(target);
    return;
  }
  log.warn(`[h5-page] ${context.path}: link action without a URL that may be opened`);
  toast(ACTION_MESSAGES.INVALID_LINK);
};
