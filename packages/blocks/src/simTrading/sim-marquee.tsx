import { API_PATHS } from '@h5-page/schema/constants';
import { yuan } from './sim-format.ts';
import type { SimTrade } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

// Two ideographic spaces between items, and between the two copies the loop scrolls through.
const GAP = '\u3000\u3000';

/** The latest simulated trades of every player, scrolling by as a ticker. */
export function SimMarquee({ limit }: { limit: number }) {
  const { data } = useGateway<{ list: SimTrade[] }>(API_PATHS.SIM_RECENT_TRADES, { limit }, false);
  const list = data?.list ?? [];
  const line = list
    .map(
      (trade) =>
        `${trade.nickname ?? '牛友'} ${trade.side === 'buy' ? '买入' : '卖出'} ${trade.name} ${trade.quantity}股 @${yuan(trade.price_cents)}`,
    )
    .join(GAP);
  return (
    <div className="h5-sim-marquee" aria-live="off">
      <span className="h5-sim-marquee-badge">实时播报</span>
      <div className="h5-sim-marquee-window">
        {line ? (
          <p
            className="h5-sim-marquee-track"
            style={{ animationDuration: `${Math.max(12, line.length / 3)}s` }}
          >
            {`${line}${GAP}${line}`}
          </p>
        ) : (
          <p>正在获取最新模拟成交…</p>
        )}
      </div>
    </div>
  );
}
