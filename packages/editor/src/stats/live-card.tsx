import { useMemo } from 'react';
import { Badge, Card, Space, Statistic, Typography } from 'antd';
import { formatStats } from './format-stats.ts';
import { LIVE_POLL_SECONDS, useLiveMinutes } from './use-live-minutes.ts';
import { TrendChart } from './trend-chart.tsx';

/** The page's last 60 minutes, minute by minute, updating by itself while the screen is open. */
export function LiveCard({ code }: { code: string }) {
  const { live, failed } = useLiveMinutes(code);

  const chart = useMemo(() => {
    const minutes = live?.minutes ?? [];
    return {
      labels: minutes.map((row) => formatStats.beijingClock(row.at).slice(0, 5)),
      series: [
        { name: '浏览量', data: minutes.map((row) => row.page_views) },
        { name: '访客数', data: minutes.map((row) => row.unique_visitors) },
        { name: '点击', data: minutes.map((row) => row.clicks) },
        { name: '留资', data: minutes.map((row) => row.leads) },
      ],
    };
  }, [live]);

  const totals = live
    ? [
        { title: '浏览量', value: live.totals.page_views },
        { title: '访客数', value: live.totals.unique_visitors },
        { title: '点击', value: live.totals.clicks },
        { title: '留资', value: live.totals.leads },
      ]
    : [];

  return (
    <Card
      title="近 60 分钟"
      className="stats-block live-minutes"
      loading={!live}
      extra={
        <Space size="middle">
          <Badge status="processing" text={`实时 · 每 ${LIVE_POLL_SECONDS} 秒更新`} />
          {live && (
            <Typography.Text type="secondary" className="live-minutes__updated">
              更新于 {formatStats.beijingClock(live.updated_at)}
            </Typography.Text>
          )}
          {failed && <Typography.Text type="danger">更新失败，稍后自动重试</Typography.Text>}
        </Space>
      }
    >
      <Space size="large" className="live-minutes__totals" aria-label="近 60 分钟合计">
        {totals.map((total) => (
          <Statistic key={total.title} title={total.title} value={formatStats.count(total.value)} />
        ))}
      </Space>
      <TrendChart
        labels={chart.labels}
        series={chart.series}
        height={240}
        label="近 60 分钟每分钟趋势图"
      />
    </Card>
  );
}
