/**
 * Shared counters (rate limits): fixed windows that start at a key's first hit. In process by
 * default; in Redis when REDIS_URL is set, so that several server processes count together.
 */

export interface HitResult {
  /** Whether this hit (or, for `peek`, one more hit) is within the limit. */
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Until the window ends, when not allowed; 0 when allowed. */
  retryAfterMs: number;
}

export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit of `key`; a new window of `windowMs` starts with the key's first hit. */
  hit(key: string, windowMs: number, limit: number): Promise<HitResult>;
  /** What one more hit would be told, without counting it. */
  peek(key: string, limit: number): Promise<HitResult>;
  /**
   * Gives back one hit counted by `hit` (never below zero, never starting a window): a caller
   * that reserves its attempt before the work it limits returns the reservation when the
   * attempt turns out not to count (a right password, a refusal by another rule).
   */
  release(key: string): Promise<void>;
  /** Forgets the key (its window and count). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The answer for a key that holds `count` hits with `ttlMs` left in its window. */
export function verdict(count: number, ttlMs: number, limit: number, counted: boolean): HitResult {
  const allowed = counted ? count <= limit : count < limit;
  return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(1, ttlMs) };
}
