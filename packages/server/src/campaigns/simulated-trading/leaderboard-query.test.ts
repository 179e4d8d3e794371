import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from '../../store/migrate.ts';
import { openDatabase } from '../../store/open-database.ts';
import type { Database } from '../../store/open-database.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { leaderboard } from './leaderboard-query.ts';

// A seeded set of portfolios whose returns are worked out by hand below (initial 1,000,000
// cents each; latest close 2026-03-31, so the week starts 03-24 and the month 03-01):
//
// A closes 02-01 800, 03-01 1000, 03-24 1200, 03-31 1500; B closes 03-01 2000, 03-24 2000, 03-31 1800.
// P1 buys 500 A @1000 (03-01): end 500,000 + 750,000 = 1,250,000; week start 1,100,000;
//    month start 1,000,000 → week 0.136364, month 0.25, total 0.25
// P2 buys 400 B @2000 (03-01): end 200,000 + 720,000 = 920,000; every start 1,000,000 → -0.08
// P3 buys 800 A @1200 (03-24): end 40,000 + 1,200,000 = 1,240,000; starts 1,000,000 → 0.24
// P4 never trades → 0
// P5 buys 500 A @1000 (03-01), sells them @1200 (03-24): end 1,100,000; week start 1,100,000
//    → week 0; month start 1,000,000 → month 0.1, total 0.1
// P6 buys 1000 A @800 (02-01): end 1,700,000; week start 1,400,000; month start 1,200,000
//    → week 0.214286, month 0.416667, total 0.7
const EXPECTED = {
  week: [
    [1, 'P3', 0.24],
    [2, 'P6', 0.214286],
    [3, 'P1', 0.136364],
    [4, 'P4', 0],
    [4, 'P5', 0],
    [6, 'P2', -0.08],
  ],
  month: [
    [1, 'P6', 0.416667],
    [2, 'P1', 0.25],
    [3, 'P3', 0.24],
    [4, 'P5', 0.1],
    [5, 'P4', 0],
    [6, 'P2', -0.08],
  ],
  total: [
    [1, 'P6', 0.7],
    [2, 'P1', 0.25],
    [3, 'P3', 0.24],
    [4, 'P5', 0.1],
    [5, 'P4', 0],
    [6, 'P2', -0.08],
  ],
} as const;

async function seedSet(database: Database): Promise<void> {
  await migrate(database);
  const db = database.db;
  await db.execute(
    sql`INSERT INTO sim_stocks (code, name) VALUES ('000001', 'A'), ('000002', 'B')`,
  );
  await db.execute(sql`INSERT INTO sim_prices (code, trade_date, close_cents) VALUES
    ('000001', '2026-02-01', 800), ('000001', '2026-03-01', 1000), ('000001', '2026-03-24', 1200),
    ('000001', '2026-03-31', 1500), ('000002', '2026-03-01', 2000), ('000002', '2026-03-24', 2000),
    ('000002', '2026-03-31', 1800)`);
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await db.execute(sql`INSERT INTO sim_portfolios (id, softuser_id, nickname, initial_cents, cash_cents, created_on)
      VALUES (${n}, ${100 + n}, ${`P${n}`}, 1000000, 1000000, '2026-01-01')`);
  }
  await db.execute(sql`INSERT INTO sim_trades (portfolio_id, code, side, price_cents, quantity, trade_date) VALUES
    (1, '000001', 'buy', 1000, 500, '2026-03-01'),
    (2, '000002', 'buy', 2000, 400, '2026-03-01'),
    (3, '000001', 'buy', 1200, 800, '2026-03-24'),
    (5, '000001', 'buy', 1000, 500, '2026-03-01'),
    (5, '000001', 'sell', 1200, 500, '2026-03-24'),
    (6, '000001', 'buy', 800, 1000, '2026-02-01')`);
}

function leaderboardChecks(open: () => Promise<Database>) {
  let database: Database;
  afterAll(async () => {
    await database.close();
  });

  it('ranks week, month and total returns as worked out by hand (ties share a rank)', async () => {
    database = await open();
    await seedSet(database);
    for (const period of ['week', 'month', 'total'] as const) {
      const board = await leaderboard(database.db, period, 10, null);
      expect(
        board.rows.map((row) => [row.rank, row.nickname, row.return_rate]),
        period,
      ).toEqual(EXPECTED[period]);
      expect(board.end_date).toBe('2026-03-31');
      expect(board.mine).toBeNull();
    }
    const week = await leaderboard(database.db, 'week', 10, null);
    expect(week.start_date).toBe('2026-03-24');
    expect(week.rows.find((row) => row.nickname === 'P1')).toMatchObject({
      start_value_cents: 1_100_000,
      end_value_cents: 1_250_000,
    });
    expect((await leaderboard(database.db, 'total', 10, null)).start_date).toBeNull();
  });

  it('answers the top rows and the visitor own row beyond them', async () => {
    const board = await leaderboard(database.db, 'month', 2, 102);
    expect(board.rows.map((row) => row.nickname)).toEqual(['P6', 'P1']);
    expect(board.mine).toMatchObject({ rank: 6, nickname: 'P2', return_rate: -0.08 });
    const top = await leaderboard(database.db, 'month', 2, 106);
    expect(top.mine).toMatchObject({ rank: 1, nickname: 'P6' });
  });
}

describe('leaderboard on PGlite', () => {
  leaderboardChecks(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});

const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('leaderboard on PostgreSQL', () => {
  leaderboardChecks(() => openDatabase({ dataDir: ':memory:', databaseUrl: testDb.url }));
});
