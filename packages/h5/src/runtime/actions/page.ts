import { parsePageParam } from '@h5-page/schema/page-param';
import { actionText } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { notAvailable } from './not-available.ts';

/**
 * 1 page: opens the app page `pageName` (the APP_PAGE names, env/app-pages.ts) the way this
 * environment can: a bridge message in the app, a mini program page, the web page in a browser.
 * `pageParam` (`a=1&b=2`, parsed by the schema helper) goes with it; in the app, `appPageParam`
 * adds to it (and wins on a shared key).
 */
export const openPage: ActionHandler = (action, context, services) => {
  const pageName = actionText(action.pageName);
  const params = parsePageParam(actionText(action.pageParam));
  const nativeParams = { ...params, ...parsePageParam(actionText(action.appPageParam)) };
  if (pageName && services.env.openAppPage(pageName, params, nativeParams)) return;
  notAvailable(
    services,
    context.path,
    `app page ${JSON.stringify(pageName)} cannot be opened here`,
  );
};
