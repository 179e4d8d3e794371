import { sql } from 'drizzle-orm';
import type { SimTrade } from '@h5-page/schema/answers/sim-trading';
import type { Db } from '../../store/open-database.ts';
import { AppError } from '../../errors.ts';
import { leaderboard } from './leaderboard-query.ts';
import type { Leaderboard, LeaderboardPeriod } from './leaderboard-query.ts';
import { portfolioPerformance } from './sim-performance.ts';
import type { Performance, WalkPrice, WalkTrade } from './sim-performance.ts';
import { sqlRows } from '../../store/sql-rows.ts';

/** Virtual cash every new portfolio starts with: 1,000,000 yuan. */
export const INITIAL_CASH_CENTS = 100_000_000;

export interface StockQuote {
  code: string;
  name: string;
  price_cents: number;
  previous_cents: number | null;
  trade_date: string;
}

export interface PortfolioRow {
  id: number;
  softuser_id: number;
  nickname: string;
  initial_cents: number;
  cash_cents: number;
  created_on: string;
}

export interface PositionRow {
  code: string;
  name: string;
  quantity: number;
  cost_cents: number;
  price_cents: number;
}

export type TradeRow = Omit<SimTrade, 'nickname'>;

export type RecentTradeRow = Required<SimTrade>;

export interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  author: string;
  published_at: string;
}

export interface NewOrder {
  softuserId: number;
  code: string;
  side: 'buy' | 'sell';
  quantity: number;
}

const TRADE_COLUMNS = sql`t.id::int AS id, t.code, s.name, t.side, t.price_cents::int AS price_cents,
  t.quantity::int AS quantity, to_char(t.trade_date, 'YYYY-MM-DD') AS trade_date,
  to_char(t.traded_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD"T"HH24:MI:SS+08:00') AS traded_at`;

const PORTFOLIO_COLUMNS = sql`id::int AS id, softuser_id::int AS softuser_id, nickname,
  initial_cents::float8 AS initial_cents, cash_cents::float8 AS cash_cents,
  to_char(created_on, 'YYYY-MM-DD') AS created_on`;

/** The default name a portfolio shows on the leaderboard: never the user's phone number. */
export function defaultNickname(softuserId: number): string {
  return `牛友${String(softuserId % 10_000).padStart(4, '0')}`;
}

/**
 * Simulated trading: quotes from the stored price history, one portfolio per user, orders filled
 * at the latest stored close, the rebalancing records, the strategy's articles, competition
 * entries and holdings check-up requests.
 */
