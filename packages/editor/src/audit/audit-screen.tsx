import { useCallback, useEffect, useState } from 'react';
import { App, Button, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import { AUDIT_ACTIONS, auditActionLabel } from '@h5-page/schema/audit-actions';
import { AdminScreen } from '../admin-screen.tsx';
import type { AdminScreenProps } from '../admin-screen-props.ts';
import { AdminApiError } from '../admin-api.ts';
import { formatTime } from '../format-time.ts';
import { AUDIT_SCREEN_LIMIT, auditApi } from './audit-api.ts';
import type { AuditEntryInfo, AuditFilters } from './audit-api.ts';

const actionOptions = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActionLabel(action),
}));

/** What an entry's detail says, in one line: `version: 3, starts_at: …`. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('，');
}

/**
 * 审计日志 (admins and reviewers): who did what to which page and when, oldest first, as the
 * server's append-only trail holds it; filtered by days, operator, page and action, and exported
 * as CSV (the export is itself recorded).
 */
export function AuditScreen({ onBack, onUnauthorized }: AdminScreenProps) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [entries, setEntries] = useState<AuditEntryInfo[] | null>(null);
  const [more, setMore] = useState(false);

  const load = useCallback(
    (asked: AuditFilters) => {
      setEntries(null);
      auditApi.entries(asked).then(
        (answer) => {
          setEntries(answer.entries);
          setMore(answer.next_after_seq !== null);
        },
        (error: unknown) => {
          if (error instanceof AdminApiError && error.status === 401) return onUnauthorized();
          setEntries([]);
          message.error(`读取审计日志失败：${(error as Error).message}`);
        },
      );
    },
    [message, onUnauthorized],
  );
  useEffect(() => load(filters), [load, filters]);

  const setFilter = (change: AuditFilters) => setFilters((old) => ({ ...old, ...change }));

  return (
    <AdminScreen
      onBack={onBack}
      title="审计日志"
      tools={
        <Button type="primary" href={auditApi.csvUrl(filters)}>
          导出 CSV
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="时间范围"
          placeholder={['开始日期', '结束日期']}
          onChange={(_, [from, to]) => setFilter({ from: from || undefined, to: to || undefined })}
        />
        <Input.Search
          aria-label="操作人"
          placeholder="操作人（用户名）"
          allowClear
          style={{ width: 180 }}
          onSearch={(value) => setFilter({ actor: value.trim() || undefined })}
        />
        <Input.Search
          aria-label="页面编码"
          placeholder="页面编码"
          allowClear
          style={{ width: 180 }}
          onSearch={(value) => setFilter({ page_code: value.trim() || undefined })}
        />
        <Select<string[]>
          aria-label="操作"
          mode="multiple"
          allowClear
          placeholder="操作"
          style={{ minWidth: 220 }}
          options={actionOptions}
          optionFilterProp="label"
          onChange={(actions) => setFilter({ action: actions.join(',') || undefined })}
        />
      </Space>
      {more ? (
        <Typography.Paragraph type="secondary">
          仅显示最早的 {AUDIT_SCREEN_LIMIT} 条，请缩小时间范围或增加筛选条件。
        </Typography.Paragraph>
      ) : null}
      <Table<AuditEntryInfo>
        rowKey="seq"
        loading={entries === null}
        dataSource={entries ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: string) => formatTime(at) },
          {
            title: '操作人',
            dataIndex: 'actor',
            width: 120,
            render: (actor: string | null) =>
              actor ?? <Typography.Text type="secondary">系统</Typography.Text>,
          },
          {
            title: '操作',
            dataIndex: 'action',
            width: 130,
            render: (action: string) => auditActionLabel(action),
          },
          {
            title: '页面',
            dataIndex: 'page_code',
            width: 140,
            render: (code: string | null) => code ?? '',
          },
          {
            title: '详情',
            dataIndex: 'detail',
            ellipsis: true,
            render: (detail: Record<string, unknown>) => detailText(detail),
          },
        ]}
      />
    </AdminScreen>
  );
}
