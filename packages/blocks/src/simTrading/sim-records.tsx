import { API_PATHS } from '@h5-page/schema/constants';
import { SimLogin } from './sim-login.tsx';
import { yuan } from './sim-format.ts';
import type { SimTrade } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

/** The visitor's rebalancing records: every simulated buy and sell, newest first. */
export function SimRecords({ limit }: { limit: number }) {
  const { data, loading, needsLogin } = useGateway<{ list: SimTrade[] }>(
    API_PATHS.SIM_REBALANCING,
    { limit },
    true,
  );
  if (needsLogin) return <SimLogin text="登录后查看你的每一笔模拟调仓" />;
  const list = data?.list ?? [];
  if (list.length === 0)
    return <p className="h5-sim-empty">{loading ? '正在加载调仓记录…' : '还没有调仓记录'}</p>;
  return (
    <ul className="h5-sim-records" data-testid="sim-records">
      {list.map((trade) => (
        <li key={trade.id}>
          <em className={trade.side === 'buy' ? 'h5-sim-tag-buy' : 'h5-sim-tag-sell'}>
            {trade.side === 'buy' ? '买入' : '卖出'}
          </em>
          <span>
            {trade.name}
            <small>{trade.code}</small>
          </span>
          <span>
            {yuan(trade.price_cents)} × {trade.quantity}股
            <small>{trade.traded_at.slice(0, 16).replace('T', ' ')}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