export function createSimTradingRepository(db: Db) {
  const quotes = async (code?: string): Promise<StockQuote[]> =>
    sqlRows<StockQuote>(
      db,
      sql`
      WITH latest AS (
        SELECT code, close_cents, trade_date,
               lag(close_cents) OVER (PARTITION BY code ORDER BY trade_date) AS previous,
               row_number() OVER (PARTITION BY code ORDER BY trade_date DESC) AS nth
        FROM sim_prices ${code ? sql`WHERE code = ${code}` : sql``}
      )
      SELECT s.code, s.name, l.close_cents::int AS price_cents, l.previous::int AS previous_cents,
             to_char(l.trade_date, 'YYYY-MM-DD') AS trade_date
      FROM sim_stocks s JOIN latest l ON l.code = s.code AND l.nth = 1
      ORDER BY s.sort, s.code`,
    );

  const portfolioOf = async (target: Db, softuserId: number, lock = false) => {
    const [row] = await sqlRows<PortfolioRow>(
      target,
      sql`SELECT ${PORTFOLIO_COLUMNS} FROM sim_portfolios WHERE softuser_id = ${softuserId}
          ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return row ?? null;
  };

  return {
    quotes,

    async portfolio(softuserId: number): Promise<PortfolioRow | null> {
      return portfolioOf(db, softuserId);
    },

    /** The user's portfolio, opened with the initial virtual cash on first use (once per user). */
    async openPortfolio(
      softuserId: number,
      nickname?: string,
      target: Db = db,
    ): Promise<PortfolioRow> {
      await target.execute(sql`
        INSERT INTO sim_portfolios (softuser_id, nickname, initial_cents, cash_cents, created_on)
        VALUES (${softuserId}, ${nickname ?? defaultNickname(softuserId)}, ${INITIAL_CASH_CENTS},
                ${INITIAL_CASH_CENTS}, coalesce((SELECT max(trade_date) FROM sim_prices), current_date))
        ON CONFLICT (softuser_id) DO NOTHING`);
      const row = await portfolioOf(target, softuserId);
      if (!row) throw new Error('portfolio insert left no row');
      return row;
    },

    async positions(portfolioId: number): Promise<PositionRow[]> {
      return sqlRows<PositionRow>(
        db,
        sql`
        WITH latest AS (
          SELECT code, close_cents,
                 row_number() OVER (PARTITION BY code ORDER BY trade_date DESC) AS nth
          FROM sim_prices
        )
        SELECT p.code, s.name, p.quantity::int AS quantity, p.cost_cents::float8 AS cost_cents,
               l.close_cents::int AS price_cents
        FROM sim_positions p
        JOIN sim_stocks s ON s.code = p.code
        JOIN latest l ON l.code = p.code AND l.nth = 1
        WHERE p.portfolio_id = ${portfolioId}
        ORDER BY s.sort, p.code`,
      );
    },

    /**
     * Fills an order at the latest close, in one transaction with the portfolio row locked, so
     * concurrent orders of one user never spend the same cash or sell the same shares twice.
     */
    async placeOrder(order: NewOrder): Promise<TradeRow> {
      const [quote] = await quotes(order.code);
      if (!quote) throw new AppError('SIM_STOCK_NOT_FOUND');
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await this.openPortfolio(order.softuserId, undefined, tx);
        const portfolio = await portfolioOf(tx, order.softuserId, true);
        if (!portfolio) throw new Error('portfolio vanished');
        const amount = quote.price_cents * order.quantity;
        if (order.side === 'buy') {
          if (portfolio.cash_cents < amount) throw new AppError('SIM_CASH_SHORT');
          await tx.execute(sql`UPDATE sim_portfolios SET cash_cents = cash_cents - ${amount}
                               WHERE id = ${portfolio.id}`);
          await tx.execute(sql`
            INSERT INTO sim_positions (portfolio_id, code, quantity, cost_cents)
            VALUES (${portfolio.id}, ${order.code}, ${order.quantity}, ${amount})
            ON CONFLICT (portfolio_id, code) DO UPDATE
              SET quantity = sim_positions.quantity + EXCLUDED.quantity,
                  cost_cents = sim_positions.cost_cents + EXCLUDED.cost_cents`);
        } else {
          const [held] = await sqlRows<{ quantity: number; cost_cents: number }>(
            tx,
            sql`SELECT quantity::int AS quantity, cost_cents::float8 AS cost_cents FROM sim_positions
                WHERE portfolio_id = ${portfolio.id} AND code = ${order.code}`,
          );
          if (!held || held.quantity < order.quantity) throw new AppError('SIM_SHARES_SHORT');
          const left = held.quantity - order.quantity;
          if (left === 0) {
            await tx.execute(sql`DELETE FROM sim_positions
                                 WHERE portfolio_id = ${portfolio.id} AND code = ${order.code}`);
          } else {
            // The cost of the shares still held, in proportion.
            const cost = Math.round((held.cost_cents * left) / held.quantity);
            await tx.execute(sql`UPDATE sim_positions SET quantity = ${left}, cost_cents = ${cost}
                                 WHERE portfolio_id = ${portfolio.id} AND code = ${order.code}`);
          }
          await tx.execute(sql`UPDATE sim_portfolios SET cash_cents = cash_cents + ${amount}
                               WHERE id = ${portfolio.id}`);
        }
        const [trade] = await sqlRows<{ id: number }>(
          tx,
          sql`INSERT INTO sim_trades (portfolio_id, code, side, price_cents, quantity, trade_date)
              VALUES (${portfolio.id}, ${order.code}, ${order.side}, ${quote.price_cents},
                      ${order.quantity}, ${quote.trade_date}::date)
              RETURNING id::int AS id`,
        );
        const [row] = await sqlRows<TradeRow>(
          tx,
          sql`SELECT ${TRADE_COLUMNS} FROM sim_trades t JOIN sim_stocks s ON s.code = t.code
              WHERE t.id = ${trade?.id ?? 0}`,
        );
        if (!row) throw new Error('trade insert left no row');
        return row;
      });
    },

    async trades(portfolioId: number, limit: number): Promise<TradeRow[]> {
      return sqlRows<TradeRow>(
        db,
        sql`SELECT ${TRADE_COLUMNS} FROM sim_trades t JOIN sim_stocks s ON s.code = t.code
            WHERE t.portfolio_id = ${portfolioId} ORDER BY t.traded_at DESC, t.id DESC LIMIT ${limit}`,
      );
    },

    async recentTrades(limit: number): Promise<RecentTradeRow[]> {
      return sqlRows<RecentTradeRow>(
        db,
        sql`SELECT ${TRADE_COLUMNS}, p.nickname FROM sim_trades t
            JOIN sim_stocks s ON s.code = t.code JOIN sim_portfolios p ON p.id = t.portfolio_id
            ORDER BY t.traded_at DESC, t.id DESC LIMIT ${limit}`,
      );
    },

    /** A portfolio's value day by day, its deepest fall and what it holds (see `portfolioPerformance`). */
    async performance(portfolio: PortfolioRow): Promise<Performance> {
      const trades = await sqlRows<WalkTrade>(
        db,
        sql`SELECT code, side, price_cents::int AS price_cents, quantity::int AS quantity,
                   to_char(trade_date, 'YYYY-MM-DD') AS trade_date
            FROM sim_trades WHERE portfolio_id = ${portfolio.id} ORDER BY trade_date, id`,
      );
      // Closes from a little before the portfolio opened, so every name has one on its first day.
      const prices = await sqlRows<WalkPrice>(
        db,
        sql`SELECT code, to_char(trade_date, 'YYYY-MM-DD') AS trade_date,
                   close_cents::int AS close_cents
            FROM sim_prices
            WHERE trade_date >= least(${portfolio.created_on}::date,
                                      (SELECT max(trade_date) FROM sim_prices)) - 14
            ORDER BY trade_date, code`,
      );
      const names = await sqlRows<{ code: string; name: string }>(
        db,
        sql`SELECT code, name FROM sim_stocks`,
      );
      return portfolioPerformance({
        initialCents: portfolio.initial_cents,
        createdOn: portfolio.created_on,
        trades,
        prices,
        names: new Map(names.map((row) => [row.code, row.name])),
      });
    },

    /** One article with its full text, or null. */
    async article(id: number): Promise<(ArticleRow & { body: string }) | null> {
      const [row] = await sqlRows<ArticleRow & { body: string }>(
        db,
        sql`SELECT id::int AS id, title, summary, body, author,
                   to_char(published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS published_at
            FROM sim_articles WHERE id = ${id}`,
      );
      return row ?? null;
    },

    async articles(limit: number): Promise<ArticleRow[]> {
      return sqlRows<ArticleRow>(
        db,
        sql`SELECT id::int AS id, title, summary, author,
                   to_char(published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS published_at
            FROM sim_articles ORDER BY published_at DESC, id DESC LIMIT ${limit}`,
      );
    },

    leaderboard(
      period: LeaderboardPeriod,
      limit: number,
      softuserId: number | null,
    ): Promise<Leaderboard> {
      return leaderboard(db, period, limit, softuserId);
    },

    async entry(softuserId: number): Promise<{ signed_up_at: string } | null> {
      const [row] = await sqlRows<{ signed_up_at: string }>(
        db,
        sql`SELECT to_char(signed_up_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS signed_up_at
            FROM sim_competition_entries WHERE softuser_id = ${softuserId}`,
      );
      return row ?? null;
    },

    /** Signs the user up once: false when already signed up (the unique key decides, not a read). */
    async signUp(softuserId: number, nickname: string | undefined): Promise<boolean> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const portfolio = await this.openPortfolio(softuserId, nickname, tx);
        const inserted = await sqlRows<{ softuser_id: number }>(
          tx,
          sql`INSERT INTO sim_competition_entries (softuser_id, portfolio_id)
              VALUES (${softuserId}, ${portfolio.id}) ON CONFLICT (softuser_id) DO NOTHING
              RETURNING softuser_id::int AS softuser_id`,
        );
        if (inserted.length === 0) return false;
        if (nickname) {
          await tx.execute(
            sql`UPDATE sim_portfolios SET nickname = ${nickname} WHERE id = ${portfolio.id}`,
          );
        }
        return true;
      });
    },

    async addStockHoldRequest(request: {
      softuserId: number;
      realName: string;
      handset: string;
      holdings: string;
      note: string;
      /** The privacy statement's version the visitor agreed to. */
      consentVersion: number;
    }): Promise<number> {
      const [row] = await sqlRows<{ id: number }>(
        db,
        sql`INSERT INTO sim_stock_hold_requests
              (softuser_id, real_name, handset, holdings, note, consent_version)
            VALUES (${request.softuserId}, ${request.realName}, ${request.handset},
                    ${request.holdings}, ${request.note}, ${request.consentVersion})
            RETURNING id::int AS id`,
      );
      if (!row) throw new Error('stock hold insert left no row');
      return row.id;
    },
  };
}

export type SimTradingRepository = ReturnType<typeof createSimTradingRepository>;
