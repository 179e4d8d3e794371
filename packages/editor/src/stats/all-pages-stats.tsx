import { useCallback, useEffect, useState } from 'react';
import { App, Button, Layout, Table, Typography } from 'antd';
import { adminApi, AdminApiError } from '../admin-api.ts';
import type { PageStatsRow, StatsPeriodRange } from '../admin-api.ts';
import { StatusTag } from '../status-tag.tsx';
import { formatStats } from './format-stats.ts';
import { PeriodPicker } from './period-picker.tsx';
import { presetRange } from './period.ts';
import type { PeriodKind } from './period.ts';

interface Props {
  onOpen: (code: string) => void;
  onBack: () => void;
  onUnauthorized: () => void;
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
export function AllPagesStats({ onOpen, onBack, onUnauthorized }: Props) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<PeriodKind>('7d');
  const [range, setRange] = useState<StatsPeriodRange>(() => presetRange('7d'));
  const [rows, setRows] = useState<PageStatsRow[] | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) onUnauthorized();
      else message.error((error as Error).message);
    },
    [message, onUnauthorized],
  );
  useEffect(() => {
    setRows(null);
    adminApi.allPagesStats(range).then(setRows, fail);
  }, [range, fail]);

  return (
    <Layout className="admin-layout">
      <Layout.Header className="admin-header">
        <span className="admin-header__brand">落地页搭建</span>
        <Button onClick={onBack}>返回页面列表</Button>
      </Layout.Header>
      <Layout.Content className="admin-content stats-screen">
        <div className="page-list__toolbar">
          <Typography.Title level={4} style={{ margin: 0 }}>
            全部页面数据
          </Typography.Title>
          <PeriodPicker
            kind={kind}
            range={range}
            onChange={(k, r) => {
              setKind(k);
              setRange(r);
            }}
          />
        </div>
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
      </Layout.Content>
    </Layout>
  );
}
