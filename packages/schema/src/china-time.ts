/**
 * China time: Asia/Shanghai, UTC+8 all year (no daylight saving since 1991), the time marketers
 * and visitors read, whatever the zone of the server or the phone. Plain arithmetic rather than
 * `Intl.DateTimeFormat` with a time zone, whose first use loads the zone data: some 20 ms of a
 * phone's main thread, in the middle of hydrating a page.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ChinaTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The China-time calendar fields of an instant (ms since the epoch). */
export function chinaTime(instant: number): ChinaTime {
  const shifted = new Date(instant + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `2026-12-02`: the China-time date of an instant. */
export function chinaDate(instant: number, separator = '-'): string {
  const { year, month, day } = chinaTime(instant);
  return [String(year).padStart(4, '0'), pad2(month), pad2(day)].join(separator);
}

/** `12/02 14:05`: month, day and 24-hour time of an instant, in China time. */
export function chinaMonthDayTime(instant: number): string {
  const { month, day, hour, minute } = chinaTime(instant);
  return `${pad2(month)}/${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
}

/**
 * `11月30日 20:00`: a start or an end as a marketer or visitor reads it, in China time; the year
 * leads (`2027年1月2日 10:00`) when it is not the year of `now`.
 */
export function chinaDateTimeText(instant: number, now: number = instant): string {
  const { year, month, day, hour, minute } = chinaTime(instant);
  const yearText = year === chinaTime(now).year ? '' : `${year}年`;
  return `${yearText}${month}月${day}日 ${pad2(hour)}:${pad2(minute)}`;
}
