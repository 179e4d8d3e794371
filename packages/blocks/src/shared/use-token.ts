import { useSyncExternalStore } from 'react';
import { useRuntime } from '../runtime.ts';

const unchanging = () => () => {};
const noToken = () => null;

/**
 * The visitor's login token, rendering again when it changes (an expired login, cleared by the
 * API client). The server and hydration render without one, as the server cannot read it.
 */
export function useToken(): string | null {
  const { auth } = useRuntime();
  return useSyncExternalStore(auth.subscribe ?? unchanging, auth.token, noToken);
}
