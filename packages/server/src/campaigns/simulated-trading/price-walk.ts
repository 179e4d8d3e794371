import { createHash } from 'node:crypto';

/**
 * The simulated close of a trading day: the previous close moved by at most ±3%, drawn from a
 * hash of the code and the date, so every server and every rerun draws the same history.
 */
export function nextClose(code: string, isoDate: string, previousCents: number): number {
  const digest = createHash('sha256').update(`${code}|${isoDate}`).digest();
  const unit = digest.readUInt32BE(0) / 0xffffffff;
  const move = (unit - 0.5) * 0.06;
  return Math.max(1, Math.round(previousCents * (1 + move)));
}

/** Weekdays (trading days of the simulation) after `from` up to and including `to`, ISO dates. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  for (day.setUTCDate(day.getUTCDate() + 1); day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Today's date in Asia/Shanghai (the market's calendar), ISO. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** `iso` moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
