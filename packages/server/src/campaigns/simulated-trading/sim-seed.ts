import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { appendPrices } from './append-prices.ts';
import { addDays, shanghaiToday } from './price-walk.ts';
import { sqlRows } from '../../store/sql-rows.ts';
import { SIM_ARTICLE_BODIES } from './sim-article-bodies.ts';
import { INITIAL_CASH_CENTS } from './sim-repository.ts';

/** Well-known A-share names, with a plausible simulated close to start the history from. */
const STOCKS: [code: string, name: string, startCents: number][] = [
  ['600519', '贵州茅台', 168_000],
  ['300750', '宁德时代', 19_800],
  ['600036', '招商银行', 3_450],
  ['601318', '中国平安', 4_620],
  ['002594', '比亚迪', 26_500],
  ['000858', '五粮液', 13_900],
];

/** Demo players: their user ids and nicknames. */
const PLAYERS: [softuserId: number, nickname: string][] = [
  [-101, '价值老韭菜'],
  [-102, '趋势猎手'],
  [-103, '稳健小马'],
  [-104, '白酒信仰者'],
  [-105, '新能源老王'],
  [-106, '低吸高抛'],
  [-107, '龙头战法'],
  [-108, '慢牛漫步'],
];

/**
 * The demo players' trades, each player's in order: (player, days before today, code, side,
 * share). A buy spends that share of the initial cash, a sale sells that share of the shares held
 * (whole lots), so the seed stays within each player's cash whatever the simulated prices drew.
 */
const TRADES: [
  softuserId: number,
  daysAgo: number,
  code: string,
  side: 'buy' | 'sell',
  share: number,
][] = [
  [-101, 80, '600519', 'buy', 0.5],
  [-101, 40, '600036', 'buy', 0.2],
  [-102, 85, '300750', 'buy', 0.4],
  [-102, 20, '300750', 'sell', 0.5],
  [-102, 19, '002594', 'buy', 0.3],
  [-103, 70, '601318', 'buy', 0.35],
  [-103, 10, '600036', 'buy', 0.2],
  [-104, 60, '000858', 'buy', 0.4],
  [-104, 30, '600519', 'buy', 0.3],
  [-105, 50, '002594', 'buy', 0.5],
  [-105, 6, '300750', 'buy', 0.2],
  [-106, 45, '600036', 'buy', 0.4],
  [-106, 15, '600036', 'sell', 1],
  [-106, 14, '601318', 'buy', 0.4],
  [-107, 25, '300750', 'buy', 0.6],
  [-108, 75, '000858', 'buy', 0.3],
  [-108, 5, '002594', 'buy', 0.1],
];

const ARTICLES: [daysAgo: number, title: string, summary: string, author: string][] = [
  [
    1,
    '本周调仓复盘：减持新能源，加仓银行',
    '模拟组合本周卖出部分宁德时代，换入招商银行，降低组合波动。以上为模拟组合操作记录，不构成投资建议。',
    '模拟组合研究员',
  ],
  [
    3,
    '仓位管理三原则：不满仓、分批买、设止损',
    '模拟大赛选手普遍的教训：一次满仓容易被单日波动打乱节奏，分批建仓更从容。',
    '投顾老师 李明',
  ],
  [
    6,
    '白酒板块估值回到哪里了？',
    '用市盈率分位看白酒龙头的估值位置，谈谈模拟组合为什么继续持有。',
    '模拟组合研究员',
  ],
  [
    10,
    '新手第一笔模拟交易该怎么下？',
    '从选股、定仓位到设定卖出条件，一步步完成你的第一笔模拟买入。',
    '投顾老师 王芳',
  ],
  [
    15,
    '回撤时该做什么：复盘上月最大回撤',
    '模拟组合上月最大回撤 6.2%（模拟数据），拆解回撤来源与应对。',
    '模拟组合研究员',
  ],
];

/**
 * Gives the seeded articles of a store seeded before articles had texts their text (an article
 * an operator wrote keeps its own). Returns how many it filled.
 */
