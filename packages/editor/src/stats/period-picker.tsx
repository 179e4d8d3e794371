import { DatePicker, Segmented, Space } from 'antd';
import type { StatsPeriodRange } from '../api/admin-api.ts';
import { presetRange } from './period.ts';
import type { PeriodKind } from './period.ts';

interface Props {
  kind: PeriodKind;
  range: StatsPeriodRange;
  onChange: (kind: PeriodKind, range: StatsPeriodRange) => void;
}

const OPTIONS: Array<{ label: string; value: PeriodKind }> = [
  { label: '今天', value: 'today' },
  { label: '近 7 天', value: '7d' },
  { label: '近 30 天', value: '30d' },
  { label: '自定义', value: 'custom' },
];

/** Today, 7 days, 30 days, or any days (Asia/Shanghai calendar days). */
export function PeriodPicker({ kind, range, onChange }: Props) {
  return (
    <Space>
      <Segmented<PeriodKind>
        options={OPTIONS}
        value={kind}
        onChange={(next) => onChange(next, next === 'custom' ? range : presetRange(next))}
      />
      {kind === 'custom' && (
        <DatePicker.RangePicker
          allowClear={false}
          placeholder={['开始日期', '结束日期']}
          onChange={(_, [from, to]) => {
            if (from && to) onChange('custom', { from, to });
          }}
        />
      )}
      <span className="stats-period">
        {range.from === range.to ? range.from : `${range.from} 至 ${range.to}`}
      </span>
    </Space>
  );
}
