import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import { readToken, requireUser } from '../../accounts/auth/require-user.ts';
import { int, intOr, oneOf, text } from '../../core/fields.ts';
import { AppError, ok } from '../../errors.ts';
import { noStore } from '../campaign-support.ts';
import { answers } from '../../core/answers.ts';
import { startPriceJob } from './price-job.ts';
import { portfolioAnswer } from './sim-answers.ts';
import { campaignGet } from '../campaign-get.ts';
import { userGet } from '../user-get.ts';
import { userPost } from '../user-post.ts';

/** A-shares trade in lots of 100 shares; one order is at most 1,000 lots. */
export const LOT_SIZE = 100;

export const simOrderBody = z.object({
  code: text({ max: 6, pattern: /^\d{6}$/ }),
  side: oneOf(['buy', 'sell']),
  quantity: int(LOT_SIZE, 100_000).refine((value) => value % LOT_SIZE === 0, '应为 100 的整数倍'),
});

export const simListQuery = z.object({ limit: intOr(1, 50, 20) });

export const simArticleQuery = z.object({ id: int(1) });

export const simLeaderboardQuery = z.object({
  period: oneOf(['week', 'month', 'total'], 'week'),
  limit: intOr(1, 100, 20),
});

const rows = z.array(z.record(z.string(), z.unknown()));
const row = z.record(z.string(), z.unknown());
const simAnswers = {
  stocks: answers(
    z.object({ simulated: z.literal(true), stocks: rows.describe('quotes with change_rate') }),
  ),
  portfolio: answers(row, "the user's portfolio (opened on first use) and its positions"),
  performance: answers(row, 'the curve, the deepest fall and the holdings'),
  order: answers(z.object({ trade: row, portfolio: row }), 'the trade and the portfolio after it'),
  list: answers(z.object({ list: rows })),
  leaderboard: answers(
    z.object({
      period: z.enum(['week', 'month', 'total']),
      start_date: z.unknown(),
      end_date: z.unknown(),
      simulated: z.literal(true),
      list: rows,
      mine: row.nullable().describe("the caller's row (with a token)"),
    }),
  ),
  article: answers(row, 'the article, its body as paragraphs'),
};

/** The caller's uid when a valid token came; anonymous (null) otherwise, for public lists. */
async function optionalUid(request: FastifyRequest): Promise<number | null> {
  if (!readToken(request)) return null;
  try {
    return (await requireUser(request)).uid;
  } catch {
    return null;
  }
}

/**
 * Simulated trading (every figure simulated): quotes, the caller's portfolio and orders, their
 * rebalancing records, the marquee of recent trades, the leaderboard and the strategy's articles.
 */
export async function simulatedTradingRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.campaigns.simTrading;
  if (app.config.nodeEnv === 'development') startPriceJob(app);

  app.get(
    API_PATHS.SIM_STOCKS,
    { schema: { response: simAnswers.stocks } },
    async (_request, reply) => {
      noStore(reply);
      const quotes = await repo.quotes();
      return ok({
        simulated: true,
        stocks: quotes.map((quote) => ({
          ...quote,
          change_rate: quote.previous_cents
            ? Math.round(
                ((quote.price_cents - quote.previous_cents) / quote.previous_cents) * 1e6,
              ) / 1e6
            : 0,
        })),
      });
    },
  );

  const portfolioSchema = { response: simAnswers.portfolio };
  app.get(API_PATHS.SIM_PORTFOLIO, { schema: portfolioSchema }, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    const portfolio = await repo.openPortfolio(uid);
    const [quote] = await repo.quotes();
    return ok(
      portfolioAnswer(portfolio, await repo.positions(portfolio.id), quote?.trade_date ?? null),
    );
  });

  // The curve, the deepest fall and the holdings the detail page draws (one portfolio per user,
  // opened on first use as the account view opens it).
  const performanceSchema = { response: simAnswers.performance };
  app.get(API_PATHS.SIM_PERFORMANCE, { schema: performanceSchema }, async (request, reply) => {
    noStore(reply);
    const { uid } = await requireUser(request);
    return ok(await repo.performance(await repo.openPortfolio(uid)));
  });

  const order = { body: simOrderBody, response: simAnswers.order };
  userPost(app, API_PATHS.SIM_ORDER, order, async ({ uid, body }) => {
    const trade = await repo.placeOrder({ softuserId: uid, ...body });
    const portfolio = await repo.portfolio(uid);
    if (!portfolio) throw new AppError('INTERNAL');
    return ok({
      trade,
      portfolio: portfolioAnswer(portfolio, await repo.positions(portfolio.id), trade.trade_date),
    });
  });

  const list = { query: simListQuery, response: simAnswers.list };
  userGet(app, API_PATHS.SIM_REBALANCING, list, async ({ uid, query: { limit } }) => {
    const portfolio = await repo.portfolio(uid);
    return ok({ list: portfolio ? await repo.trades(portfolio.id, limit) : [] });
  });

  campaignGet(app, API_PATHS.SIM_RECENT_TRADES, list, async ({ query: { limit } }) => {
    return ok({ list: await repo.recentTrades(limit) });
  });

  campaignGet(
    app,
    API_PATHS.SIM_LEADERBOARD,
    { query: simLeaderboardQuery, response: simAnswers.leaderboard },
    async ({ query: { period, limit }, request }) => {
      const uid = await optionalUid(request);
      const board = await repo.leaderboard(period, limit, uid);
      const answer = ({ softuser_id, portfolio_id: _id, ...row }: (typeof board.rows)[number]) => ({
        ...row,
        is_mine: uid !== null && softuser_id === uid,
      });
      return ok({
        period,
        start_date: board.start_date,
        end_date: board.end_date,
        simulated: true,
        list: board.rows.map(answer),
        mine: board.mine ? answer(board.mine) : null,
      });
    },
  );

  campaignGet(app, API_PATHS.SIM_ARTICLES, list, async ({ query: { limit } }) => {
    return ok({ list: await repo.articles(limit) });
  });

  const articleRead = { query: simArticleQuery, response: simAnswers.article };
  campaignGet(app, API_PATHS.SIM_ARTICLE, articleRead, async ({ query }) => {
    const article = await repo.article(query.id);
    if (!article) throw new AppError('SIM_ARTICLE_NOT_FOUND');
    // Paragraphs, as the page lays them out (an article without a text shows its summary alone).
    return ok({ ...article, body: article.body.split(/\n\s*\n/).filter((p) => p.trim()) });
  });
}
