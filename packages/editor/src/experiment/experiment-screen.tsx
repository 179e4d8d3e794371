import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Segmented,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { variantLabel } from '@h5-page/schema/variants';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { PageScreenProps } from '../shell/page-screen-props.ts';
import { adminApi } from '../api/admin-api.ts';
import { PageScreenButtons } from '../shell/page-screen-buttons.tsx';
import { PageScreenTitle } from '../shell/page-screen-title.tsx';
import { useCan } from '../shell/role-gate.tsx';
import { PeriodPicker } from '../stats/period-picker.tsx';
import { usePeriod } from '../stats/use-period.ts';
import { formatStats } from '../stats/format-stats.ts';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { experimentApi } from './experiment-api.ts';
import type { ExperimentReport, VariantFigures } from './experiment-api.ts';
import {
  conversionText,
  differenceText,
  planText,
  pValueText,
  testText,
} from './experiment-format.ts';
import { IntervalBar } from './interval-bar.tsx';
import './experiment-screen.css';

interface Props extends PageScreenProps {
  onStats: () => void;
}

type Scope = 'whole' | 'period';

/** The relative lifts a plan may be read for, in per cent. */
const LIFTS = [10, 20, 30, 50];

/** A row of the table: a variant's figures and its place (方案 A is the control). */
interface Row extends VariantFigures {
  index: number;
  label: string;
}

const count = (title: string, key: 'unique_visitors' | 'clicks' | 'leads') => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (n: number) => formatStats.count(n),
});

/**
 * 实验: an A/B test's figures per variant (visitors, clicks, leads, conversion with its 95 %
 * interval, p value against the control), the server's verdict, and 设为页面 for the variant to
 * keep (publishers and admins, as the server allows).
 */
