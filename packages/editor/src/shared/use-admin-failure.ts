import { useCallback } from 'react';
import { App } from 'antd';

/**
 * A screen's answer to a failed call: what failed, as a message. A lapsed session needs nothing
 * here: `admin-api.ts` has already brought the sign-in screen back.
 */
export function useAdminFailure(): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback((error: unknown) => void message.error((error as Error).message), [message]);
}
