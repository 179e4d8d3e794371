import { useEffect, useState } from 'react';
import { Button, Card, Table, Tag, Tooltip, Typography } from 'antd';
import { adminApi } from '../api/admin-api.ts';
import type { LeadItem, StatsPeriodRange } from '../api/admin-api.ts';
import { formatStats } from './format-stats.ts';

interface Props {
  code: string;
  range: StatsPeriodRange;
  /** Whether the export carries whole phone numbers (publishers and admins), which it says. */
  wholePhones: boolean;
  onError: (error: unknown) => void;
}

const PAGE_SIZE = 10;

/** In place of personal data erased by its retention period or at the visitor's request. */
function Erased() {
  return (
    <Tooltip title="保存期满或应访客要求，个人信息已删除；这条留资仍计入统计">
      <Tag>已删除</Tag>
    </Tooltip>
  );
}

/** The page's leads of the period, paged by the server, phones masked; CSV export. */
export function LeadsCard({ code, range, wholePhones, onError }: Props) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; leads: LeadItem[] } | null>(null);
  useEffect(() => setPage(1), [code, range]);
  useEffect(() => {
    setData(null);
    adminApi.leads(code, range, page, PAGE_SIZE).then(setData, onError);
  }, [code, range, page, onError]);
  return (
    <Card
      title={`留资名单（${data?.total ?? 0} 条）`}
      extra={
        <span>
          <Typography.Text type="secondary" style={{ marginRight: 12 }}>
            {wholePhones
              ? '导出含完整手机号，每次导出都会留档'
              : '编辑者导出的手机号已脱敏，每次导出都会留档'}
          </Typography.Text>
          <Button href={adminApi.leadsCsvUrl(code, range)} disabled={!data || data.total === 0}>
            导出 CSV
          </Button>
        </span>
      }
    >
      <Table<LeadItem>
        rowKey="id"
        size="small"
        loading={data === null}
        dataSource={data?.leads ?? []}
        locale={{ emptyText: '这段时间还没有留资' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            title: '提交时间（北京时间）',
            dataIndex: 'created_at',
            render: (v: string) => formatStats.beijingTime(v),
          },
          {
            title: '手机号',
            dataIndex: 'phone',
            render: (v: string | null, lead: LeadItem) => (lead.erased ? <Erased /> : v),
          },
          {
            title: '姓名',
            dataIndex: 'name',
            render: (v: string | null, lead: LeadItem) => (lead.erased ? <Erased /> : v),
          },
          { title: '渠道', dataIndex: 'cps_id', render: (v: string) => v || '—' },
          { title: '地址', dataIndex: 'address', render: (v: string) => v || '—' },
          {
            // The answers to the fields the marketer added to the lead form.
            title: '表单补充信息',
            dataIndex: 'extra',
            render: (answers: LeadItem['extra']) =>
              answers && answers.length > 0 ? (
                <div className="lead-answers">
                  {answers.map((answer) => (
                    <div key={answer.label}>
                      {answer.label}：{answer.value}
                    </div>
                  ))}
                </div>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
