import { useMemo } from 'react';
import { Button, DatePicker, Space } from 'antd';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { Dayjs } from 'dayjs';
import { CHINA_OFFSET_MS } from '@h5-page/schema/china-time';
import { addStatsDays, statsDateOf } from '@h5-page/schema/stats-period';
import { dayjs } from '../shared/dayjs-zh-cn.ts';

/**
 * Days as the stats count them, Shanghai calendar days, whatever the browser's zone: the value
 * is a UTC-mode dayjs whose calendar fields are the day's, and "today" is Shanghai's today.
 */
const ShanghaiDayPicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: () => dayjs.utc(Date.now() + CHINA_OFFSET_MS),
});

interface Props {
  /** YYYY-MM-DD. */
  date: string;
  onChange: (date: string) => void;
}

/** One Shanghai day, up to today, with a step to the day before and after. */
export function StatsDayPicker({ date, onChange }: Props) {
  const today = statsDateOf(Date.now());
  const value = useMemo(() => dayjs.utc(`${date}T00:00:00Z`), [date]);
  return (
    <Space.Compact>
      <Button onClick={() => onChange(addStatsDays(date, -1))}>前一天</Button>
      <ShanghaiDayPicker
        allowClear={false}
        aria-label="选择日期"
        value={value}
        disabledDate={(day) => day.format('YYYY-MM-DD') > today}
        onChange={(picked) => {
          if (picked) onChange(picked.format('YYYY-MM-DD'));
        }}
      />
      <Button disabled={date >= today} onClick={() => onChange(addStatsDays(date, 1))}>
        后一天
      </Button>
    </Space.Compact>
  );
}
