const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a countdown shows: two-digit parts (more digits when the number needs them). */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** Days folded into hours (the compact layout shows hours:minutes:seconds only). */
  totalHours: string;
  /** The end time is reached or past (every part is 00). */
  ended: boolean;
}

/** Two digits at least: 7 gives '07', 123 gives '123' (days above 99 are shown in full). */
export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * The parts of the time left from `now` until `endTime` (ms timestamps), rounded down to the
 * second. A past or invalid end time gives 00 in every part.
 */
export function countdownParts(endTime: number, now: number): CountdownParts {
  const left = Number.isFinite(endTime) && Number.isFinite(now) ? Math.max(0, endTime - now) : 0;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  return {
    days: pad2(days),
    hours: pad2(hours),
    minutes: pad2(minutes),
    seconds: pad2(seconds),
    totalHours: pad2(days * 24 + hours),
    ended: left === 0,
  };
}
