import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  MAX_RETRY_DELAY_MS,
  RETRY_WINDOW_MS,
  retryDelay,
} from './webhook-schedule.ts';

describe('the retry schedule of a delivery', () => {
  it('doubles from 30 seconds and levels off at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(8)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(1000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('keeps retrying through the whole day after the lead, then gives up', () => {
    const lead = Date.UTC(2026, 10, 26, 8, 0, 0);
    const giveUpAt = new Date(lead + RETRY_WINDOW_MS);
    let at = lead;
    let attempt = 1;
    for (;;) {
      const next = afterFailure(attempt, new Date(at), giveUpAt);
      if (next.kind === 'failed') break;
      at = next.at.getTime();
      attempt += 1;
    }
    // The last attempt came at or after the day was over, and not an hour later than that.
    expect(at - lead).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(at - lead).toBeLessThan(RETRY_WINDOW_MS + MAX_RETRY_DELAY_MS);
    expect(attempt).toBeGreaterThan(24);
  });
});
