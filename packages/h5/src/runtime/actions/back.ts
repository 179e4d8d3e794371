import type { ActionHandler } from './action-handler.ts';

/**
 * 14 back: the previous page when there is history; without it, the app closes its web view, the
 * mini program goes back, a browser goes to the home page (env-adapter.ts).
 */
export const goBack: ActionHandler = (_action, _context, { env }) => {
  env.back();
};
