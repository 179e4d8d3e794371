import { addStatsDays, isStatsDate } from './stats-period.ts';

/**
 * Filing before use (需报备): a page so marked goes live only once a filing is recorded and a set
 * number of working days has passed since the day it was filed. Dates are China calendar dates
 * written YYYY-MM-DD; working days are Monday to Friday that are not in `holidays`. Zod-free,
 * so the builder and the server share it as it is.
 */

/** How many working days a filing waits, unless FILING_WAIT_WORKING_DAYS says otherwise. */
export const FILING_WAIT_WORKING_DAYS_DEFAULT = 5;

/** Saturday or Sunday, by the calendar (a China date has no time zone of its own). */
function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** A day on which the wait counts: a weekday that is not a holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> | readonly string[]) {
  const off = holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);
  return !isWeekend(date) && !off.has(date);
}

/**
 * The first date a page filed on `filedOn` may go live: the day on which the `workingDays`-th
 * working day after `filedOn` falls (filed on Friday 2026-11-27 with 5 working days: Friday
 * 2026-12-04). 0 working days: the filing day itself.
 */
export function earliestGoLive(
  filedOn: string,
  workingDays: number,
  holidays: readonly string[] = [],
): string {
  if (!isStatsDate(filedOn)) throw new RangeError(`not a date: ${filedOn}`);
  if (!Number.isInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`not a number of working days: ${workingDays}`);
  }
  const off = new Set(holidays);
  let date = filedOn;
  let left = workingDays;
  while (left > 0) {
    date = addStatsDays(date, 1);
    if (isWorkingDay(date, off)) left -= 1;
  }
  return date;
}
