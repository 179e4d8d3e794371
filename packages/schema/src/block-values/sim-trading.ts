import { z } from 'zod';

/** What a simulated-trading block shows; one block, a marketer picks the view. */
export const SIM_TRADING_VIEWS = [
  'account',
  'trade',
  'rebalancing',
  'leaderboard',
  'articles',
  'article',
  'charts',
  'marquee',
  'competition',
  'stockHold',
] as const;

/**
 * Simulated trading (all figures simulated): `view` picks the account and positions, the order
 * form, the rebalancing records, the leaderboard (`period` it opens on), the strategy articles,
 * the one article its page's URL names (/simulateTrading/article/details/:id), the charts of the
 * visitor's portfolio (return curve, deepest fall, holdings),
 * the marquee of recent trades, the competition sign-up or the holdings check-up form; `title`
 * heads it; `limit` caps its lists.
 */
export const simTradingValueSchema = z.looseObject({
  view: z.enum(SIM_TRADING_VIEWS).default('account'),
  title: z.string().optional(),
  period: z.enum(['week', 'month', 'total']).default('week'),
  limit: z.number().int().min(1).max(50).default(10),
});
