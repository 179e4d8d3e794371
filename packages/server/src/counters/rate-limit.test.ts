import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { MemoryCounterStore } from './memory-counter-store.ts';
import { checkRules, chinaDay, enforceRules, formatWait } from './rate-limit.ts';
import type { RateRule } from './rate-limit.ts';

describe('formatWait', () => {
  it('rounds up, in seconds under a minute, minutes under an hour, else hours', () => {
    expect(formatWait(0)).toBe('1 秒');
    expect(formatWait(41_001)).toBe('42 秒');
    expect(formatWait(60_000)).toBe('60 秒');
    expect(formatWait(60_001)).toBe('2 分钟');
    expect(formatWait(59 * 60_000)).toBe('59 分钟');
    expect(formatWait(3_599_999)).toBe('1 小时');
    expect(formatWait(3_600_000)).toBe('1 小时');
    expect(formatWait(3_600_001 + 60_000)).toBe('2 小时');
  });
});

describe('chinaDay', () => {
  it('is the calendar day at UTC+8, with the time left until its midnight', () => {
    // 2025-01-01 15:59:59 UTC is 23:59:59 in Beijing.
    expect(chinaDay(Date.UTC(2025, 0, 1, 15, 59, 59))).toEqual({ key: '20250101', msLeft: 1000 });
    expect(chinaDay(Date.UTC(2025, 0, 1, 16, 0, 0))).toEqual({
      key: '20250102',
      msLeft: 24 * 3_600_000,
    });
  });
});

describe('checkRules / enforceRules', () => {
  const rule = (key: string, windowMs: number, limit: number): RateRule => ({
    key,
    windowMs,
    limit,
    refuse: (ms) => new AppError('RATE_LIMITED', `${key} ${formatWait(ms)}`),
  });

  it('answers the refusal with the longest wait, with Retry-After in seconds', async () => {
    let now = 0;
    const counters = new MemoryCounterStore({ now: () => now });
    const rules = [rule('short', 60_000, 1), rule('long', 3_600_000, 1)];
    expect(await checkRules(counters, rules, 'hit')).toBeNull();
    now += 1000;
    expect(await checkRules(counters, rules, 'peek')).toMatchObject({
      retryAfterSeconds: 3599,
      error: { msg: 'long 1 小时' },
    });
    const headers: Record<string, string> = {};
    const error = await enforceRules(counters, rules, 'peek', {
      header: (name, value) => (headers[name] = value),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(headers).toEqual({ 'retry-after': '3599' });
  });

  it('rounds Retry-After up to whole seconds, never below 1', async () => {
    let now = 0;
    const counters = new MemoryCounterStore({ now: () => now });
    const rules = [rule('minute', 60_000, 1)];
    expect(await checkRules(counters, rules, 'hit')).toBeNull();
    // Time left in the window → the header: a part second counts as a whole one, so a caller
    // that waits as told is never refused again.
    const cases: Array<[number, string]> = [
      [100, '60'], // 59.9 s left
      [58_600, '2'], // 1.4 s left
      [58_999, '2'], // 1.001 s left
      [59_000, '1'], // exactly 1 s left
      [59_999, '1'], // 1 ms left
    ];
    for (const [at, expected] of cases) {
      now = at;
      const headers: Record<string, string> = {};
      await enforceRules(counters, rules, 'peek', {
        header: (name, value) => (headers[name] = value),
      }).catch(() => {});
      expect(headers, `at ${at} ms`).toEqual({ 'retry-after': expected });
    }
  });

  it('peek never counts', async () => {
    const counters = new MemoryCounterStore();
    const rules = [rule('p', 60_000, 1)];
    for (let i = 0; i < 3; i += 1) expect(await checkRules(counters, rules, 'peek')).toBeNull();
    expect(await checkRules(counters, rules, 'hit')).toBeNull();
  });
});
