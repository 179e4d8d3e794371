import { useCallback, useEffect, useState } from 'react';
import { App, DatePicker, Input, Space, Table, Tag, Typography } from 'antd';
import { levelText, tierText } from '@h5-page/schema/suitability';
import type { SuitabilityOutcome } from '@h5-page/schema/admin-api/suitability';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { AdminScreenProps } from '../shell/admin-screen-props.ts';
import { formatTime } from '../shared/format-time.ts';
import { suitabilityApi } from './suitability-api.ts';
import type { SuitabilityFilters, SuitabilityMatchInfo } from './suitability-api.ts';

const OUTCOMES: Record<SuitabilityOutcome, { label: string; color: string }> = {
  match: { label: '匹配', color: 'green' },
  mismatch: { label: '不匹配，已拒绝', color: 'red' },
  unassessed: { label: '未测评，已引导测评', color: 'orange' },
};

/** Whether the visitor went on: confirmed, and the order that confirmation allowed. */
function confirmation(match: SuitabilityMatchInfo): string {
  if (match.outcome !== 'match') return '—';
  if (!match.confirmed_at) return '未确认';
  const when = formatTime(match.confirmed_at);
  return match.order_pid ? `${when} 确认，订单 ${match.order_pid}` : `${when} 确认`;
}

/**
 * 适当性记录 (admins and reviewers): every check of a product's risk level against a visitor's
 * risk tier before a purchase, what the visitor read word for word, and whether they confirmed;
 * filtered by days, phone and product. Kept as business records, whatever becomes of the page.
 */
export function SuitabilityScreen({ onBack }: AdminScreenProps) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<SuitabilityFilters>({});
  const [matches, setMatches] = useState<SuitabilityMatchInfo[] | null>(null);

  const load = useCallback(
    (asked: SuitabilityFilters) => {
      setMatches(null);
      suitabilityApi.matches(asked).then(
        (answer) => setMatches(answer.matches),
        (error: unknown) => {
          setMatches([]);
          message.error(`读取适当性记录失败：${(error as Error).message}`);
        },
      );
    },
    [message],
  );
  useEffect(() => load(filters), [load, filters]);
  const setFilter = (change: SuitabilityFilters) => setFilters((old) => ({ ...old, ...change }));

  return (
    <AdminScreen onBack={onBack} title="适当性记录">
      <Typography.Paragraph type="secondary">
        依据《证券期货投资者适当性管理办法》，访客购买前核对产品风险等级与其风险承受能力等级，
        此处记录每次核对的结果、访客看到的全文及其确认，随业务记录长期保存。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="时间范围"
          placeholder={['开始日期', '结束日期']}
          onChange={(_, [from, to]) => setFilter({ from: from || undefined, to: to || undefined })}
        />
        <Input.Search
          aria-label="手机号"
          placeholder="手机号（11 位）"
          allowClear
          style={{ width: 200 }}
          onSearch={(value) => setFilter({ handset: value.trim() || undefined })}
        />
        <Input.Search
          aria-label="商品编号"
          placeholder="商品编号"
          allowClear
          style={{ width: 160 }}
          onSearch={(value) => setFilter({ shop_product_id: value.trim() || undefined })}
        />
      </Space>
      <Table<SuitabilityMatchInfo>
        rowKey="id"
        loading={matches === null}
        dataSource={matches ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        expandable={{
          expandedRowRender: (match) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              访客看到的内容：{match.shown_text}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          {
            title: '时间（北京时间）',
            key: 'at',
            width: 170,
            render: (_, match) => formatTime(match.at),
          },
          { title: '手机号', dataIndex: 'handset', width: 130 },
          {
            title: '产品',
            key: 'product',
            render: (_, match) => `${match.product_name}（${match.shop_product_id}）`,
          },
          {
            title: '产品风险等级',
            key: 'level',
            width: 130,
            render: (_, match) => levelText(match.risk_level),
          },
          {
            title: '风险承受能力',
            key: 'tier',
            width: 130,
            render: (_, match) => (match.tier ? tierText(match.tier) : '未测评'),
          },
          {
            title: '结果',
            key: 'outcome',
            width: 150,
            render: (_, match) => (
              <Tag color={OUTCOMES[match.outcome].color}>{OUTCOMES[match.outcome].label}</Tag>
            ),
          },
          { title: '访客确认', key: 'confirmed', render: (_, match) => confirmation(match) },
          {
            title: '页面',
            key: 'page',
            width: 180,
            ellipsis: { showTitle: true },
            render: (_, match) => match.page ?? '',
          },
        ]}
      />
    </AdminScreen>
  );
}
