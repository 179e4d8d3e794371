/** A simulated trade, as the trade calls answer it (`nickname` in the recent-trades call only). */
export interface SimTrade {
  id: number;
  code: string;
  name: string;
  side: 'buy' | 'sell';
  price_cents: number;
  quantity: number;
  trade_date: string;
  traded_at: string;
  nickname?: string;
}

/** What the simulated portfolio's performance call answers (every figure simulated). */
export interface SimPerformance {
  simulated: true;
  initial_cents: number;
  /** The portfolio's value at each trading day's close, from the day it opened. */
  points: { date: string; value_cents: number }[];
  /** The deepest fall from a high (a rate ≤ 0) and the days it ran between. */
  max_drawdown: { rate: number; peak_date: string | null; trough_date: string | null };
  /** What the portfolio holds at the last close, largest first; `share` of the whole value. */
  holdings: { code: string; name: string; value_cents: number; share: number }[];
  cash_cents: number;
  cash_share: number;
}
