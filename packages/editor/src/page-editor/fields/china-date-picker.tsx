import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { Dayjs } from 'dayjs';
import { CHINA_OFFSET_MS } from '@h5-page/schema/china-time';
import { dayjs } from '../../shared/dayjs-zh-cn.ts';

/**
 * The picker shows China time (UTC+8 all year) whatever the browser's zone: its value is a
 * UTC-mode dayjs whose calendar fields are the China-time fields of the instant (UTC has no
 * daylight-saving gaps, so every China time can be shown), and "now" is China's now.
 */
const ChinaPicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: () => dayjs.utc(Date.now() + CHINA_OFFSET_MS),
});

/** An instant (ms) as the picker's value: its China-time calendar fields. */
export function chinaPickerValue(instant: number): Dayjs {
  return dayjs.utc(instant + CHINA_OFFSET_MS);
}

/**
 * The instant a picked value names, read as China time. A typed value is parsed by the picker in
 * the browser's zone and a chosen one keeps UTC mode: either way its calendar fields are what the
 * marketer sees, so the fields are what count. The picker shows minutes only, so the instant is
 * that minute: the seconds the picker keeps out of sight (those of the value before, such as a
 * default end's 23:59:59, or of the moment the panel opened) are not part of it.
 */
export function instantOfChinaPick(picked: Dayjs): number {
  return (
    Date.UTC(picked.year(), picked.month(), picked.date(), picked.hour(), picked.minute()) -
    CHINA_OFFSET_MS
  );
}

const CHINA_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface Props {
  id?: string;
  value: unknown;
  onChange: (instant: number | undefined) => void;
  readOnly?: boolean;
}

/** A date and time in China time, stored as the millisecond timestamp the page file holds. */
export function ChinaDateTimePicker({ id, value, onChange, readOnly }: Props) {
  const instant = typeof value === 'number' && Number.isFinite(value) ? value : null;
  // One object per instant: the picker takes a new value object for a new value and goes back
  // to it, dropping a day and time chosen but not yet confirmed (确定) whenever the builder
  // renders meanwhile (an autosave landing while the panel is open).
  const shown = useMemo(() => (instant === null ? null : chinaPickerValue(instant)), [instant]);
  return (
    <ChinaPicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={CHINA_DATE_TIME_FORMAT}
      placeholder="选择日期和时间（北京时间）"
      value={shown}
      onChange={(picked) => onChange(picked ? instantOfChinaPick(picked) : undefined)}
      disabled={readOnly}
      style={{ width: '100%' }}
    />
  );
}
