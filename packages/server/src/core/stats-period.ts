import { z } from 'zod';
import {
  MAX_STATS_DAYS,
  addStatsDays,
  isStatsDate,
  statsDateOf,
  statsDayCount,
  statsDayStart,
} from '@h5-page/schema/stats-period';

/** A stats period: Shanghai calendar days `from` to `to` (both included) and their instants. */
export interface StatsPeriod {
  from: string;
  to: string;
  /** First instant of `from`. */
  start: Date;
  /** First instant after `to`. */
  end: Date;
  days: number;
}

const dateField = z
  .string()
  .trim()
  .refine(isStatsDate, '应为日期，格式 YYYY-MM-DD（如 2026-03-01）')
  .optional();

/** The `from` and `to` query fields, for calls that take more fields beside them. */
export const periodFields = { from: dateField, to: dateField };

/**
 * The period of `from` and `to`; absent, it ends today and spans 7 days (or starts at `from`).
 * A refusal names the parameter: `参数 to 不能早于 from`.
 */
export function toPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): StatsPeriod {
  const to = query.to ?? statsDateOf(Date.now());
  const from = query.from ?? addStatsDays(to, -6);
  const days = statsDayCount(from, to);
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: '不能早于 from' });
    return z.NEVER;
  }
  if (days > MAX_STATS_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `与 from 相隔不能超过 ${MAX_STATS_DAYS} 天`,
    });
    return z.NEVER;
  }
  return periodBetween(from, to);
}

/** The period of two days already known to be in order and within the longest period. */
export function periodBetween(from: string, to: string): StatsPeriod {
  return {
    from,
    to,
    start: statsDayStart(from),
    end: statsDayStart(addStatsDays(to, 1)),
    days: statsDayCount(from, to),
  };
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` as a period. */
export const periodQuery = z.object(periodFields).transform(toPeriod);
