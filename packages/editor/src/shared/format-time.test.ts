import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('formatTime', () => {
  it('says a server time in China time, whatever the computer’s zone', () => {
    // 02:00 UTC is 10:00 in China; 20:30 UTC is the next morning there.
    expect(formatTime('2026-11-27T02:00:00.000Z')).toBe('2026-11-27 10:00');
    expect(formatTime(Date.UTC(2026, 11, 31, 20, 30))).toBe('2027-01-01 04:30');
  });

  it('shows a dash for no time and an unreadable one as it came', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('')).toBe('—');
    expect(formatTime('not a time')).toBe('not a time');
  });
});
