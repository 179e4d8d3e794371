import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { chinaDate } from '@h5-page/schema/china-time';
import {
  CAMPAIGN_STORES,
  bearer,
  consented,
  envelope,
  registeredUser,
} from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';

/**
 * 首享开户礼 on /sxkh: registering a fund account credits what the page promises, once per user,
 * in the registration's transaction.
 */

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
const PROMISE = '投顾体验课「新手三讲」7 天 + 行情工具「神龙战法·龙头信号」7 天';
const PRIZE = '首享开户礼：投顾体验课 7 天 + 行情工具 7 天';

interface Using {
  code: string;
  name: string;
  expires_at: string;
}

describe.each(CAMPAIGN_STORES)('the account-opening gift on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, (opened) => (app = opened));

  const register = async (headers: Headers, fundAccount: string) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.ADD_FUND_ACCOUNT,
      headers,
      payload: {
        open_brokerage_type: 'caida',
        fund_account: fundAccount,
        real_name: '张三',
        ...(await consented(app)),
      },
    });
  const using = async (headers: Headers) =>
    envelope<{ list: Using[] }>(await app.inject({ url: API_PATHS.USING_PRODUCTS, headers }))
      .response.list;
  const prizes = async (headers: Headers) =>
    envelope<{ list: { kind: string; name: string }[] }>(
      await app.inject({ url: API_PATHS.INVITE_MY_PRIZES, headers }),
    ).response.list;

  it('the /sxkh page names the gift as it is credited', async () => {
    const page = envelope<{ activity_page: { page_schema: unknown } }>(
      await app.inject({ url: `${API_PATHS.PAGE_DETAIL}?code=sxkh` }),
    ).response.activity_page;
    expect(JSON.stringify(page.page_schema)).toContain(`立即到账：${PROMISE}`);
  });

  it('a first fund-account registration credits both products in use for 7 days and the prize; a second credits nothing', async () => {
    const headers = await bearer(app, 640_001);
    expect(await using(headers)).toEqual([]);
    expect(await prizes(headers)).toEqual([]);

    const before = Date.now();
    const first = await register(headers, '600012345678');
    const after = Date.now();
    expect(first.statusCode).toBe(200);
    // Around midnight (China) the server's day may be the one after the test's first reading.
    const lastDays = [chinaDate(before + 7 * DAY_MS), chinaDate(after + 7 * DAY_MS)];
    const gift = envelope<{
      gift: { name: string; items: { product_code: string; expires_at: string }[] };
    }>(first).response.gift;
    expect(gift.name).toBe(PRIZE);
    expect(gift.items.map((item) => item.product_code)).toEqual(['sxkh-course', 'slzf-signal']);
    const end = gift.items[0]!.expires_at;
    expect(lastDays).toContain(end);

    const inUse = await using(headers);
    expect(inUse.map(({ code, name, expires_at }) => ({ code, name, expires_at }))).toEqual([
      { code: 'slzf-signal', name: '神龙战法·龙头信号', expires_at: end },
      { code: 'sxkh-course', name: '投顾体验课·新手三讲', expires_at: end },
    ]);
    const info = envelope<{ is_using: boolean; expires_at: string; is_signed: boolean }>(
      await app.inject({
        url: `${API_PATHS.USER_PRODUCT_INFO}?product_code=sxkh-course`,
        headers,
      }),
    ).response;
    // A gift is no purchase: nobody signed the advisory contract by receiving it.
    expect(info).toMatchObject({ is_using: true, expires_at: end, is_signed: false });
    expect(await prizes(headers)).toEqual([
      expect.objectContaining({ kind: 'account-opening', name: PRIZE }),
    ]);

    const second = await register(headers, '600099999999');
    expect(second.statusCode).toBe(200);
    expect(envelope<{ gift: unknown }>(second).response.gift).toBeNull();
    expect(await app.campaigns.brokerage.requestsOf(640_001)).toHaveLength(2);
    expect(await using(headers)).toEqual(inUse);
    expect(await prizes(headers)).toHaveLength(1);
  });

  it('an open-account request credits nothing', async () => {
    const { headers } = await registeredUser(app);
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.ADD_OPEN_ACCOUNT,
      headers,
      payload: { open_brokerage_type: 'caida', real_name: '李四', ...(await consented(app)) },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<{ gift: unknown }>(response).response.gift).toBeNull();
    expect(await using(headers)).toEqual([]);
    expect(await prizes(headers)).toEqual([]);
  });

  it('two registrations at once credit the gift once', async () => {
    const headers = await bearer(app, 640_003);
    const answers = await Promise.all([
      register(headers, '600011111111'),
      register(headers, '600022222222'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const gifts = answers.map((answer) => envelope<{ gift: unknown }>(answer).response.gift);
    expect(gifts.filter((gift) => gift !== null)).toHaveLength(1);
    expect(await prizes(headers)).toHaveLength(1);
    expect((await using(headers)).map((product) => product.code)).toEqual([
      'slzf-signal',
      'sxkh-course',
    ]);
  });

  it('a registration whose gift cannot be credited is not stored either', async () => {
    const uid = 640_004;
    const db = app.database.db;
    // The second product of the gift fails to start: everything before it must go too.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_gift_test() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.uid = ${uid} AND NEW.product_code = 'slzf-signal' THEN
            RAISE EXCEPTION 'refused by the test';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_gift_test BEFORE INSERT ON user_products
        FOR EACH ROW EXECUTE FUNCTION refuse_gift_test()`),
    );
    try {
      const headers = await bearer(app, uid);
      const failed = await register(headers, '600033333333');
      expect(failed.statusCode).toBe(500);
      expect(await app.campaigns.brokerage.requestsOf(uid)).toEqual([]);
      expect(await prizes(headers)).toEqual([]);
      expect(await using(headers)).toEqual([]);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_gift_test ON user_products'));
      await db.execute(sql.raw('DROP FUNCTION refuse_gift_test()'));
    }
    // Once it can be credited, the registration credits it.
    const headers = await bearer(app, uid);
    const retried = await register(headers, '600033333333');
    expect(envelope<{ gift: unknown }>(retried).response.gift).not.toBeNull();
  });
});
