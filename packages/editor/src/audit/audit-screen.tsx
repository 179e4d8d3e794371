import { useCallback, useEffect, useState } from 'react';
import { App, Button, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import { AUDIT_ACTIONS, auditActionLabel } from '@h5-page/schema/audit-actions';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { formatTime } from '../shared/format-time.ts';
import { AUDIT_SCREEN_LIMIT, auditApi } from './audit-api.ts';
import type { AuditFilters } from './audit-api.ts';
import { auditRows } from './audit-rows.ts';
import type { AuditRow } from './audit-rows.ts';
import { auditDetailText } from './audit-text.ts';

const actionOptions = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActionLabel(action),
}));

const newestOf = (row: AuditRow) => row.entries[0]!;
const oldestOf = (row: AuditRow) => row.entries.at(-1)!;

/** When: one time, or a folded session's span (`2026-11-26 14:02–14:31`). */
function rowTime(row: AuditRow): string {
  const last = formatTime(newestOf(row).at);
  if (row.entries.length === 1) return last;
  const first = formatTime(oldestOf(row).at);
  // The same day is said once.
  return first.slice(0, 10) === last.slice(0, 10)
    ? `${first}–${last.slice(11)}`
    : `${first} – ${last}`;
}

function rowAction(row: AuditRow): string {
  const label = auditActionLabel(newestOf(row).action);
  return row.entries.length > 1 ? `${label} ×${row.entries.length}` : label;
}

/** A folded session names the revisions it saved, from the first to the last. */
function rowDetail(row: AuditRow): string {
  const newest = newestOf(row);
  if (row.entries.length === 1) return auditDetailText(newest.action, newest.detail);
  const from = oldestOf(row).detail.revision;
  const to = newest.detail.revision;
  return typeof from === 'number' && typeof to === 'number' ? `修订号：${from}–${to}` : '';
}

/**
 * 审计日志 (admins and reviewers): who did what to which page and when, newest first, each
 * editing session's autosaves of a page folded into one row (`auditRows`); filtered by days,
 * operator, page and action, and exported as CSV, every entry whole (the export is itself
 * recorded).
 */
export function AuditScreen({ onBack }: AdminScreenProps) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [more, setMore] = useState(false);

  const load = useCallback(
    (asked: AuditFilters) => {
      setRows(null);
      auditApi.entries(asked).then(
        (answer) => {
          setRows(auditRows(answer.entries));
          setMore(answer.next_before_seq !== null);
        },
        (error: unknown) => {
          setRows([]);
          message.error(`读取审计日志失败：${(error as Error).message}`);
        },
      );
    },
    [message],
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
          仅显示最近的 {AUDIT_SCREEN_LIMIT} 条，请缩小时间范围或增加筛选条件。
        </Typography.Paragraph>
      ) : null}
      <Table<AuditRow>
        rowKey="key"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: '时间（北京时间）', key: 'at', width: 200, render: (_, row) => rowTime(row) },
          {
            title: '操作人',
            key: 'actor',
            width: 120,
            render: (_, row) =>
              newestOf(row).actor ?? <Typography.Text type="secondary">系统</Typography.Text>,
          },
          { title: '操作', key: 'action', width: 150, render: (_, row) => rowAction(row) },
          {
            title: '页面',
            key: 'page_code',
            width: 140,
            render: (_, row) => newestOf(row).page_code ?? '',
          },
          {
            title: '详情',
            key: 'detail',
            ellipsis: { showTitle: true },
            render: (_, row) => rowDetail(row),
          },
        ]}
      />
    </AdminScreen>
  );
}
