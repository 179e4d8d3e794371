import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { HOLDOUT_SHARE, variantDisplayName, variantLabel } from '@h5-page/schema/variants';
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
import { allocationRuleText, shareText } from '../shared/allocation-text.ts';
import { experimentApi } from './experiment-api.ts';
import type { ExperimentReport, VariantFigures } from './experiment-api.ts';
import {
  clicksPerVisitorText,
  conversionText,
  differenceText,
  momentText,
  percentText,
  periodText,
  planText,
  pValueText,
  quickLeaveText,
  testText,
  weightText,
} from './experiment-format.ts';
import { IntervalBar } from './interval-bar.tsx';
import './experiment-screen.css';

interface Props extends PageScreenProps {
  onStats: () => void;
}

type Scope = 'whole' | 'period';

/** The relative lifts a plan may be read for, in per cent. */
const LIFTS = [10, 20, 30, 50];

/** A figure of the table over its 95 % interval, with a flag beside it. */
function Figure({
  value,
  interval,
  flag = null,
}: {
  value: string;
  interval: string;
  flag?: ReactNode;
}) {
  return (
    <div className="experiment-figure">
      <span className="experiment-figure__value">
        {value}
        {flag}
      </span>
      <Typography.Text type="secondary" className="experiment-figure__interval">
        {interval}
      </Typography.Text>
    </div>
  );
}

/**
 * A row of the table: a variant's figures, its place (方案 A is the control) and its display name
 * (`方案 B · 新人礼版`).
 */
interface Row extends VariantFigures {
  index: number;
  label: string;
}

type Allocation = NonNullable<ExperimentReport['allocation']>;

/** A variant of the automatic allocation, by its place in the live version. */
type AllocationRow = Allocation['variants'][number] & { label: string };

/**
 * 自动分配流量: where the live version sends its new visitors now, variant by variant, with the
 * chance behind each share and the rule that bounds it.
 */
function AllocationCard({ allocation }: { allocation: Allocation }) {
  const rows = allocation.variants.map<AllocationRow>((variant, index) => ({
    ...variant,
    label: variantDisplayName(variant, index),
  }));
  return (
    <Card
      className="experiment-screen__allocation"
      title="自动分配流量"
      extra={
        <Typography.Text type="secondary">
          {allocation.computed_at
            ? `更新于 ${momentText(allocation.computed_at)}`
            : '尚未计算：新访客暂时平均分配'}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary">
        {allocationRuleText(allocation)}。
      </Typography.Paragraph>
      <Table<AllocationRow>
        rowKey="key"
        size="small"
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: '方案',
            dataIndex: 'label',
            className: 'experiment-cell--nowrap',
            render: (label: string) => <strong>{label}</strong>,
          },
          {
            title: (
              <Tooltip title="含平均分配的留出访客">
                <span>占新访客</span>
              </Tooltip>
            ),
            dataIndex: 'share',
            align: 'right',
            render: (share: number) => percentText(share),
          },
          {
            title: (
              <Tooltip title="留出访客以外、按概率分配的访客中的占比">
                <span>占自动分配的访客</span>
              </Tooltip>
            ),
            dataIndex: 'weight',
            align: 'right',
            render: (weight: number) => percentText(weight),
          },
          {
            title: '为最优的概率',
            dataIndex: 'chance_best',
            align: 'right',
            render: (chance: number | null) =>
              chance === null ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                percentText(chance)
              ),
          },
        ]}
      />
    </Card>
  );
}

