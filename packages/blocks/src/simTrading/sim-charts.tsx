import type { SimPerformance } from '@h5-page/schema/answers/sim-trading';
import { API_PATHS } from '@h5-page/schema/constants';
import { SimLogin } from './sim-login.tsx';
import { percent, trend, yuan } from './sim-format.ts';
import { useGateway } from './use-gateway.ts';

const WIDTH = 690;
const HEIGHT = 240;
const PAD = { top: 28, right: 12, bottom: 48, left: 12 };
const PALETTE = ['#cf2b24', '#f08a24', '#3a7bd5', '#16a085', '#8e44ad', '#935a0c'];
const CASH_COLOUR = '#c3c8d1';

/** Points of a series across the chart's inner box, `low`..`high` mapped bottom to top. */
function path(values: readonly number[], low: number, high: number): string {
  const span = high - low || 1;
  const step = values.length > 1 ? (WIDTH - PAD.left - PAD.right) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = PAD.left + index * step;
      const y = PAD.top + ((high - value) / span) * (HEIGHT - PAD.top - PAD.bottom);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** The fall from the running high at each point (≤ 0). */
export function drawdowns(values: readonly number[]): number[] {
  let peak = -Infinity;
  return values.map((value) => {
    peak = Math.max(peak, value);
    return peak > 0 ? value / peak - 1 : 0;
  });
}

function Axis({ from, to }: { from: string; to: string }) {
  return (
    <>
      <text x={PAD.left} y={HEIGHT - 6} className="h5-sim-chart-axis">
        {from}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="h5-sim-chart-axis">
        {to}
      </text>
    </>
  );
}

function ReturnCurve({ data }: { data: SimPerformance }) {
  const rates = data.points.map((point) => point.value_cents / data.initial_cents - 1);
  const low = Math.min(0, ...rates);
  const high = Math.max(0, ...rates);
  const line = path(rates, low, high);
  const zero = path([0, 0], low, high);
  const last = rates.at(-1) ?? 0;
  const first = data.points[0]!.date;
  const end = data.points.at(-1)!.date;
  return (
    <figure className="h5-sim-chart">
      <figcaption>
        收益曲线 <strong className={trend(last)}>{percent(last)}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`收益曲线：${first} 至 ${end}，累计收益率 ${percent(last)}，最高 ${percent(high)}，最低 ${percent(low)}（模拟）`}
      >
        <path d={zero} className="h5-sim-chart-zero" />
        <path d={line} className={`h5-sim-chart-line ${last < 0 ? 'h5-sim-chart-fall' : ''}`} />
        <text x={WIDTH - PAD.right} y={PAD.top - 6} textAnchor="end" className="h5-sim-chart-axis">
          {percent(high)}
        </text>
        <LowLabel low={low} />
        <Axis from={first} to={end} />
      </svg>
    </figure>
  );
}

/** A chart's lowest value, at its bottom right. */
function LowLabel({ low }: { low: number }) {
  return (
    <text
      x={WIDTH - PAD.right}
      y={HEIGHT - PAD.bottom - 4}
      textAnchor="end"
      className="h5-sim-chart-axis"
    >
      {percent(low)}
    </text>
  );
}

function DrawdownChart({ data }: { data: SimPerformance }) {
  const falls = drawdowns(data.points.map((point) => point.value_cents));
  const low = Math.min(...falls, -0.01);
  const area = `${path(falls, low, 0)} L${WIDTH - PAD.right},${PAD.top} L${PAD.left},${PAD.top} Z`;
  const { rate, peak_date: peak, trough_date: trough } = data.max_drawdown;
  const span = peak && trough ? `${peak} 至 ${trough}` : '暂无回撤';
  return (
    <figure className="h5-sim-chart">
      <figcaption>
        最大回撤 <strong className={trend(rate)}>{percent(rate)}</strong>
        <small>{span}</small>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`最大回撤 ${percent(rate)}（${span}，模拟）；图中为每日相对此前最高点的回落`}
      >
        <path d={area} className="h5-sim-chart-underwater" />
        <LowLabel low={low} />
        <Axis from={data.points[0]!.date} to={data.points.at(-1)!.date} />
      </svg>
    </figure>
  );
}

function Distribution({ data }: { data: SimPerformance }) {
  const parts = [
    ...data.holdings.map((holding, index) => ({
      key: holding.code,
      name: holding.name,
      share: holding.share,
      value: holding.value_cents,
      colour: PALETTE[index % PALETTE.length]!,
    })),
    {
      key: 'cash',
      name: '现金',
      share: data.cash_share,
      value: data.cash_cents,
      colour: CASH_COLOUR,
    },
  ].filter((part) => part.share > 0);
  let x = 0;
  return (
    <figure className="h5-sim-chart">
      <figcaption>持仓分布</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} 40`}
        role="img"
        aria-label={`持仓分布（模拟）：${parts.map((part) => `${part.name} ${(part.share * 100).toFixed(1)}%`).join('，')}`}
      >
        {parts.map((part) => {
          const width = part.share * WIDTH;
          const rect = (
            <rect key={part.key} x={x} y={0} width={width} height={40} fill={part.colour} />
          );
          x += width;
          return rect;
        })}
      </svg>
      <ul className="h5-sim-legend" aria-hidden="true">
        {parts.map((part) => (
          <li key={part.key}>
            <i style={{ background: part.colour }} />
            <span>{part.name}</span>
            <strong>{(part.share * 100).toFixed(1)}%</strong>
            <small>{yuan(part.value)}</small>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The visitor's portfolio drawn: the return curve, the deepest fall and the holdings. */
export function SimCharts() {
  const { data, loading, needsLogin } = useGateway<SimPerformance>(
    API_PATHS.SIM_PERFORMANCE,
    {},
    true,
  );
  if (needsLogin) return <SimLogin text="登录后查看你的收益曲线、最大回撤与持仓分布" />;
  if (!data || data.points.length === 0)
    return <p className="h5-sim-empty">{loading ? '正在加载组合表现…' : '组合表现暂时无法加载'}</p>;
  const total = data.points.at(-1)!.value_cents;
  return (
    <div className="h5-sim-charts" data-testid="sim-charts">
      <div className="h5-sim-summary">
        <p className="h5-sim-label">模拟总资产（元）</p>
        <p className="h5-sim-total">{yuan(total)}</p>
      </div>
      {data.points.length > 1 ? (
        <>
          <ReturnCurve data={data} />
          <DrawdownChart data={data} />
        </>
      ) : (
        <p className="h5-sim-empty">组合刚刚开立，收盘后这里会画出每日的收益曲线与回撤</p>
      )}
      <Distribution data={data} />
    </div>
  );
}
