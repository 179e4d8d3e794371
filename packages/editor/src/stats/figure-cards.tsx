import { Card, Statistic } from 'antd';
import type { PageStats, PageStatsDetail } from '../api/admin-api.ts';
import { formatStats } from './format-stats.ts';

interface Props {
  stats: PageStats;
  detail: PageStatsDetail | null;
}

/** The period's headline figures, one card each. */
export function FigureCards({ stats, detail }: Props) {
  const cards: Array<{ title: string; value: string; hint?: string }> = [
    { title: '浏览量（PV）', value: formatStats.count(stats.page_views) },
    { title: '访客数（UV）', value: formatStats.count(stats.unique_visitors) },
    {
      title: '平均停留',
      value: formatStats.stay(stats.avg_stay_ms),
      hint: detail ? `中位数 ${formatStats.stay(detail.median_stay_ms)}` : undefined,
    },
    { title: '按钮点击', value: formatStats.count(stats.clicks) },
    { title: '分享', value: formatStats.count(stats.shares), hint: '在微信中分享给好友或朋友圈' },
    { title: '留资数', value: formatStats.count(stats.leads) },
    { title: '留资转化率', value: formatStats.percent(stats.conversion), hint: '留资数 ÷ 访客数' },
  ];
  return (
    <div className="stats-cards">
      {cards.map((card) => (
        <Card key={card.title} size="small" className="stats-card">
          <Statistic title={card.title} value={card.value} />
          <div className="stats-card__hint">{card.hint ?? '\u00a0'}</div>
        </Card>
      ))}
    </div>
  );
}
