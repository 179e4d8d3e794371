import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { VISIT_ENVIRONMENT_LABELS } from '@h5-page/schema/visit-environment';
import type { VisitEnvironment } from '@h5-page/schema/visit-environment';
import { adminApi } from '../api/admin-api.ts';
import { blockLabel } from '../shared/block-label.ts';
import type { PageStats, PageStatsDetail } from '../api/admin-api.ts';
import { FigureCards } from './figure-cards.tsx';
import { formatStats } from './format-stats.ts';
import { LeadsCard } from './leads-card.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { useAdminFailure } from '../shared/use-admin-failure.ts';
import { usePeriod } from './use-period.ts';
import { StatsFunnel } from './stats-funnel.tsx';
import { TrendChart } from './trend-chart.tsx';
import { LiveCard } from './live-card.tsx';
import { DayHoursCard } from './day-hours-card.tsx';
import { AdminScreen } from '../shell/admin-screen.tsx';
import type { PageScreenProps } from '../shell/page-screen-props.ts';
import { PageScreenButtons } from '../shell/page-screen-buttons.tsx';
import { PageScreenTitle } from '../shell/page-screen-title.tsx';
import { useCan } from '../shell/role-gate.tsx';
import { channelsApi } from '../channels/channels-api.ts';
import { AbuseCard } from '../abuse/abuse-card.tsx';

interface Props extends PageScreenProps {
  onAllPages: () => void;
  /** The page's channel links (渠道); absent, no button. */
  onChannels?: () => void;
  /** Show the channels table for this cps_id only (opened from the 渠道 screen). */
  channel?: string | null;
}

const numberColumn = (title: string, key: string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (n: number) => formatStats.count(n),
});

/**
 * One page's figures for a period: cards, the last hour live, funnel, trend, one day hour by
 * hour, buttons, channels, leads.
 */
