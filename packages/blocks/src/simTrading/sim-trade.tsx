import { useId, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useLoginDraft } from '../shared/use-login-draft.ts';
import { percent, trend, yuan } from './sim-format.ts';
import { portfolioChanged } from './sim-events.ts';
import type { SimQuote } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

/** Lots an order may hold (a lot is 100 shares). */
const MIN_LOTS = 1;
const MAX_LOTS = 1000;

/** The order buttons, in the order they stand. */
const SIDES = [
  ['buy', '模拟买入'],
  ['sell', '模拟卖出'],
] as const;

/** The order form: pick a name from the simulated quotes, a number of lots, buy or sell. */
export function SimTrade({ path }: { path: string }) {
  const runtime = useRuntime();
  const { data } = useGateway<{ stocks: SimQuote[] }>(API_PATHS.SIM_STOCKS, {}, false);
  // The order's stock and lots come back after a login (the draft keeps text: lots as digits).
  const draft = useLoginDraft(`${path}:trade`, { stock: '', lots: '1' });
  const code = draft.values.stock;
  const lotsId = useId();
  const lots = Math.max(MIN_LOTS, Number.parseInt(draft.values.lots, 10) || 1);
  const setCode = (stock: string) => draft.set('stock', stock);
  const setLots = (next: number | ((old: number) => number)) =>
    draft.set('lots', String(typeof next === 'function' ? next(lots) : next));
  const [busy, setBusy] = useState(false);
  const stocks = data?.stocks ?? [];
  const chosen = stocks.find((stock) => stock.code === code) ?? stocks[0];

  const order = async (side: 'buy' | 'sell') => {
    if (!runtime.auth.token()) {
      draft.login();
      return;
    }
    if (!chosen || busy) return;
    setBusy(true);
    try {
      const answer = await runtime.api.post(
        API_PATHS.SIM_ORDER,
        { code: chosen.code, side, quantity: lots * 100 },
        { needToken: true },
      );
      if (answer !== undefined) {
        draft.clear();
        runtime.toast(
          `模拟${side === 'buy' ? '买入' : '卖出'}成功：${chosen.name} ${lots * 100}股`,
        );
        portfolioChanged();
      }
    } catch {
      // The API client has shown the server's msg (余额不足, 持仓不足, …).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5-sim-trade">
      <ul className="h5-sim-quotes" role="listbox" aria-label="选择股票">
        {stocks.map((stock) => (
          <li
            key={stock.code}
            role="option"
            aria-selected={stock.code === chosen?.code}
            className={stock.code === chosen?.code ? 'h5-sim-chosen' : ''}
            onClick={() => setCode(stock.code)}
          >
            <span>
              {stock.name}
              <small>{stock.code}</small>
            </span>
            <strong>{yuan(stock.price_cents)}</strong>
            <em className={trend(stock.change_rate)}>{percent(stock.change_rate)}</em>
          </li>
        ))}
      </ul>
      <div className="h5-sim-order">
        <span>数量</span>
        <button
          type="button"
          aria-label="减少一手"
          aria-controls={lotsId}
          disabled={lots <= MIN_LOTS}
          onClick={() => setLots((n) => Math.max(MIN_LOTS, n - 1))}
        >
          −
        </button>
        <output id={lotsId} aria-label="委托数量">
          {lots * 100} 股
        </output>
        <button
          type="button"
          aria-label="增加一手"
          aria-controls={lotsId}
          disabled={lots >= MAX_LOTS}
          onClick={() => setLots((n) => Math.min(MAX_LOTS, n + 1))}
        >
          +
        </button>
      </div>
      {chosen ? (
        <p className="h5-sim-note">
          按模拟收盘价 {yuan(chosen.price_cents)} 元成交，预计金额{' '}
          {yuan(chosen.price_cents * lots * 100)} 元
        </p>
      ) : null}
      <div className="h5-sim-actions">
        {SIDES.map(([side, label]) => (
          <button
            key={side}
            type="button"
            className={`h5-sim-${side}`}
            disabled={busy || !chosen}
            onClick={() => void order(side)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
