import { progressPercent } from '@h5-page/schema/progress-percent';
import type { BlockProps } from '../block-props.ts';
import { useVacancy } from '../shared/live-data.ts';
import type { Vacancy } from '../shared/live-data.ts';
import './progress.css';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The percent a progress value shows: `progressPercent(current, limit)` when both are given,
 * else the fixed `percent` (rounded, clamped to 0..100), else 0.
 */
export function shownPercent(value: BlockProps<'progress'>['value']): number {
  if (isNumber(value.current) && isNumber(value.limit))
    return progressPercent(value.current, value.limit);
  if (isNumber(value.percent)) return Math.min(100, Math.max(0, Math.round(value.percent)));
  return 0;
}

/** What is left: `remain` when given, else limit - current (never below 0), else nothing. */
export function shownRemain(value: BlockProps<'progress'>['value']): number | null {
  if (isNumber(value.remain)) return value.remain;
  if (isNumber(value.current) && isNumber(value.limit))
    return Math.max(0, value.limit - value.current);
  return null;
}

/**
 * The value with a vacancy's live numbers: its current_num as `current`, its limit (when it has
 * one) as `limit`; a configured `remain` gives way to limit - current whenever there is a limit.
 */
export function withVacancy(
  value: BlockProps<'progress'>['value'],
  vacancy: Vacancy | null,
): BlockProps<'progress'>['value'] {
  if (!vacancy) return value;
  const live = { ...value, current: vacancy.current };
  if (vacancy.limit !== null) live.limit = vacancy.limit;
  if (isNumber(live.limit)) delete live.remain;
  return live;
}

/**
 * Progress bar (spec section 3, CONTRACT section 4): a bar filled to the percent shown, and the
 * text `prefixText` `remain` `suffixText` (仅剩 12 个名额) with the percent beside it. With an
 * `id`, the vacancy record's live numbers (the activity-vacancy detail call: current_num and the
 * limit) replace the configured ones once they have come.
 */
export default function Progress({ value: configured }: BlockProps<'progress'>) {
  const value = withVacancy(configured, useVacancy(configured.id));
  const percent = shownPercent(value);
  const remain = shownRemain(value);
  const prefix = typeof value.prefixText === 'string' ? value.prefixText : '';
  const suffix = typeof value.suffixText === 'string' ? value.suffixText : '';
  const hasText = prefix !== '' || suffix !== '' || remain !== null;
  const label = `${prefix}${remain ?? ''}${suffix}`;

  return (
    <div className="h5-progress">
      <div
        className="h5-progress-track"
        role="progressbar"
        aria-label={hasText ? label : '进度'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={hasText ? `${label}，${percent}%` : `${percent}%`}
      >
        <div className="h5-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="h5-progress-info">
        {hasText ? (
          <span className="h5-progress-text">
            {prefix}
            {remain !== null ? <em className="h5-progress-remain">{remain}</em> : null}
            {suffix}
          </span>
        ) : (
          <span />
        )}
        <span className="h5-progress-percent">{percent}%</span>
      </div>
    </div>
  );
}
