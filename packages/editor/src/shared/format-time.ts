import { chinaDate, chinaTime } from '@h5-page/schema/china-time';

/**
 * A server time (ISO string or ms) as `2026-11-22 10:52`, in China time: the time the schedules,
 * the pickers and the visitors' pages speak, whatever the zone of the marketer's computer.
 */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return String(value);
  const { hour, minute } = chinaTime(instant);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${chinaDate(instant)} ${p(hour)}:${p(minute)}`;
}
