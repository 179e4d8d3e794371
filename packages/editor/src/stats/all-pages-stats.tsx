import { useEffect, useState } from 'react';
import { Button, Table, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { PageStatsRow } from '../api/admin-api.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { formatStats } from './format-stats.ts';
import { PeriodPicker } from './period-picker.tsx';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { usePeriod } from './use-period.ts';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';

interface Props extends AdminScreenProps {
  onOpen: (code: string) => void;
}

type NumberKey =
  'page_views' | 'unique_visitors' | 'avg_stay_ms' | 'clicks' | 'leads' | 'conversion';

const figure = (title: string, key: NumberKey, format: (n: number) => string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  sorter: (a: PageStatsRow, b: PageStatsRow) => a[key] - b[key],
  sortDirections: ['descend' as const, 'ascend' as const],
  render: format,
});

/** Every page's figures for one period, sortable, so the best and worst campaigns stand out. */
export function AllPagesStats({ onOpen, onBack }: Props) {
  const period = usePeriod();
  const { range } = period;
  const [rows, setRows] = useState<PageStatsRow[] | null>(null);
  const fail = useAdminFailure();
  useEffect(() => {
    setRows(null);
    adminApi.allPagesStats(range).then(setRows, fail);
  }, [range, fail]);

  return (
    <AdminScreen
      onBack={onBack}
      className="stats-screen"
      title="全部页面数据"
      tools={<PeriodPicker {...period} />}
    >
      <Table<PageStatsRow>
        rowKey="code"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        showSorterTooltip={false}
        columns={[
          {
            title: '页面',
            dataIndex: 'title',
            render: (title: string, row) => (
              <span>
                <a onClick={() => onOpen(row.code)}>{title || '（无标题）'}</a>
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  {row.code}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: PageStatsRow['status']) => <StatusTag status={s} />,
          },
          {
            ...figure('浏览量', 'page_views', formatStats.count),
            defaultSortOrder: 'descend' as const,
          },
          figure('访客数', 'unique_visitors', formatStats.count),
          figure('平均停留', 'avg_stay_ms', formatStats.stay),
          figure('点击', 'clicks', formatStats.count),
          figure('留资', 'leads', formatStats.count),
          figure('转化率', 'conversion', formatStats.percent),
          {
            title: '',
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => onOpen(row.code)}>
                查看数据
              </Button>
            ),
          },
        ]}
      />
    </AdminScreen>
  );
}
