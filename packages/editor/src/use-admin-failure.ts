import { useCallback } from 'react';
import { App } from 'antd';
import { AdminApiError } from './admin-api.ts';

/** A screen's answer to a failed call: a lapsed session signs out, any other failure is shown. */
export function useAdminFailure(onUnauthorized: () => void): (error: unknown) => void {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) onUnauthorized();
      else message.error((error as Error).message);
    },
    [message, onUnauthorized],
  );
}