export function ExperimentScreen({ code, onBack, onEdit, onStats }: Props) {
  const { modal } = App.useApp();
  const fail = useAdminFailure();
  const canPromote = useCan('publish');
  const period = usePeriod();
  const [scope, setScope] = useState<Scope>('whole');
  const [title, setTitle] = useState('');
  const [report, setReport] = useState<ExperimentReport | null>(null);
  const [promoted, setPromoted] = useState<string | null>(null);
  const [lift, setLift] = useState(20);
  const range = scope === 'whole' ? null : period.range;

  useEffect(() => {
    adminApi.getPage(code).then(({ draft }) => setTitle(String(draft.title ?? '')), fail);
  }, [code, fail]);
  useEffect(() => {
    setReport(null);
    experimentApi.report(code, range, lift).then(setReport, fail);
  }, [code, range, lift, fail]);

  const rows = useMemo<Row[]>(
    () => (report?.variants ?? []).map((v, index) => ({ ...v, index, label: variantLabel(index) })),
    [report],
  );
  const winner = rows.find((row) => row.key === report?.winner) ?? null;
  // One scale for every bar, a little past the highest interval, so the bars can be compared.
  const scale = Math.max(0.01, ...rows.map((row) => row.conversion_high)) * 1.1;
  const control = rows[0] ?? null;

  const promote = (row: Row) =>
    modal.confirm({
      title: `将${row.label} 设为页面？`,
      content: `页面草稿将只保留${row.label} 的内容，其他方案被移除（线上版本不变）。提交审核并发布后实验结束。`,
      okText: '设为页面',
      cancelText: '取消',
      onOk: async () => {
        try {
          await experimentApi.promote(code, row.key);
          setPromoted(row.label);
        } catch (error) {
          fail(error);
        }
      },
    });

  const split = report?.sample_ratio ?? null;
  const planCard = report ? (
    <Card
      className="experiment-screen__plan"
      title="样本量规划"
      extra={
        <Segmented<number>
          aria-label="要检测的相对提升"
          options={LIFTS.map((value) => ({ label: `+${value}%`, value }))}
          value={lift}
          onChange={setLift}
        />
      }
    >
      {report.plan ? (
        <Typography.Text>{planText(report.plan)}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">
          暂无可作基准的转化率：页面近 7 天有访客留资后即可估算所需样本量
        </Typography.Text>
      )}
    </Card>
  ) : null;

  const table = (
    <Table<Row>
      rowKey="key"
      dataSource={rows}
      pagination={false}
      rowClassName={(row) => (row === winner ? 'experiment-row--winner' : '')}
      columns={[
        {
          title: '方案',
          key: 'label',
          render: (_, row) => (
            <Space size={6}>
              <strong>{row.label}</strong>
              {row.index === 0 && <Tag>对照</Tag>}
              {row === winner && <Tag color="success">胜出</Tag>}
            </Space>
          ),
        },
        {
          title: '流量占比',
          dataIndex: 'weight',
          align: 'right',
          render: (w: number) => `${w}%`,
        },
        count('访客', 'unique_visitors'),
        count('点击', 'clicks'),
        count('线索', 'leads'),
        {
          title: (
            <span>
              转化率（95% 区间）
              <span className="experiment-screen__legend">
                <span className="experiment-screen__legend-swatch" />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  对照组区间
                </Typography.Text>
              </span>
            </span>
          ),
          key: 'conversion',
          width: 320,
          render: (_, row) => (
            <div className="experiment-conversion">
              <span className="experiment-conversion__text">{conversionText(row)}</span>
              <IntervalBar
                low={row.conversion_low}
                high={row.conversion_high}
                point={row.conversion}
                scale={scale}
                control={
                  control && row !== control
                    ? { low: control.conversion_low, high: control.conversion_high }
                    : null
                }
              />
            </div>
          ),
        },
        {
          title: '与对照的差异（95% 置信序列）',
          key: 'difference',
          align: 'right',
          render: (_, row) =>
            row.index === 0 ? (
              <Typography.Text type="secondary">对照</Typography.Text>
            ) : (
              differenceText(row)
            ),
        },
        {
          title: (
            <Tooltip title="序贯检验的 p 值：每天查看都有效，取实验以来各天中的最小值">
              <span>p 值</span>
            </Tooltip>
          ),
          dataIndex: 'p_value',
          align: 'right',
          render: (p: number | null, row) =>
            row.index === 0 ? (
              <Typography.Text type="secondary">对照</Typography.Text>
            ) : (
              <Space size={4}>
                {pValueText(p)}
                {row.significant && <Tag color="green">显著</Tag>}
              </Space>
            ),
        },
        {
          title: '操作',
          key: 'promote',
          render: (_, row) =>
            canPromote ? (
              <Button size="small" onClick={() => promote(row)}>
                设为页面
              </Button>
            ) : (
              <Tooltip title="只有发布员和管理员可以把方案设为页面">
                <span>
                  <Button size="small" disabled>
                    设为页面
                  </Button>
                </span>
              </Tooltip>
            ),
        },
      ]}
    />
  );

  return (
    <AdminScreen
      header={
        <PageScreenButtons onBack={onBack} onEdit={onEdit}>
          <Button onClick={onStats}>页面数据</Button>
        </PageScreenButtons>
      }
      className="experiment-screen"
      title={<PageScreenTitle code={code} title={title} what="A/B 实验" />}
      tools={
        <Space>
          <Segmented<Scope>
            aria-label="统计范围"
            options={[
              { label: '实验全程', value: 'whole' },
              { label: '按日期', value: 'period' },
            ]}
            value={scope}
            onChange={setScope}
          />
          {scope === 'period' && <PeriodPicker {...period} />}
        </Space>
      }
    >
      {promoted && (
        <Alert
          className="experiment-screen__verdict"
          type="success"
          showIcon
          title={`已将${promoted} 设为页面草稿，提交审核并发布后实验结束`}
          action={
            <Button type="primary" onClick={onEdit}>
              打开编辑器
            </Button>
          }
        />
      )}
      {!report ? (
        <Card loading />
      ) : !report.live ? (
        <>
          <Card>
            <Empty description="实验尚未发布：发布含多个方案的页面后开始统计">
              <Button type="primary" onClick={onEdit}>
                编辑页面
              </Button>
            </Empty>
          </Card>
          {planCard}
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="experiment-screen__meta">
            {report.from && report.to ? `统计区间：${report.from} 至 ${report.to}` : ''}
            {report.version !== null ? ` · 线上版本 v${report.version}` : ''}
            {` · 转化率 = 线索 ÷ 访客；检验方法：${testText(report.test)}`}
          </Typography.Paragraph>
          <Alert
            className="experiment-screen__verdict"
            type={split?.mismatch ? 'error' : winner ? 'success' : 'info'}
            showIcon
            title={split?.mismatch ? '分流异常' : winner ? `${winner.label} 胜出` : '暂无胜出方案'}
            description={report.reason}
          />
          <Card title="各方案数据">{table}</Card>
          {planCard}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            区间条：每个方案转化率的 95%
            置信区间，竖线为实测转化率；与对照组（虚线框）的区间重叠越多，差异越可能只是偶然。
          </Typography.Paragraph>
        </>
      )}
    </AdminScreen>
  );
}
