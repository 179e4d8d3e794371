import { useEffect, useState } from 'react';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { PageStatsRow } from '../api/admin-api.ts';
import { formatStats } from '../stats/format-stats.ts';
import { PeriodPicker } from '../stats/period-picker.tsx';
import { usePeriod } from '../stats/use-period.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';

/** The sign-up screens' entry for the lead forms' leads, beside the campaign tables. */
export const FORM_LEADS = 'form_leads';

/**
 * 表单线索: the leads of the pages' lead forms live with each page (its data screen lists them,
 * masked, with their export); here every page with leads in the period, most first, each opening
 * its list, so that all of a campaign's sign-ups are found from one screen.
 */
export function FormLeads({ onOpen }: { onOpen: (code: string) => void }) {
  const period = usePeriod();
  const { range } = period;
  const [rows, setRows] = useState<PageStatsRow[] | null>(null);
  const fail = useAdminFailure();
  useEffect(() => {
    setRows(null);
    adminApi
      .allPagesStats(range)
      .then(
        (pages) =>
          setRows(pages.filter((page) => page.leads > 0).sort((a, b) => b.leads - a.leads)),
        fail,
      );
  }, [range, fail]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <PeriodPicker {...period} />
        <Typography.Text type="secondary">
          线索表单收集的线索按页面保存；点“查看线索”打开该页面的线索列表与导出。
        </Typography.Text>
      </Space>
      <Table<PageStatsRow>
        rowKey="code"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="这段时间没有页面收到线索" /> }}
        columns={[
          {
            title: '页面',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space size={6}>
                <strong>{title}</strong>
                <Typography.Text type="secondary" code>
                  {row.code}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '线索',
            dataIndex: 'leads',
            align: 'right',
            render: (n: number) => formatStats.count(n),
          },
          {
            title: '转化率',
            dataIndex: 'conversion',
            align: 'right',
            render: (n: number) => formatStats.percent(n),
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, row) => (
              <Button size="small" onClick={() => onOpen(row.code)}>
                查看线索
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
