import { describe, expect, it } from 'vitest';
import { earliestGoLive, isWorkingDay } from './filing-days.ts';

describe('the earliest date a filed page may go live', () => {
  it('counts working days after the filing day, skipping a weekend', () => {
    // Friday 2026-11-27: Mon 30, Tue 1, Wed 2, Thu 3, Fri 4.
    expect(earliestGoLive('2026-11-27', 5, [])).toBe('2026-12-04');
    // Wednesday: Thu, Fri, (weekend), Mon, Tue, Wed.
    expect(earliestGoLive('2026-12-02', 5, [])).toBe('2026-12-09');
    // Filed on a Saturday: the weekend does not count.
    expect(earliestGoLive('2026-11-28', 1, [])).toBe('2026-11-30');
  });

  it('skips a holiday span (National Day, 2026-10-01 to 10-07)', () => {
    const holidays = [1, 2, 3, 4, 5, 6, 7].map((d) => `2026-10-0${d}`);
    // Tuesday 2026-09-29: Wed 30, then nothing until Thursday 10-08, Fri 9, Mon 12, Tue 13.
    expect(earliestGoLive('2026-09-29', 5, holidays)).toBe('2026-10-13');
    expect(earliestGoLive('2026-09-29', 5, [])).toBe('2026-10-06');
    expect(isWorkingDay('2026-10-05', holidays)).toBe(false);
    expect(isWorkingDay('2026-10-08', holidays)).toBe(true);
  });

  it('crosses months and years; no wait is the filing day', () => {
    expect(earliestGoLive('2026-12-30', 3, ['2027-01-01'])).toBe('2027-01-05');
    expect(earliestGoLive('2026-11-27', 0, [])).toBe('2026-11-27');
  });

  it('refuses what is not a date or a count', () => {
    expect(() => earliestGoLive('2026-02-30', 5)).toThrow(RangeError);
    expect(() => earliestGoLive('2026-11-27', -1)).toThrow(RangeError);
  });
});
