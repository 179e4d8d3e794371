import { API_PATHS } from '@h5-page/schema/constants';
import { SimLogin } from './sim-login.tsx';
import { percent, trend, yuan } from './sim-format.ts';
import type { SimPortfolio } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

/** The visitor's simulated account: total, return, cash, market value, then each position. */
export function SimAccount() {
  const { data, loading, needsLogin } = useGateway<SimPortfolio>(API_PATHS.SIM_PORTFOLIO, {}, true);
  if (needsLogin) return <SimLogin text="登录后即可领取 100 万模拟资金，开始模拟交易" />;
  if (!data)
    return <p className="h5-sim-empty">{loading ? '正在加载模拟账户…' : '模拟账户暂时无法加载'}</p>;
  return (
    <div className="h5-sim-account">
      <div className="h5-sim-summary">
        <p className="h5-sim-label">模拟总资产（元）</p>
        <p className="h5-sim-total">{yuan(data.total_value_cents)}</p>
        <div className="h5-sim-grid">
          <p>
            <span>累计收益率</span>
            <strong className={trend(data.total_return)}>{percent(data.total_return)}</strong>
          </p>
          <p>
            <span>可用资金</span>
            <strong>{yuan(data.cash_cents)}</strong>
          </p>
          <p>
            <span>持仓市值</span>
            <strong>{yuan(data.market_value_cents)}</strong>
          </p>
        </div>
      </div>
      <h4 className="h5-sim-subtitle">我的持仓</h4>
      {data.positions.length === 0 ? (
        <p className="h5-sim-empty">暂无持仓，去下方模拟买入第一只股票吧</p>
      ) : (
        <table className="h5-sim-table" data-testid="sim-positions">
          <thead>
            <tr>
              <th>名称</th>
              <th>持仓/成本</th>
              <th>现价/市值</th>
              <th>浮动盈亏</th>
            </tr>
          </thead>
          <tbody>
            {data.positions.map((position) => (
              <tr key={position.code}>
                <td>
                  {position.name}
                  <small>{position.code}</small>
                </td>
                <td>
                  {position.quantity}股<small>{yuan(position.avg_cost_cents)}</small>
                </td>
                <td>
                  {yuan(position.price_cents)}
                  <small>{yuan(position.value_cents)}</small>
                </td>
                <td className={trend(position.profit_cents)}>
                  {yuan(position.profit_cents)}
                  <small>{percent(position.profit_rate)}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.as_of ? <p className="h5-sim-note">模拟行情截至 {data.as_of} 收盘，仅供练习</p> : null}
    </div>
  );
}
