import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_INTERVAL_MS, SMS_RESEND_SECONDS } from '@h5-page/schema/constants';

export interface ResendCountdown {
  /** Seconds until a code may be sent again (0: now). */
  countdown: number;
  counting: boolean;
  /** A code was sent: wait SMS_RESEND_SECONDS before the next. */
  start(): void;
}

/**
 * The wait between two SMS codes, shared by every form that sends one. One interval while it
 * runs: gone when it reaches 0, and on unmount.
 */
export function useResendCountdown(): ResendCountdown {
  const [countdown, setCountdown] = useState(0);
  const counting = countdown > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(
      () => setCountdown((seconds) => Math.max(0, seconds - 1)),
      COUNTDOWN_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [counting]);
  const start = useCallback(() => setCountdown(SMS_RESEND_SECONDS), []);
  return { countdown, counting, start };
}
