import { useState } from 'react';
import type { StatsPeriodRange } from '../api/admin-api.ts';
import { presetRange } from './period.ts';
import type { PeriodKind } from './period.ts';

/** A stats screen's period, the last 7 days at first, as PeriodPicker takes it. */
export function usePeriod() {
  const [kind, setKind] = useState<PeriodKind>('7d');
  const [range, setRange] = useState<StatsPeriodRange>(() => presetRange('7d'));
  const onChange = (nextKind: PeriodKind, nextRange: StatsPeriodRange) => {
    setKind(nextKind);
    setRange(nextRange);
  };
  return { kind, range, onChange };
}