export function PageStats({ code, onBack, onEdit, onAllPages, onChannels, channel = null }: Props) {
  const period = usePeriod();
  const { range } = period;
  const [stats, setStats] = useState<PageStats | null>(null);
  const [detail, setDetail] = useState<PageStatsDetail | null>(null);
  const [title, setTitle] = useState('');
  const [onlyChannel, setOnlyChannel] = useState(channel);
  const [channelNames, setChannelNames] = useState<Map<string, string>>(new Map());
  const channelCard = useRef<HTMLDivElement>(null);
  const canPublish = useCan('publish');

  const fail = useAdminFailure();

  useEffect(() => {
    adminApi.getPage(code).then(({ draft }) => setTitle(String(draft.title ?? '')), fail);
    // Names are a courtesy beside the cps_id: a failure leaves the ids alone.
    channelsApi
      .list(code)
      .then((list) => setChannelNames(new Map(list.map((c) => [c.cps_id, c.name]))))
      .catch(() => undefined);
  }, [code, fail]);
  useEffect(() => setOnlyChannel(channel), [channel]);
  useEffect(() => {
    if (channel && detail) channelCard.current?.scrollIntoView?.({ block: 'center' });
  }, [channel, detail]);
  useEffect(() => {
    setStats(null);
    setDetail(null);
    adminApi.pageStats(code, range).then(setStats, fail);
    adminApi.pageStatsDetail(code, range).then(setDetail, fail);
  }, [code, range, fail]);

  const oneDay = range.from === range.to;
  const trend = useMemo(() => {
    if (oneDay) {
      const hours = detail?.by_hour ?? [];
      return {
        labels: hours.map((h) => `${String(h.hour).padStart(2, '0')}:00`),
        series: [
          { name: '浏览量', data: hours.map((h) => h.page_views) },
          { name: '访客数', data: hours.map((h) => h.unique_visitors) },
          { name: '点击', data: hours.map((h) => h.clicks) },
          { name: '留资', data: hours.map((h) => h.leads) },
        ],
      };
    }
    const days = stats?.by_day ?? [];
    return {
      labels: days.map((d) => d.date.slice(5)),
      series: [
        { name: '浏览量', data: days.map((d) => d.page_views) },
        { name: '访客数', data: days.map((d) => d.unique_visitors) },
        { name: '点击', data: days.map((d) => d.clicks) },
        { name: '留资', data: days.map((d) => d.leads) },
      ],
    };
  }, [oneDay, stats, detail]);

  return (
    <AdminScreen
      header={
        <PageScreenButtons onBack={onBack} onEdit={onEdit}>
          <Button onClick={onAllPages}>全部页面数据</Button>
          {onChannels && <Button onClick={onChannels}>渠道链接</Button>}
        </PageScreenButtons>
      }
      className="stats-screen"
      title={<PageScreenTitle code={code} title={title} what="数据" />}
      tools={<PeriodPicker {...period} />}
    >
      {stats ? (
        <FigureCards stats={stats} detail={detail} />
      ) : (
        <Card loading className="stats-cards-loading" />
      )}
      <LiveCard code={code} />
      <div className="stats-row">
        <Card title="转化漏斗" className="stats-row__narrow" loading={!detail}>
          {detail && <StatsFunnel funnel={detail.funnel} />}
        </Card>
        <Card
          title={oneDay ? `按小时（${range.from}）` : '按天趋势'}
          className="stats-row__wide"
          loading={oneDay ? !detail : !stats}
        >
          <TrendChart labels={trend.labels} series={trend.series} />
        </Card>
      </div>
      <DayHoursCard code={code} onError={fail} />
      <AbuseCard
        code={code}
        refused={stats ? (stats.refused ?? null) : null}
        canChange={canPublish}
      />
      <Card title="按钮点击" className="stats-block">
        <Table
          rowKey={(row) => `${row.position}|${row.block}|${row.text}`}
          size="small"
          loading={!detail}
          dataSource={detail?.buttons ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: '这段时间没有点击' }}
          columns={[
            {
              title: '位置',
              dataIndex: 'position',
              render: (p: string) => <span title={p}>{formatStats.position(p)}</span>,
            },
            {
              title: '组件',
              dataIndex: 'block',
              render: (b: string) => (b ? blockLabel(b) : '—'),
            },
            { title: '按钮文案', dataIndex: 'text', render: (t: string) => t || '—' },
            numberColumn('点击次数', 'clicks'),
            numberColumn('点击人数', 'visitors'),
          ]}
        />
      </Card>
      <div className="stats-row">
        <Card
          ref={channelCard}
          title="渠道（cps_id）"
          className="stats-row__half"
          extra={
            onlyChannel !== null && (
              <Tag closable onClose={() => setOnlyChannel(null)}>
                仅看 {channelNames.get(onlyChannel) ?? onlyChannel}
              </Tag>
            )
          }
        >
          <Table
            rowKey="cps_id"
            size="small"
            loading={!detail}
            dataSource={(detail?.channels ?? []).filter(
              (row) => onlyChannel === null || row.cps_id === onlyChannel,
            )}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            locale={{ emptyText: onlyChannel ? '这段时间该渠道没有访问' : '暂无数据' }}
            columns={[
              {
                title: '渠道',
                dataIndex: 'cps_id',
                render: (c: string) =>
                  c ? (
                    <span>
                      {channelNames.get(c) && `${channelNames.get(c)} `}
                      <Typography.Text type={channelNames.has(c) ? 'secondary' : undefined}>
                        {c}
                      </Typography.Text>
                    </span>
                  ) : (
                    <Typography.Text type="secondary">无渠道</Typography.Text>
                  ),
              },
              numberColumn('浏览量', 'page_views'),
              numberColumn('访客数', 'unique_visitors'),
              numberColumn('点击', 'clicks'),
              numberColumn('留资', 'leads'),
            ]}
          />
        </Card>
        <Card title="访问环境" className="stats-row__half">
          <Table
            rowKey="env"
            size="small"
            loading={!detail}
            dataSource={detail?.environments ?? []}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              {
                title: '环境',
                dataIndex: 'env',
                render: (e: string) => VISIT_ENVIRONMENT_LABELS[e as VisitEnvironment] ?? e,
              },
              numberColumn('浏览量', 'page_views'),
              numberColumn('访客数', 'unique_visitors'),
              numberColumn('点击', 'clicks'),
            ]}
          />
        </Card>
      </div>
      <LeadsCard code={code} range={range} wholePhones={canPublish} onError={fail} />
    </AdminScreen>
  );
}
