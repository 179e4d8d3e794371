import { useEffect, useMemo, useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Input,
  Layout,
  Menu,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminApi } from '../api/admin-api.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import type { SignupFilters, SignupRow, SignupTableInfo } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { useCan } from '../shell/role-gate.tsx';
import { FORM_LEADS, FormLeads } from './form-leads.tsx';

interface Props extends AdminScreenProps {
  /** The table shown (`stock_hold`, …, or FORM_LEADS); the first one when absent. */
  name: string | null;
  onOpen: (name: string) => void;
  /** Opens a page's own leads (its data screen). */
  onPageLeads: (code: string) => void;
}

const PAGE_SIZE = 20;

function cellText(value: SignupRow[string], type: SignupTableInfo['columns'][number]['type']) {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'time') return formatTime(String(value));
  return String(value);
}

/**
 * The sign-up screens: each campaign table of visitors' entries (stock-hold applications,
 * open-day registrations, tour enrolments and comments, brokerage forms, …) as a table filtered
 * by date, campaign and text, with its CSV export; tour comments can be hidden from visitors.
 * Personal fields come masked; a publisher may show them whole, which the server records.
 */
export function SignupsScreen({ name, onOpen, onPageLeads, onBack }: Props) {
  const { message } = App.useApp();
  const [tables, setTables] = useState<SignupTableInfo[] | null>(null);
  const publisher = useCan('publish');
  const [filters, setFilters] = useState<SignupFilters>({});
  const [page, setPage] = useState(1);
  const [whole, setWhole] = useState(false);
  const [answer, setAnswer] = useState<{ total: number; rows: SignupRow[] } | null>(null);
  const [reload, setReload] = useState(0);

  const fail = useAdminFailure();

  useEffect(() => {
    adminApi.signupTables().then(setTables, fail);
  }, [fail]);

  const formLeads = name === FORM_LEADS;
  const table = useMemo(
    () => (formLeads ? null : (tables?.find((t) => t.name === name) ?? tables?.[0] ?? null)),
    [tables, name, formLeads],
  );

  // Another table starts unfiltered, on its first page, masked.
  useEffect(() => {
    setFilters({});
    setPage(1);
    setWhole(false);
  }, [table?.name]);

  useEffect(() => {
    if (!table) return;
    let current = true;
    setAnswer(null);
    adminApi.signups(table.name, filters, page, PAGE_SIZE, whole).then(
      (next) => current && setAnswer(next),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [table, filters, page, whole, reload, fail]);

  const setFilter = (next: SignupFilters) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };

  const setHidden = async (id: number, hidden: boolean) => {
    try {
      await adminApi.setCommentHidden(id, hidden);
      message.success(hidden ? '已隐藏，访客页面不再显示这条留言' : '已恢复显示');
      setReload((n) => n + 1);
    } catch (error) {
      fail(error);
    }
  };

  const columns: ColumnsType<SignupRow> = (table?.columns ?? [])
    .filter((column) => column.key !== 'hidden')
    .map((column) => ({
      key: column.key,
      title: column.personal ? (
        <Tooltip title={whole ? '完整信息（本次查看已记录）' : '已脱敏'}>{column.label}</Tooltip>
      ) : (
        column.label
      ),
      dataIndex: column.key,
      ellipsis: column.key === 'content' || column.key === 'holdings',
      render: (value: SignupRow[string]) => cellText(value, column.type),
    }));
  if (table?.moderated) {
    columns.push({
      key: 'moderation',
      title: '状态',
      width: 160,
      render: (_, row) => {
        const id = Number(row.id);
        return row.hidden ? (
          <Space>
            <Tag>已隐藏</Tag>
            <Button size="small" type="link" onClick={() => void setHidden(id, false)}>
              恢复显示
            </Button>
          </Space>
        ) : (
          <Space>
            <Tag color="green">显示中</Tag>
            <Popconfirm
              title="隐藏这条留言？"
              description="隐藏后访客页面立即不再显示，可随时恢复。"
              okText="隐藏"
              cancelText="取消"
              onConfirm={() => setHidden(id, true)}
            >
              <Button size="small" type="link" danger>
                隐藏
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    });
  }

  return (
    <AdminScreen
      onBack={onBack}
      sider={
        <Layout.Sider width={200} theme="light" className="signups-menu">
          <Menu
            mode="inline"
            selectedKeys={formLeads ? [FORM_LEADS] : table ? [table.name] : []}
            items={[
              ...(tables ?? []).map((t) => ({ key: t.name, label: t.label })),
              { key: FORM_LEADS, label: '表单线索' },
            ]}
            onClick={({ key }) => onOpen(key)}
          />
        </Layout.Sider>
      }
      className="signups-screen"
      title={
        <>
          {formLeads ? '表单线索' : (table?.label ?? '报名数据')}
          {table ? (
            <Typography.Text type="secondary" style={{ fontSize: 13, marginLeft: 8 }}>
              来自 {table.where}
            </Typography.Text>
          ) : null}
        </>
      }
      tools={
        formLeads ? null : (
          <Space>
            {publisher ? (
              <Tooltip title="显示完整的姓名、手机号和账号；每次查看都会记录">
                <Space size={4}>
                  <Switch size="small" checked={whole} onChange={setWhole} />
                  <span>完整信息</span>
                </Space>
              </Tooltip>
            ) : null}
            <Button
              type="primary"
              disabled={!table}
              href={table ? adminApi.signupsCsvUrl(table.name, filters) : undefined}
            >
              导出 CSV
            </Button>
          </Space>
        )
      }
    >
      {formLeads ? (
        <FormLeads onOpen={onPageLeads} />
      ) : (
        <>
          <Space wrap className="signups-filters">
            <DatePicker.RangePicker
              key={`dates-${table?.name ?? ''}`}
              placeholder={['开始日期', '结束日期']}
              onChange={(_, [from, to]) =>
                setFilter({ from: from || undefined, to: to || undefined })
              }
            />
            {table?.campaign ? (
              <Select
                key={`campaign-${table.name}`}
                allowClear
                style={{ minWidth: 220 }}
                placeholder={`全部${table.campaign.label}`}
                options={table.campaign.options}
                onChange={(value?: string) => setFilter({ campaign: value })}
              />
            ) : null}
            <Input.Search
              key={`q-${table?.name ?? ''}`}
              allowClear
              placeholder="搜索姓名、手机号或内容"
              style={{ width: 260 }}
              onSearch={(value) => setFilter({ q: value.trim() || undefined })}
            />
          </Space>
          <Table<SignupRow>
            rowKey={(row) => JSON.stringify(row)}
            size="middle"
            loading={answer === null}
            dataSource={answer?.rows ?? []}
            columns={columns}
            locale={{ emptyText: '暂无数据' }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: answer?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条`,
              onChange: setPage,
            }}
          />
        </>
      )}
    </AdminScreen>
  );
}
