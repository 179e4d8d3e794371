/** When a failed delivery is tried again, and when it is given up. */

/** Deliveries are retried at least this long after the lead (then given up). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
/** No wait between attempts grows past this, so a receiver back up is reached within the hour. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Exponential, capped: 30 s, 1 min, 2 min, … then once an hour (`attempt` counts from 1). */
export function retryDelay(attempt: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}

export type AfterFailure = { kind: 'retry'; at: Date } | { kind: 'failed' };

/**
 * After attempt number `attempt` failed at `now`: tried again after the backoff while the
 * delivery's window lasts; an attempt at or after `giveUpAt` that fails is the last.
 */
export function afterFailure(
  attempt: number,
  now: Date,
  giveUpAt: Date,
  backoff: (attempt: number) => number = retryDelay,
): AfterFailure {
  if (now.getTime() >= giveUpAt.getTime()) return { kind: 'failed' };
  return { kind: 'retry', at: new Date(now.getTime() + backoff(attempt)) };
}
