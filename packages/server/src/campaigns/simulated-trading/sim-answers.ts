import type { PortfolioRow, PositionRow } from './sim-repository.ts';

/** Positions with their value and floating profit at the latest close. */
export function positionAnswers(positions: PositionRow[]) {
  return positions.map((position) => {
    const value = position.price_cents * position.quantity;
    const profit = value - position.cost_cents;
    return {
      code: position.code,
      name: position.name,
      quantity: position.quantity,
      avg_cost_cents: Math.round(position.cost_cents / position.quantity),
      price_cents: position.price_cents,
      value_cents: value,
      profit_cents: Math.round(profit),
      profit_rate: position.cost_cents > 0 ? round6(profit / position.cost_cents) : 0,
    };
  });
}

/** The portfolio summary the account view shows. */
export function portfolioAnswer(
  portfolio: PortfolioRow,
  positions: PositionRow[],
  asOf: string | null,
) {
  const held = positionAnswers(positions);
  const marketValue = held.reduce((sum, position) => sum + position.value_cents, 0);
  const total = portfolio.cash_cents + marketValue;
  return {
    nickname: portfolio.nickname,
    initial_cents: portfolio.initial_cents,
    cash_cents: portfolio.cash_cents,
    market_value_cents: marketValue,
    total_value_cents: total,
    total_return: round6((total - portfolio.initial_cents) / portfolio.initial_cents),
    created_on: portfolio.created_on,
    as_of: asOf,
    simulated: true,
    positions: held,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
