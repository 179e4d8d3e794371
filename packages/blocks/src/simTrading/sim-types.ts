import type { SimTrade } from '@h5-page/schema/answers/sim-trading';

/** Answers of the simulated trading calls (the fields the blocks read). */

export interface SimPosition {
  code: string;
  name: string;
  quantity: number;
  avg_cost_cents: number;
  price_cents: number;
  value_cents: number;
  profit_cents: number;
  profit_rate: number;
}

export interface SimPortfolio {
  nickname: string;
  initial_cents: number;
  cash_cents: number;
  market_value_cents: number;
  total_value_cents: number;
  total_return: number;
  as_of: string | null;
  positions: SimPosition[];
}

export interface SimQuote {
  code: string;
  name: string;
  price_cents: number;
  change_rate: number;
  trade_date: string;
}

export type { SimTrade };

export interface SimRankRow {
  rank: number;
  nickname: string;
  return_rate: number;
  end_value_cents: number;
  is_mine: boolean;
}

export interface SimLeaderboard {
  period: string;
  start_date: string | null;
  end_date: string | null;
  list: SimRankRow[];
  mine: SimRankRow | null;
}

export interface SimArticle {
  id: number;
  title: string;
  summary: string;
  author: string;
  published_at: string;
}
