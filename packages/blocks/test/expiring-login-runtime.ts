import { vi } from 'vitest';
import type { BlockRuntime } from '../src/runtime.ts';
import { createFakeRuntime } from './fake-runtime.ts';

/**
 * A runtime whose login has expired at the gateway: the first call clears the token and tells the
 * listeners, as the API client does on 403/400003; every call is refused with the gateway's msg.
 */
export function createExpiringLoginRuntime(): BlockRuntime {
  let token: string | null = 'expired';
  const listeners = new Set<() => void>();
  const get = vi.fn(async () => {
    if (token !== null) {
      token = null;
      for (const listener of listeners) listener();
    }
    throw new Error('登录已过期，请重新登录');
  });
  return createFakeRuntime({
    api: { get } as never,
    auth: {
      token: () => token,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
}