const count = (title: string, key: 'unique_visitors' | 'leads') => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  className: 'experiment-cell--nowrap',
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
  /** The analysis period read; null: the latest. */
  const [analysis, setAnalysis] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const range = scope === 'whole' ? null : period.range;

  useEffect(() => {
    adminApi.getPage(code).then(({ draft }) => setTitle(String(draft.title ?? '')), fail);
  }, [code, fail]);
  // The figures shown stay on the screen while the next ones load.
  useEffect(() => {
    let current = true;
    setLoading(true);
    experimentApi
      .report(code, range, lift, analysis)
      .then((next) => current && setReport(next), fail)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [code, range, lift, analysis, fail]);

  const rows = useMemo<Row[]>(
    () =>
      (report?.variants ?? []).map((v, index) => ({
        ...v,
        index,
        label: variantDisplayName(v, index),
      })),
    [report],
  );
  const winner = rows.find((row) => row.key === report?.winner) ?? null;
  const heldBack = rows.find((row) => row.key === report?.held_back) ?? null;
  const periods = report?.periods ?? [];
  const shownPeriod = periods.find((entry) => entry.number === report?.period) ?? null;
  const latest = periods.at(-1) ?? null;
  // What started the current period: its allocation when that changed, else the variants.
  const previous = periods.at(-2) ?? null;
  const changedWhat =
    latest && previous && previous.allocation !== latest.allocation
      ? '流量分配方式'
      : '方案或流量占比';
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
          className: 'experiment-cell--nowrap',
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
          className: 'experiment-cell--nowrap',
          align: 'right',
          render: (w: number) => weightText(w),
        },
        count('访客', 'unique_visitors'),
        {
          title: (
            <Tooltip title="每位访客的平均点击次数与 95% 区间">
              <span>点击/访客</span>
            </Tooltip>
          ),
          key: 'clicks',
          align: 'right',
          render: (_, row) => <Figure {...clicksPerVisitorText(row)} />,
        },
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
          title: (
            <span>
              与对照的差异
              <br />
              （95% 置信序列）
            </span>
          ),
          key: 'difference',
          className: 'experiment-cell--nowrap',
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
          title: (
            <Tooltip
              title={`护栏指标：停留不到 ${Math.round((report?.quick_leave_ms ?? 5000) / 1000)} 秒就离开的访客占比（有停留时长上报的访客中），与 95% 区间。某方案显著高于对照时，即使转化率胜出也不判定胜出`}
            >
              <span>{Math.round((report?.quick_leave_ms ?? 5000) / 1000)} 秒内离开（护栏）</span>
            </Tooltip>
          ),
          key: 'quick_leave',
          align: 'right',
          render: (_, row) => {
            const shown = quickLeaveText(row);
            if (!shown) return <Typography.Text type="secondary">—</Typography.Text>;
            return (
              <Figure
                {...shown}
                flag={row.quick_leave_worse ? <Tag color="red">显著变差</Tag> : null}
              />
            );
          },
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
          {periods.length > 1 && (
            <Select<number>
              aria-label="分析阶段"
              className="experiment-screen__periods"
              popupMatchSelectWidth={false}
              value={report?.period ?? undefined}
              onChange={(number) => setAnalysis(number === latest?.number ? null : number)}
              options={[...periods].reverse().map((entry) => ({
                value: entry.number,
                // By letter alone: one line of the picker holds up to four variants' weights, and
                // the table below names each variant in full.
                label: periodText(entry, variantLabel),
              }))}
            />
          )}
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
      ) : report.period === null ? (
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
          <Typography.Paragraph
            type="secondary"
            className="experiment-screen__meta"
            aria-busy={loading}
          >
            {report.from && report.to ? `统计区间：${report.from} 至 ${report.to}` : ''}
            {shownPeriod
              ? ` · 第 ${shownPeriod.number} 阶段（版本 v${shownPeriod.versions.join('、v')}）`
              : ''}
            {report.version !== null ? ` · 线上版本 v${report.version}` : ' · 实验已结束'}
            {` · 转化率 = 线索 ÷ 访客；检验方法：${testText(report.test)}`}
          </Typography.Paragraph>
          {shownPeriod && latest && periods.length > 1 && (
            <Alert
              className="experiment-screen__periods-note"
              type="info"
              showIcon
              title={
                shownPeriod === latest
                  ? `${changedWhat}在 ${momentText(latest.start)} 调整过：此前的数据分属前 ${periods.length - 1} 个阶段，单独分析，不与本阶段混合`
                  : `正在查看已结束的第 ${shownPeriod.number} 阶段：数据与结论只属于这一阶段的流量占比`
              }
              action={
                shownPeriod === latest ? undefined : (
                  <Button size="small" onClick={() => setAnalysis(null)}>
                    查看当前阶段
                  </Button>
                )
              }
            />
          )}
          <Alert
            className="experiment-screen__verdict"
            type={split?.mismatch ? 'error' : heldBack ? 'warning' : winner ? 'success' : 'info'}
            showIcon
            title={
              split?.mismatch
                ? '分流异常'
                : heldBack
                  ? `护栏指标阻止了${heldBack.label} 胜出`
                  : winner
                    ? `${winner.label} 胜出`
                    : '暂无胜出方案'
            }
            description={report.reason}
          />
          {report.holdout_only && (
            <Alert
              className="experiment-screen__holdout"
              type="info"
              showIcon
              title={`本阶段为自动分配：以下数据只统计平均分配的留出访客（占新访客 ${shareText(report.allocation?.holdout_share ?? HOLDOUT_SHARE)}）`}
            />
          )}
          <Card title="各方案数据">{table}</Card>
          {report.allocation && <AllocationCard allocation={report.allocation} />}
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
