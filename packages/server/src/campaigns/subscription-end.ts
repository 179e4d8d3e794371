import { CHINA_OFFSET_MS } from '@h5-page/schema/china-time';

/**
 * The end of a service period of `months` calendar months and then `days` days from `from`, on
 * the China calendar (Asia/Shanghai, UTC+8 all year) whatever the zone of the server or the
 * database session: the buyer reads the date in China time, so 2027-11-27 plus 12 months and 31
 * days ends on 2028-12-28, not on a count of days that depends on the day of payment. A month
 * end clamps (China 2027-01-31 plus a month is 2027-02-28); the China time of day is kept.
 */
export function addChinaMonthsDays(from: Date, months: number, days: number): Date {
  // China wall-clock fields, read and written as UTC fields of a shifted instant.
  const wall = new Date(from.getTime() + CHINA_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const monthIndex = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    monthIndex,
    day + days,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(shifted - CHINA_OFFSET_MS);
}
