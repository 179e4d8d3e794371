import type { QueryValue } from '@h5-page/blocks/runtime';
import { answered } from './action-handler.ts';
import type { ActionServices } from './action-handler.ts';

/**
 * A gateway read only a logged-in visitor may make: without a token the visitor is sent to login
 * instead. Null then, as when the call fails (see `answered`): either way the handler stops.
 */
export async function loggedInRead<T>(
  { api, env, token }: Pick<ActionServices, 'api' | 'env' | 'token'>,
  path: string,
  query: Record<string, QueryValue>,
): Promise<{ value: T | undefined } | null> {
  if (!token()) {
    env.login();
    return null;
  }
  return answered(api.get<T>(path, query, { needToken: true }));
}
