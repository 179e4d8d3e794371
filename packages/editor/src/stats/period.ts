import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import type { StatsPeriodRange } from '../api/admin-api.ts';

export type PeriodKind = 'today' | '7d' | '30d' | 'custom';

/** The days of a preset period, ending today in Asia/Shanghai (the server's stats day). */
export function presetRange(
  kind: Exclude<PeriodKind, 'custom'>,
  now = Date.now(),
): StatsPeriodRange {
  const to = statsDateOf(now);
  const days = kind === 'today' ? 1 : kind === '7d' ? 7 : 30;
  return { from: addStatsDays(to, 1 - days), to };
}
