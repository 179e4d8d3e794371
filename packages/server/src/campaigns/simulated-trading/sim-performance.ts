import type { SimPerformance } from '@h5-page/schema/answers/sim-trading';

/** A trade as the performance walk reads it (dates are China trading days, YYYY-MM-DD). */
export interface WalkTrade {
  code: string;
  side: 'buy' | 'sell';
  price_cents: number;
  quantity: number;
  trade_date: string;
}

/** One stored close. */
export interface WalkPrice {
  code: string;
  trade_date: string;
  close_cents: number;
}

export type Performance = SimPerformance;

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Walks the trading days from the day a portfolio opened: each day's trades change the cash and
 * the shares held, and the day's closes value them. Days are the ones prices are stored for;
 * a name without a close that day keeps its last one.
 */
export function portfolioPerformance(input: {
  initialCents: number;
  createdOn: string;
  trades: readonly WalkTrade[];
  prices: readonly WalkPrice[];
  names: ReadonlyMap<string, string>;
}): Performance {
  const { initialCents, createdOn, trades, names } = input;
  const prices = [...input.prices].sort((a, b) => a.trade_date.localeCompare(b.trade_date));
  const ordered = [...trades].sort((a, b) => a.trade_date.localeCompare(b.trade_date));
  const days = [...new Set(prices.map((price) => price.trade_date))];
  const lastDay = days.at(-1);
  // A portfolio opened after the last stored close is valued at that close.
  const shown = days.filter((day) => day >= createdOn);
  if (shown.length === 0 && lastDay) shown.push(lastDay);

  const close = new Map<string, number>();
  const held = new Map<string, number>();
  let cash = initialCents;
  let nextPrice = 0;
  let nextTrade = 0;
  const points: Performance['points'] = [];
  for (const day of shown) {
    for (; nextPrice < prices.length && prices[nextPrice]!.trade_date <= day; nextPrice++)
      close.set(prices[nextPrice]!.code, prices[nextPrice]!.close_cents);
    for (; nextTrade < ordered.length && ordered[nextTrade]!.trade_date <= day; nextTrade++) {
      const trade = ordered[nextTrade]!;
      const sign = trade.side === 'buy' ? 1 : -1;
      cash -= sign * trade.price_cents * trade.quantity;
      held.set(trade.code, (held.get(trade.code) ?? 0) + sign * trade.quantity);
    }
    let value = cash;
    for (const [code, quantity] of held) value += quantity * (close.get(code) ?? 0);
    points.push({ date: day, value_cents: value });
  }

  let peak: { date: string; value: number } | null = null;
  const drawdown: Performance['max_drawdown'] = { rate: 0, peak_date: null, trough_date: null };
  let deepestPeak: string | null = null;
  for (const point of points) {
    if (!peak || point.value_cents > peak.value)
      peak = { date: point.date, value: point.value_cents };
    const rate = peak.value > 0 ? (point.value_cents - peak.value) / peak.value : 0;
    if (rate < drawdown.rate) {
      drawdown.rate = rate;
      deepestPeak = peak.date;
      drawdown.trough_date = point.date;
    }
  }
  drawdown.peak_date = deepestPeak;
  drawdown.rate = round6(drawdown.rate);

  const total = points.at(-1)?.value_cents ?? initialCents;
  const holdings = [...held]
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => {
      const value = quantity * (close.get(code) ?? 0);
      return {
        code,
        name: names.get(code) ?? code,
        value_cents: value,
        share: round6(value / total),
      };
    })
    .sort((a, b) => b.value_cents - a.value_cents);
  return {
    simulated: true,
    initial_cents: initialCents,
    points,
    max_drawdown: drawdown,
    holdings,
    cash_cents: cash,
    cash_share: round6(total > 0 ? cash / total : 1),
  };
}
