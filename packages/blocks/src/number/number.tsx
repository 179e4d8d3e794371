import type { BlockProps } from '../block-props.ts';
import { useVacancy } from '../shared/live-data.ts';
import './number.css';

/** What the number shows until its live value has come (and when it cannot come). */
export const NUMBER_PLACEHOLDER = '--';

/**
 * Live number (CONTRACT section 4): `prefixText` current_num `suffixText` (已有 386 人预约), where
 * current_num is the vacancy record `id`'s (the activity-vacancy detail call), digits only
 * (live-data.ts). Until it has come, and if it cannot, NUMBER_PLACEHOLDER.
 */
export default function NumberBlock({ value }: BlockProps<'number'>) {
  const vacancy = useVacancy(value.id);
  const prefix = typeof value.prefixText === 'string' ? value.prefixText : '';
  const suffix = typeof value.suffixText === 'string' ? value.suffixText : '';
  const digits = vacancy ? String(Math.round(vacancy.current)) : '';

  return (
    <p className="h5-number" aria-live="polite">
      {prefix ? <span className="h5-number-text">{prefix}</span> : null}
      <strong className={`h5-number-value${digits ? '' : ' h5-number-pending'}`}>
        {digits || NUMBER_PLACEHOLDER}
      </strong>
      {suffix ? <span className="h5-number-text">{suffix}</span> : null}
    </p>
  );
}
