import { useEffect, useRef, useState } from 'react';

export interface TrendSeries {
  name: string;
  data: number[];
}

interface Props {
  labels: string[];
  series: TrendSeries[];
  height?: number;
  /** What the chart shows, for screen readers. */
  label?: string;
}

const COLOURS = ['#1677ff', '#13c2c2', '#fa8c16', '#eb2f96'];

/** Loads echarts (its core and the line chart only) when a chart first shows: builder only. */
const loadEcharts = () => import('./echarts-setup.ts');

/** A line chart of figures over days or hours. */
export function TrendChart({ labels, series, height = 300, label = '趋势图' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { setOption(o: unknown): void; dispose(): void; resize(): void } | null = null;
    let cancelled = false;
    const onResize = () => chart?.resize();
    loadEcharts().then(
      (echarts) => {
        if (cancelled || !box.current) return;
        chart = echarts.init(box.current, null, { renderer: 'svg' });
        chart.setOption({
          color: COLOURS,
          // Figures, not a show: the chart is complete the moment it appears.
          animation: false,
          tooltip: { trigger: 'axis' },
          legend: { top: 0 },
          grid: { left: 48, right: 24, top: 40, bottom: 32 },
          xAxis: { type: 'category', data: labels, boundaryGap: false },
          yAxis: { type: 'value', minInterval: 1 },
          series: series.map((s) => ({
            name: s.name,
            type: 'line',
            // Counts go straight from point to point: a smoothed curve would dip below zero
            // beside a lone burst, showing figures that never were.
            smooth: false,
            symbolSize: 6,
            data: s.data,
          })),
        });
        addEventListener('resize', onResize);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [labels, series]);
  if (failed)
    return <div className="stats-chart stats-chart--failed">图表加载失败，请刷新重试</div>;
  return <div ref={box} className="stats-chart" style={{ height }} role="img" aria-label={label} />;
}
