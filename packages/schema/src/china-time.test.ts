import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHINA_TIME_ZONE,
  chinaDate,
  chinaDateTimeText,
  chinaMonthDayTime,
  chinaTime,
} from './china-time.ts';

// Since 1992 China has kept UTC+8 all year; the helpers agree with the zone database there.
const SINCE_1992 = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('china time', () => {
  it('reads the calendar of an instant in Beijing, across the UTC date line', () => {
    expect(chinaTime(Date.UTC(2026, 11, 2, 15, 59))).toEqual({
      year: 2026,
      month: 12,
      day: 2,
      hour: 23,
      minute: 59,
    });
    expect(chinaTime(Date.UTC(2026, 11, 31, 16, 0))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
    expect(chinaDate(Date.UTC(2026, 11, 2, 16, 5))).toBe('2026-12-03');
    expect(chinaDate(Date.UTC(2026, 11, 2, 6, 5), '/')).toBe('2026/12/02');
    expect(chinaMonthDayTime(Date.UTC(2026, 11, 2, 6, 5))).toBe('12/02 14:05');
    expect(chinaMonthDayTime(Date.UTC(2026, 11, 2, 17, 5))).toBe('12/03 01:05');
  });

  it('says what Intl says for Asia/Shanghai', () => {
    const date = new Intl.DateTimeFormat('zh-CN', {
      timeZone: CHINA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const dayTime = new Intl.DateTimeFormat('zh-CN', {
      timeZone: CHINA_TIME_ZONE,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    fc.assert(
      fc.property(SINCE_1992, (instant) => {
        expect(chinaDate(instant, '/')).toBe(date.format(instant));
        expect(chinaMonthDayTime(instant)).toBe(dayTime.format(instant));
      }),
    );
  });

  it('writes a start as 11月30日 20:00, with the year only when it is not this year', () => {
    const start = Date.UTC(2026, 10, 30, 12, 0);
    expect(chinaDateTimeText(start)).toBe('11月30日 20:00');
    expect(chinaDateTimeText(Date.UTC(2026, 11, 31, 16, 5), start)).toBe('2027年1月1日 00:05');
  });
});
