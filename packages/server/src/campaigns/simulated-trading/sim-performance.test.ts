import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { portfolioPerformance } from './sim-performance.ts';
import type { WalkPrice, WalkTrade } from './sim-performance.ts';

const names = new Map([
  ['600519', '贵州茅台'],
  ['600036', '招商银行'],
]);
const price = (code: string, trade_date: string, close_cents: number): WalkPrice => ({
  code,
  trade_date,
  close_cents,
});

describe('a portfolio’s performance', () => {
  it('values each day at its closes after its trades, and finds the deepest fall', () => {
    const prices = [
      price('600519', '2026-11-02', 1000),
      price('600036', '2026-11-02', 500),
      price('600519', '2026-11-03', 1200),
      price('600036', '2026-11-03', 500),
      price('600519', '2026-11-04', 900),
      // No close for 600036 that day: it keeps the last one.
      price('600519', '2026-11-05', 1100),
      price('600036', '2026-11-05', 600),
    ];
    const trades: WalkTrade[] = [
      { code: '600519', side: 'buy', price_cents: 1000, quantity: 100, trade_date: '2026-11-02' },
      { code: '600036', side: 'buy', price_cents: 500, quantity: 200, trade_date: '2026-11-03' },
      { code: '600519', side: 'sell', price_cents: 900, quantity: 50, trade_date: '2026-11-04' },
    ];
    const result = portfolioPerformance({
      initialCents: 1_000_000,
      createdOn: '2026-11-02',
      trades,
      prices,
      names,
    });
    // Cash 1,000,000 → 900,000 → 800,000 → 845,000.
    expect(result.points).toEqual([
      { date: '2026-11-02', value_cents: 900_000 + 100 * 1000 },
      { date: '2026-11-03', value_cents: 800_000 + 100 * 1200 + 200 * 500 },
      { date: '2026-11-04', value_cents: 845_000 + 50 * 900 + 200 * 500 },
      { date: '2026-11-05', value_cents: 845_000 + 50 * 1100 + 200 * 600 },
    ]);
    expect(result.max_drawdown).toEqual({
      rate: Math.round(((990_000 - 1_020_000) / 1_020_000) * 1e6) / 1e6,
      peak_date: '2026-11-03',
      trough_date: '2026-11-04',
    });
    expect(result.holdings).toEqual([
      { code: '600036', name: '招商银行', value_cents: 120_000, share: 0.117647 },
      { code: '600519', name: '贵州茅台', value_cents: 55_000, share: 0.053922 },
    ]);
    expect(result.cash_cents).toBe(845_000);
  });

  it('a portfolio opened after the last close, without trades: one point at its cash, no fall', () => {
    const result = portfolioPerformance({
      initialCents: 100_000_000,
      createdOn: '2026-11-30',
      trades: [],
      prices: [price('600519', '2026-11-05', 1100)],
      names,
    });
    expect(result.points).toEqual([{ date: '2026-11-05', value_cents: 100_000_000 }]);
    expect(result.max_drawdown).toEqual({ rate: 0, peak_date: null, trough_date: null });
    expect(result.holdings).toEqual([]);
    expect(result.cash_share).toBe(1);
  });

  it('never reports a fall below -100% or above 0, and the shares with the cash make the whole', () => {
    const day = (n: number) => `2026-11-${String(n + 1).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 19 }),
        (closes, buyDay) => {
          const prices = closes.map((close, n) => price('600519', day(n), close));
          const on = Math.min(buyDay, closes.length - 1);
          const result = portfolioPerformance({
            initialCents: 10_000_000,
            createdOn: day(0),
            trades: [
              {
                code: '600519',
                side: 'buy',
                price_cents: closes[on]!,
                quantity: 100,
                trade_date: day(on),
              },
            ],
            prices,
            names,
          });
          expect(result.points).toHaveLength(closes.length);
          expect(result.max_drawdown.rate).toBeLessThanOrEqual(0);
          expect(result.max_drawdown.rate).toBeGreaterThanOrEqual(-1);
          const shares = result.holdings.reduce((sum, h) => sum + h.share, result.cash_share);
          expect(shares).toBeCloseTo(1, 4);
        },
      ),
    );
  });
});
