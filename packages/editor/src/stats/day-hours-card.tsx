import { useEffect, useMemo, useState } from 'react';
import { Card, Segmented, Space, Table } from 'antd';
import { statsDateOf } from '@h5-page/schema/stats-period';
import { statsApi } from './stats-api.ts';
import type { DayHours } from './stats-api.ts';
import { formatStats } from './format-stats.ts';
import { StatsDayPicker } from './stats-day-picker.tsx';
import { TrendChart } from './trend-chart.tsx';

interface Props {
  code: string;
  onError: (error: unknown) => void;
}

type View = 'chart' | 'table';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const countColumn = (title: string, key: keyof DayHours['hours'][number]) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (n: number) => formatStats.count(n),
});

/** One Shanghai day of the page hour by hour (today at first), as a chart or a table. */
export function DayHoursCard({ code, onError }: Props) {
  const [date, setDate] = useState(() => statsDateOf(Date.now()));
  const [view, setView] = useState<View>('chart');
  const [answer, setAnswer] = useState<DayHours | null>(null);

  useEffect(() => {
    let current = true;
    setAnswer(null);
    statsApi.dayHours(code, date).then(
      (hours) => {
        if (current) setAnswer(hours);
      },
      (error: unknown) => {
        if (current) onError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [code, date, onError]);

  const chart = useMemo(() => {
    const hours = answer?.hours ?? [];
    return {
      labels: hours.map((row) => hourLabel(row.hour)),
      series: [
        { name: '浏览量', data: hours.map((row) => row.page_views) },
        { name: '访客数', data: hours.map((row) => row.unique_visitors) },
        { name: '点击', data: hours.map((row) => row.clicks) },
        { name: '留资', data: hours.map((row) => row.leads) },
      ],
    };
  }, [answer]);

  return (
    <Card
      title="分时数据（北京时间）"
      className="stats-block day-hours"
      loading={!answer}
      extra={
        <Space>
          <StatsDayPicker date={date} onChange={setDate} />
          <Segmented<View>
            options={[
              { label: '图表', value: 'chart' },
              { label: '表格', value: 'table' },
            ]}
            value={view}
            onChange={setView}
          />
        </Space>
      }
    >
      {view === 'chart' ? (
        <TrendChart labels={chart.labels} series={chart.series} label={`${date} 分时趋势图`} />
      ) : (
        <Table
          rowKey="hour"
          size="small"
          dataSource={answer?.hours ?? []}
          pagination={false}
          columns={[
            {
              title: '时段',
              dataIndex: 'hour',
              render: (hour: number) => `${hourLabel(hour)}–${hourLabel(hour + 1)}`,
            },
            countColumn('浏览量', 'page_views'),
            countColumn('访客数', 'unique_visitors'),
            countColumn('点击', 'clicks'),
            countColumn('留资', 'leads'),
          ]}
        />
      )}
    </Card>
  );
}
