import { CAMPAIGN_API_PREFIX } from '@h5-page/schema/constants';
import { actionText, answered } from './action-handler.ts';
import type { ActionHandler } from './action-handler.ts';
import { notAvailable } from './not-available.ts';

const SEGMENTS = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/**
 * Whether `api` is a path the api action may call: a gateway path below CAMPAIGN_API_PREFIX, plain
 * segments only. Never another host (the call carries the visitor's token), never `..`.
 */
export function isCampaignApiPath(api: string): boolean {
  return (
    api.startsWith(CAMPAIGN_API_PREFIX) && SEGMENTS.test(api.slice(CAMPAIGN_API_PREFIX.length))
  );
}

/**
 * 8 api: calls the action's `api` (POST, with the token when there is one) and shows the answer's
 * msg, whatever its code (the raw envelope; the server's own msg for a repeat, say). A failed call
 * is shown by the API client.
 */
export const callCampaignApi: ActionHandler = async (action, context, services) => {
  const { api, token, toast } = services;
  const path = actionText(action.api);
  if (!isCampaignApiPath(path)) {
    notAvailable(services, context.path, `api action with a path it may not call: ${path}`);
    return;
  }
  const result = await answered(
    api.post<{ msg?: unknown }>(path, {}, { raw: true, needToken: token() !== null }),
  );
  if (!result) return;
  const msg = result.value.msg || actionText(result.value.response?.msg);
  if (msg) toast(msg);
};