export async function fillSimArticleBodies(db: Db): Promise<number> {
  let filled = 0;
  for (const [title, body] of Object.entries(SIM_ARTICLE_BODIES)) {
    const rows = await sqlRows<{ id: number }>(
      db,
      sql`UPDATE sim_articles SET body = ${body} WHERE title = ${title} AND body = ''
          RETURNING id::int AS id`,
    );
    filled += rows.length;
  }
  return filled;
}

/**
 * On first start (no names yet), seeds the names with 90 days of simulated history ending
 * today, the demo players' portfolios and trades, and the articles. Everything in one
 * transaction. Returns whether it seeded.
 */
export async function seedSimTradingIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [count] = await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM sim_stocks`);
  if ((count?.n ?? 0) > 0) return false;
  const today = shanghaiToday(now);
  const start = addDays(today, -130);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    for (const [index, [code, name, startCents]] of STOCKS.entries()) {
      await tx.execute(
        sql`INSERT INTO sim_stocks (code, name, sort) VALUES (${code}, ${name}, ${index})`,
      );
      await tx.execute(sql`INSERT INTO sim_prices (code, trade_date, close_cents)
                           VALUES (${code}, ${start}::date, ${startCents})`);
    }
    await appendPrices(tx, today);
    for (const [softuserId, nickname] of PLAYERS) {
      const [portfolio] = await sqlRows<{ id: number }>(
        tx,
        sql`INSERT INTO sim_portfolios (softuser_id, nickname, initial_cents, cash_cents, created_on)
            VALUES (${softuserId}, ${nickname}, ${INITIAL_CASH_CENTS}, ${INITIAL_CASH_CENTS},
                    ${addDays(today, -90)}::date)
            RETURNING id::int AS id`,
      );
      const held = new Map<string, number>();
      for (const [player, daysAgo, code, side, share] of TRADES) {
        if (player !== softuserId) continue;
        // Filled at the close of the last trading day on or before that day, as a live order is.
        const [px] = await sqlRows<{ close_cents: number; trade_date: string }>(
          tx,
          sql`SELECT close_cents::int AS close_cents, to_char(trade_date, 'YYYY-MM-DD') AS trade_date
              FROM sim_prices WHERE code = ${code} AND trade_date <= ${addDays(today, -daysAgo)}::date
              ORDER BY trade_date DESC LIMIT 1`,
        );
        if (!px) continue;
        const lots =
          side === 'buy'
            ? Math.floor((INITIAL_CASH_CENTS * share) / (px.close_cents * 100))
            : Math.floor(((held.get(code) ?? 0) * share) / 100);
        if (lots <= 0) continue;
        const quantity = lots * 100;
        held.set(code, (held.get(code) ?? 0) + (side === 'buy' ? quantity : -quantity));
        await tx.execute(sql`
          INSERT INTO sim_trades (portfolio_id, code, side, price_cents, quantity, trade_date, traded_at)
          VALUES (${portfolio?.id ?? 0}, ${code}, ${side}, ${px.close_cents}, ${quantity},
                  ${px.trade_date}::date, ${px.trade_date}::date + time '15:00' - interval '8 hours')`);
      }
    }
    // Cash and positions follow from the trades.
    await tx.execute(sql`
      UPDATE sim_portfolios p SET cash_cents = p.initial_cents - coalesce((
        SELECT sum(CASE WHEN side = 'buy' THEN 1 ELSE -1 END * price_cents::bigint * quantity)
        FROM sim_trades t WHERE t.portfolio_id = p.id), 0)`);
    await tx.execute(sql`
      INSERT INTO sim_positions (portfolio_id, code, quantity, cost_cents)
      SELECT portfolio_id, code,
             sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END),
             sum(CASE WHEN side = 'buy' THEN price_cents::bigint * quantity ELSE 0 END)
               * sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END)
               / sum(CASE WHEN side = 'buy' THEN quantity ELSE 0 END)
      FROM sim_trades GROUP BY portfolio_id, code
      HAVING sum(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END) > 0`);
    for (const [daysAgo, title, summary, author] of ARTICLES) {
      await tx.execute(sql`INSERT INTO sim_articles (title, summary, body, author, published_at)
                           VALUES (${title}, ${summary}, ${SIM_ARTICLE_BODIES[title] ?? ''}, ${author},
                                   ${addDays(today, -daysAgo)}::date + time '20:30' - interval '8 hours')`);
    }
  });
  return true;
}
