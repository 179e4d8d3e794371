import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chinaTime } from '@h5-page/schema/china-time';
import { addChinaMonthsDays } from './subscription-end.ts';

/** An instant at a China wall-clock time. */
const china = (text: string) => new Date(`${text}+08:00`);

describe('addChinaMonthsDays', () => {
  it('adds calendar months, then days', () => {
    expect(addChinaMonthsDays(china('2027-11-27T12:00:00'), 12, 31)).toEqual(
      china('2028-12-28T12:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-11-27T12:00:00'), 3, 0)).toEqual(
      china('2028-02-27T12:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-11-27T12:00:00'), 0, 5)).toEqual(
      china('2027-12-02T12:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-12-15T08:00:00'), 1, 0)).toEqual(
      china('2028-01-15T08:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-05-06T09:10:11.123'), 0, 0)).toEqual(
      china('2027-05-06T09:10:11.123'),
    );
  });

  it('clamps a month end, leap years included, before adding the days', () => {
    expect(addChinaMonthsDays(china('2027-01-31T10:00:00'), 1, 0)).toEqual(
      china('2027-02-28T10:00:00'),
    );
    expect(addChinaMonthsDays(china('2028-01-31T10:00:00'), 1, 0)).toEqual(
      china('2028-02-29T10:00:00'),
    );
    expect(addChinaMonthsDays(china('2028-02-29T10:00:00'), 12, 0)).toEqual(
      china('2029-02-28T10:00:00'),
    );
    expect(addChinaMonthsDays(china('2028-02-29T10:00:00'), 48, 0)).toEqual(
      china('2032-02-29T10:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-08-31T10:00:00'), 1, 1)).toEqual(
      china('2027-10-01T10:00:00'),
    );
    expect(addChinaMonthsDays(china('2027-10-31T10:00:00'), 4, 0)).toEqual(
      china('2028-02-29T10:00:00'),
    );
  });

  it('counts on the China date, not the UTC one', () => {
    // 2027-11-27T16:30Z is 00:30 on 2027-11-28 in China.
    expect(addChinaMonthsDays(new Date('2027-11-27T16:30:00Z'), 12, 31)).toEqual(
      new Date('2028-12-28T16:30:00Z'),
    );
    // China 2027-01-31 00:30 (still the 30th in UTC) clamps to China 2027-02-28.
    expect(addChinaMonthsDays(new Date('2027-01-30T16:30:00Z'), 1, 0)).toEqual(
      new Date('2027-02-27T16:30:00Z'),
    );
    // China 2027-02-28 23:30 is 15:30Z the same day: a month on is China 2027-03-28.
    expect(addChinaMonthsDays(new Date('2027-02-28T15:30:00Z'), 1, 0)).toEqual(
      new Date('2027-03-28T15:30:00Z'),
    );
  });

  const instants = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z') })
    .filter((d) => !Number.isNaN(d.getTime()));
  const months = fc.integer({ min: 0, max: 60 });
  const days = fc.integer({ min: 0, max: 400 });

  it('never goes backwards, and never ends before the months alone', () => {
    fc.assert(
      fc.property(instants, months, days, (from, m, d) => {
        const monthsOnly = addChinaMonthsDays(from, m, 0);
        const end = addChinaMonthsDays(from, m, d);
        expect(monthsOnly.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(end.getTime() - monthsOnly.getTime()).toBe(d * 86_400_000);
      }),
    );
  });

  it('keeps the China day of month and time of day unless the month is too short', () => {
    fc.assert(
      fc.property(instants, months, (from, m) => {
        const start = chinaTime(from.getTime());
        const end = chinaTime(addChinaMonthsDays(from, m, 0).getTime());
        const monthsApart = (end.year - start.year) * 12 + (end.month - start.month);
        expect(monthsApart).toBe(m);
        const lastDay = new Date(Date.UTC(end.year, end.month, 0)).getUTCDate();
        expect(end.day).toBe(Math.min(start.day, lastDay));
        expect([end.hour, end.minute]).toEqual([start.hour, start.minute]);
      }),
    );
  });
});
