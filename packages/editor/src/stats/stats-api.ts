import type { dayHoursAnswer, liveMinutesAnswer } from '@h5-page/schema/admin-api/stats';
import { call } from '../api/admin-api.ts';

export type { DayHours, LiveMinutes } from '@h5-page/schema/admin-api/stats';

const page = (code: string) => `/pages/${encodeURIComponent(code)}`;

/** The stats screen's calls by the hour and by the minute (docs/admin-api.md). */
export const statsApi = {
  /** The page's figures for each hour of `date`, a Shanghai calendar day (YYYY-MM-DD). */
  dayHours: (code: string, date: string) =>
    call<typeof dayHoursAnswer>(
      'GET',
      `${page(code)}/stats/hours?date=${encodeURIComponent(date)}`,
    ),
  /** The page's figures for each of the last 60 minutes, the current one last. */
  live: (code: string) => call<typeof liveMinutesAnswer>('GET', `${page(code)}/stats/live`),
};
