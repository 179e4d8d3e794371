import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import type { Config } from '../../src/config.ts';
import { sqlRows } from '../../src/store/sql-rows.ts';
import { bearer, campaignApp, consented, envelope, registeredUser } from '../support/campaign.ts';
import { appForAll } from '../support/app-for-all.ts';

interface Quote {
  code: string;
  name: string;
  price_cents: number;
}
interface Portfolio {
  cash_cents: number;
  total_value_cents: number;
  positions: { code: string; quantity: number; avg_cost_cents: number }[];
}

/**
 * The simulated trading and competition calls through the app, on the seeded store: success,
 * missing token, bad input and the once-only rules under concurrent requests. Run on PGlite and
 * on PostgreSQL by the two test files.
 */
export function simulatedTradingSuite(config: () => Promise<Partial<Config>>): void {
  let app: FastifyInstance;
  appForAll(async () => (app = await campaignApp(await config())));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  describe('quotes, portfolio and orders', () => {
    it('lists the simulated quotes of the seeded names', async () => {
      const response = await app.inject({ url: API_PATHS.SIM_STOCKS });
      expect(response.statusCode).toBe(200);
      const { stocks, simulated } = envelope<{ stocks: Quote[]; simulated: boolean }>(
        response,
      ).response;
      expect(simulated).toBe(true);
      expect(stocks.map((s) => s.name)).toContain('贵州茅台');
      expect(stocks.every((s) => s.price_cents > 0)).toBe(true);
    });

    it('opens a portfolio with 1,000,000 virtual yuan, buys and sells at the latest close', async () => {
      const headers = await bearer(app, 5001);
      const first = await app.inject({ url: API_PATHS.SIM_PORTFOLIO, headers });
      expect(envelope<Portfolio>(first).response).toMatchObject({
        cash_cents: 100_000_000,
        total_value_cents: 100_000_000,
        positions: [],
      });
      const quotes = envelope<{ stocks: Quote[] }>(await app.inject({ url: API_PATHS.SIM_STOCKS }))
        .response.stocks;
      const bank = quotes.find((q) => q.code === '600036')!;
      const buy = await post(
        API_PATHS.SIM_ORDER,
        { code: '600036', side: 'buy', quantity: 1000 },
        headers,
      );
      expect(buy.statusCode).toBe(200);
      const bought = envelope<{
        trade: { side: string; price_cents: number };
        portfolio: Portfolio;
      }>(buy).response;
      expect(bought.trade).toMatchObject({
        side: 'buy',
        price_cents: bank.price_cents,
        quantity: 1000,
      });
      expect(bought.portfolio.cash_cents).toBe(100_000_000 - bank.price_cents * 1000);
      expect(bought.portfolio.positions).toEqual([
        expect.objectContaining({
          code: '600036',
          quantity: 1000,
          avg_cost_cents: bank.price_cents,
        }),
      ]);
      const sell = await post(
        API_PATHS.SIM_ORDER,
        { code: '600036', side: 'sell', quantity: '400' },
        headers,
      );
      expect(
        envelope<{ portfolio: Portfolio }>(sell).response.portfolio.positions[0],
      ).toMatchObject({
        quantity: 600,
      });
      const records = await app.inject({ url: API_PATHS.SIM_REBALANCING, headers });
      expect(
        envelope<{ list: { side: string; quantity: number }[] }>(records).response.list.map((r) => [
          r.side,
          r.quantity,
        ]),
      ).toEqual([
        ['sell', 400],
        ['buy', 1000],
      ]);
      const marquee = await app.inject({ url: `${API_PATHS.SIM_RECENT_TRADES}?limit=2` });
      expect(envelope<{ list: { nickname: string }[] }>(marquee).response.list[0]).toMatchObject({
        nickname: '牛友5001',
        side: 'sell',
      });
    });

    it('refuses orders without a token, with bad fields, beyond cash or shares held', async () => {
      expect(
        (await post(API_PATHS.SIM_ORDER, { code: '600036', side: 'buy', quantity: 100 }))
          .statusCode,
      ).toBe(401);
      expect((await app.inject({ url: API_PATHS.SIM_PORTFOLIO })).statusCode).toBe(401);
      expect((await app.inject({ url: API_PATHS.SIM_REBALANCING })).statusCode).toBe(401);
      const headers = await bearer(app, 5002);
      const cases: [object, number, string][] = [
        [{ side: 'buy', quantity: 100 }, 400, '参数 code 不能为空'],
        [{ code: '60003', side: 'buy', quantity: 100 }, 400, '参数 code 格式不正确'],
        [{ code: '600036', side: 'hold', quantity: 100 }, 400, '参数 side 只能是 buy、sell'],
        [{ code: '600036', side: 'buy', quantity: 150 }, 400, '参数 quantity 应为 100 的整数倍'],
        [{ code: '600036', side: 'buy', quantity: 0 }, 400, '参数 quantity 不能小于 100'],
        [{ code: '999999', side: 'buy', quantity: 100 }, 404, '该股票暂不支持模拟交易'],
        [{ code: '600036', side: 'sell', quantity: 100 }, 409, '可卖持仓不足'],
        [{ code: '600519', side: 'buy', quantity: 100_000 }, 409, '模拟账户可用资金不足'],
      ];
      for (const [payload, status, msg] of cases) {
        const response = await post(API_PATHS.SIM_ORDER, payload, headers);
        expect(response.statusCode, msg).toBe(status);
        expect(envelope(response).msg).toBe(msg);
      }
      const records = await app.inject({ url: API_PATHS.SIM_REBALANCING, headers });
      expect(envelope<{ list: unknown[] }>(records).response.list).toEqual([]);
      const bad = await app.inject({ url: `${API_PATHS.SIM_LEADERBOARD}?period=year` });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).msg).toBe('参数 period 只能是 week、month、total');
    });

    it('never spends the same cash twice under concurrent orders', async () => {
      const headers = await bearer(app, 5003);
      const quotes = envelope<{ stocks: Quote[] }>(await app.inject({ url: API_PATHS.SIM_STOCKS }))
        .response.stocks;
      const moutai = quotes.find((q) => q.code === '600519')!;
      // Each order spends a little over half the cash: only one of them can be filled.
      const lots = Math.ceil(50_000_000 / (moutai.price_cents * 100)) * 100;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post(API_PATHS.SIM_ORDER, { code: '600519', side: 'buy', quantity: lots }, headers),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const portfolio = envelope<Portfolio>(
        await app.inject({ url: API_PATHS.SIM_PORTFOLIO, headers }),
      ).response;
      expect(portfolio.cash_cents).toBe(100_000_000 - moutai.price_cents * lots);
      expect(portfolio.positions).toEqual([expect.objectContaining({ quantity: lots })]);
    });
  });

  describe('the stock competition', () => {
    it('signs up once under concurrent requests and ranks the entrant on the leaderboard', async () => {
      const headers = await bearer(app, 5004);
      const before = await app.inject({ url: API_PATHS.COMPETITION_MY_INFO, headers });
      expect(envelope(before).response).toMatchObject({ signed_up: false });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(API_PATHS.COMPETITION_SIGN_UP, { nickname: '股海新兵' }, headers),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(envelope(answers.find((a) => a.statusCode === 409)!).msg).toBe(
        '您已报名参赛，无需重复报名',
      );
      const after = await app.inject({ url: API_PATHS.COMPETITION_MY_INFO, headers });
      expect(envelope(after).response).toMatchObject({ signed_up: true, nickname: '股海新兵' });
      const board = await app.inject({
        url: `${API_PATHS.SIM_LEADERBOARD}?period=total&limit=3`,
        headers,
      });
      const answer = envelope<{
        list: { rank: number; is_mine: boolean }[];
        mine: { nickname: string; return_rate: number; is_mine: boolean } | null;
      }>(board).response;
      expect(answer.list).toHaveLength(3);
      expect(answer.mine).toMatchObject({ nickname: '股海新兵', return_rate: 0, is_mine: true });
      const anonymous = await app.inject({ url: API_PATHS.SIM_LEADERBOARD });
      expect(envelope<{ mine: unknown }>(anonymous).response.mine).toBeNull();
    });

    it('refuses sign-up without a token and a nickname too long', async () => {
      expect((await post(API_PATHS.COMPETITION_SIGN_UP, {})).statusCode).toBe(401);
      expect((await app.inject({ url: API_PATHS.COMPETITION_MY_INFO })).statusCode).toBe(401);
      const response = await post(
        API_PATHS.COMPETITION_SIGN_UP,
        { nickname: '一二三四五六七八九十一二三' },
        await bearer(app, 5005),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toBe('参数 nickname 不能超过 12 个字符');
    });
  });

  describe('articles and the holdings check-up', () => {
    it('lists the strategy articles, newest first', async () => {
      const response = await app.inject({ url: API_PATHS.SIM_ARTICLES });
      const list = envelope<{ list: { title: string; published_at: string }[] }>(response).response
        .list;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect([...list].sort((a, b) => b.published_at.localeCompare(a.published_at))).toEqual(list);
    });

    it('draws a seeded player’s portfolio: the value each day, the deepest fall, the holdings', async () => {
      expect((await app.inject({ url: API_PATHS.SIM_PERFORMANCE })).statusCode).toBe(401);
      // A seeded player (their uids belong to no account), handed to a user who can sign in.
      await app.database.db.execute(sql`
        UPDATE sim_portfolios SET softuser_id = 880001
        WHERE id = (SELECT p.id FROM sim_portfolios p
                    WHERE EXISTS (SELECT 1 FROM sim_positions s WHERE s.portfolio_id = p.id)
                    ORDER BY p.id LIMIT 1)`);
      const player = { softuser_id: 880_001 };
      const answer = envelope<{
        points: { date: string; value_cents: number }[];
        max_drawdown: { rate: number };
        holdings: { name: string; value_cents: number; share: number }[];
        cash_cents: number;
        cash_share: number;
      }>(
        await app.inject({
          url: API_PATHS.SIM_PERFORMANCE,
          headers: await bearer(app, player!.softuser_id),
        }),
      ).response;
      expect(answer.points.length).toBeGreaterThan(40);
      expect(answer.max_drawdown.rate).toBeLessThan(0);
      expect(answer.holdings.length).toBeGreaterThan(0);
      // The last point is what the account view shows: cash plus the holdings at the last close.
      const portfolio = envelope<{ total_value_cents: number }>(
        await app.inject({
          url: API_PATHS.SIM_PORTFOLIO,
          headers: await bearer(app, player!.softuser_id),
        }),
      ).response;
      expect(answer.points.at(-1)!.value_cents).toBe(portfolio.total_value_cents);
    });

    it('opens one article with its text in paragraphs; a bad id is a 400, an unknown one a 404', async () => {
      const [first] = envelope<{ list: { id: number; title: string }[] }>(
        await app.inject({ url: API_PATHS.SIM_ARTICLES }),
      ).response.list;
      const article = envelope<{ title: string; summary: string; body: string[] }>(
        await app.inject({ url: `${API_PATHS.SIM_ARTICLE}?id=${first!.id}` }),
      ).response;
      expect(article.title).toBe(first!.title);
      expect(article.body.length).toBeGreaterThanOrEqual(3);
      expect(article.body.join('')).toContain('投资建议');

      const bad = await app.inject({ url: `${API_PATHS.SIM_ARTICLE}?id=abc` });
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).msg).toBe('参数 id 应为整数');
      const none = await app.inject({ url: API_PATHS.SIM_ARTICLE });
      expect(none.statusCode).toBe(400);
      const unknown = await app.inject({ url: `${API_PATHS.SIM_ARTICLE}?id=999999` });
      expect(unknown.statusCode).toBe(404);
      expect(envelope(unknown).msg).toBe('该文章不存在或已下线');
    });

    it('stores a holdings check-up request; refuses bad fields and no token', async () => {
      const { uid, handset, headers } = await registeredUser(app);
      const consent = await consented(app);
      const payload = { real_name: '李四', holdings: '贵州茅台 200 股', ...consent };
      expect((await post(API_PATHS.STOCK_HOLD_APPLY, payload)).statusCode).toBe(401);
      const done = await post(API_PATHS.STOCK_HOLD_APPLY, payload, headers);
      expect(done.statusCode, done.body).toBe(200);
      expect(envelope<{ id: number }>(done).response.id).toBeGreaterThan(0);
      // Filed under the phone the login verified, with the statement's version agreed to.
      const rows = await sqlRows(
        app.database.db,
        sql`SELECT handset, consent_version FROM sim_stock_hold_requests WHERE softuser_id = ${uid}`,
      );
      expect(rows).toEqual([{ handset, consent_version: consent.consent_version }]);
      const cases: [object, string][] = [
        [{ ...payload, handset: '1380013' }, '参数 handset 格式不正确'],
        [{ ...payload, real_name: ' ' }, '参数 real_name 不能为空'],
        [{ ...payload, holdings: 'x'.repeat(201) }, '参数 holdings 不能超过 200 个字符'],
      ];
      for (const [body, msg] of cases) {
        const response = await post(API_PATHS.STOCK_HOLD_APPLY, body, headers);
        expect(response.statusCode, msg).toBe(400);
        expect(envelope(response).msg).toBe(msg);
      }
    });

    it('takes neither another person’s phone nor a check-up request without consent', async () => {
      const { uid, headers } = await registeredUser(app);
      const consent = await consented(app);
      const payload = { real_name: '李四', holdings: '贵州茅台 200 股' };
      // 13712345678 is not the visitor's: its owner never confirmed it by SMS.
      const other = await post(
        API_PATHS.STOCK_HOLD_APPLY,
        { ...payload, handset: '13712345678', ...consent },
        headers,
      );
      expect(other.statusCode).toBe(403);
      expect(envelope(other).code).toBe('HANDSET_NOT_OWN');
      const missing = await post(API_PATHS.STOCK_HOLD_APPLY, payload, headers);
      expect(missing.statusCode).toBe(400);
      expect(envelope(missing).code).toBe('LEAD_CONSENT_REQUIRED');
      expect(envelope(missing).msg).toContain('consent_version');
      const stale = await post(
        API_PATHS.STOCK_HOLD_APPLY,
        { ...payload, consent_version: consent.consent_version + 1 },
        headers,
      );
      expect(stale.statusCode).toBe(400);
      expect(envelope(stale).code).toBe('LEAD_CONSENT_OUTDATED');
      // A token whose user is gone files nothing either.
      const gone = await post(
        API_PATHS.STOCK_HOLD_APPLY,
        { ...payload, ...consent },
        await bearer(app, 5_999_999),
      );
      expect(gone.statusCode).toBe(403);
      const rows = await sqlRows(
        app.database.db,
        sql`SELECT id FROM sim_stock_hold_requests WHERE softuser_id IN (${uid}, 5999999)`,
      );
      expect(rows).toEqual([]);
    });
  });
}
