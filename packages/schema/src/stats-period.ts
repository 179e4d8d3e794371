import { CHINA_OFFSET_MS, CHINA_TIME_ZONE, chinaDate } from './china-time.ts';

/**
 * Stats periods are calendar days in Asia/Shanghai (UTC+8 all year, no daylight saving), the
 * marketers' day, whatever the zone of the server or the browser.
 */
export const STATS_TIME_ZONE = CHINA_TIME_ZONE;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Longest period one stats call covers, in days. */
export const MAX_STATS_DAYS = 366;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isStatsDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The Shanghai calendar date of an instant. */
export function statsDateOf(instant: number): string {
  return chinaDate(instant);
}

/** `date` moved by `days` calendar days. */
export function addStatsDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of a Shanghai calendar date. */
export function statsDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** Days from `from` to `to`, both included. */
export function statsDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
