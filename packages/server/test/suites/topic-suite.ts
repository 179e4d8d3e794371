import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { chinaDate } from '@h5-page/schema/china-time';
import type { Config } from '../../src/config.ts';
import { addChinaMonthsDays } from '../../src/campaigns/subscription-end.ts';
import { bearer, campaignApp, envelope } from '../support/campaign.ts';
import { appForAll } from '../support/app-for-all.ts';
import { suitableFor } from '../support/suitability.ts';

type Headers = Record<string, string>;

/** The topic-page calls: success, missing token (401) and bad input (400) for each. */
export function topicSuite(config: () => Promise<Partial<Config>>): void {
  let app: FastifyInstance;
  let holder: Headers;
  let stranger: Headers;
  const get = (url: string, headers: Headers = {}) => app.inject({ url, headers });

  appForAll(async () => {
    app = await campaignApp(await config());
    holder = await bearer(app, 660_001);
    stranger = await bearer(app, 660_002);
    await app.database.db.execute(sql`
      INSERT INTO advisory_contracts (uid, product_code) VALUES (660001, 'slzf-camp')`);
    await app.database.db.execute(sql`
      INSERT INTO user_products (uid, product_code, expires_at) VALUES
        (660001, 'slzf-signal', now() + interval '30 days'),
        (660001, 'lhtj-daily', now() - interval '1 day')`);
    await app.database.db.execute(sql`
      INSERT INTO user_portrait_tags (uid, tag) VALUES (660001, 'short-term')`);
    return app;
  });

  it('lists the product cards of a topic, or the codes asked for', async () => {
    const jjfz = envelope<{ list: { code: string; figure_label: string }[] }>(
      await get(`${API_PATHS.TOPIC_PRODUCTS}?topic=jjfz`),
    ).response.list;
    expect(jjfz.map((p) => p.code)).toEqual(['jjfz-520001', 'jjfz-520002', 'jjfz-520003']);
    expect(jjfz.every((p) => p.figure_label.includes('模拟'))).toBe(true);
    const two = envelope<{ list: { code: string }[] }>(
      await get(`${API_PATHS.TOPIC_PRODUCTS}?codes=sddj-510300,rmsd-512480`),
    ).response.list;
    expect(two.map((p) => p.code).sort()).toEqual(['rmsd-512480', 'sddj-510300']);
    const none = await get(API_PATHS.TOPIC_PRODUCTS);
    expect(none.statusCode).toBe(400);
    expect(envelope(none).msg).toBe('参数 topic 与 codes 至少填写一个');
  });

  it('every user call needs a token', async () => {
    for (const url of [
      API_PATHS.CONTRACT_IS_ANY_SIGNED,
      API_PATHS.USING_PRODUCTS,
      `${API_PATHS.USER_PRODUCT_INFO}?product_code=slzf-camp`,
      `${API_PATHS.CHECK_USER_IN_RULES}?rules=signed`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(envelope(answer).msg).toBe('请先登录');
    }
  });

  it('is-any-signed: signed for a user with a contract, not for another', async () => {
    expect(envelope(await get(API_PATHS.CONTRACT_IS_ANY_SIGNED, holder)).response).toEqual({
      is_signed: true,
      count: 1,
    });
    expect(envelope(await get(API_PATHS.CONTRACT_IS_ANY_SIGNED, stranger)).response).toEqual({
      is_signed: false,
      count: 0,
    });
  });

  it('using-products lists only products in their service period', async () => {
    const list = envelope<{ list: { code: string; name: string }[] }>(
      await get(API_PATHS.USING_PRODUCTS, holder),
    ).response.list;
    expect(list.map((p) => p.code)).toEqual(['slzf-signal']);
    expect(
      envelope<{ list: unknown[] }>(await get(API_PATHS.USING_PRODUCTS, stranger)).response.list,
    ).toEqual([]);
  });

  it('user-product-info: the product with the user’s state; 404 unknown, 400 bad code', async () => {
    const info = envelope<Record<string, unknown>>(
      await get(`${API_PATHS.USER_PRODUCT_INFO}?product_code=slzf-signal`, holder),
    ).response;
    expect(info).toMatchObject({ code: 'slzf-signal', is_using: true, is_signed: false });
    expect(typeof info.expires_at).toBe('string');
    const expired = envelope<Record<string, unknown>>(
      await get(`${API_PATHS.USER_PRODUCT_INFO}?product_code=lhtj-daily`, holder),
    ).response;
    expect(expired).toMatchObject({ is_using: false, expires_at: null });
    const unknown = await get(`${API_PATHS.USER_PRODUCT_INFO}?product_code=nope`, holder);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('该产品不存在或已下架');
    const missing = await get(API_PATHS.USER_PRODUCT_INFO, holder);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 product_code 不能为空');
  });

  it('a paid order of a sales page starts its product: in use until the end, contract signed', async () => {
    const buy = async (uid: number, shopProductId: number) => {
      const headers = await bearer(app, uid);
      await suitableFor(app, headers, shopProductId);
      const created = await app.inject({
        method: 'POST',
        url: `${API_PATHS.CREATE_ORDER}?shop_product_id=${shopProductId}`,
        headers,
      });
      expect(created.statusCode).toBe(200);
      const { pid } = envelope<{ pid: string }>(created).response;
      return { headers, pid };
    };
    const info = async (code: string, headers: Headers) =>
      envelope<{ is_using: boolean; expires_at: string | null; is_signed: boolean }>(
        await get(`${API_PATHS.USER_PRODUCT_INFO}?product_code=${code}`, headers),
      ).response;
    // Paid at the development cashier, as a visitor pays; answers when the order was paid.
    const pay = async ({ pid, headers }: { pid: string; headers: Headers }) => {
      const paid = await app.inject({ method: 'POST', url: '/dev/cashier/pay', payload: { pid } });
      expect(paid.statusCode).toBe(200);
      const detail = await get(`${API_PATHS.ORDER_DETAIL}?pid=${pid}`, headers);
      return new Date(envelope<{ paid_at: string }>(detail).response.paid_at);
    };

    // The fund's quarterly advisory service (2103, three calendar months).
    const fund = await buy(660_003, 2103);
    expect(await info('jjfz-520001', fund.headers)).toEqual(
      expect.objectContaining({ is_using: false, expires_at: null, is_signed: false }),
    );
    const fundPaidAt = await pay(fund);
    const fundEnd = chinaDate(addChinaMonthsDays(fundPaidAt, 3, 0).getTime());
    expect(await info('jjfz-520001', fund.headers)).toEqual(
      expect.objectContaining({ is_using: true, expires_at: fundEnd, is_signed: true }),
    );
    const using = envelope<{ list: { code: string; expires_at: string }[] }>(
      await get(API_PATHS.USING_PRODUCTS, fund.headers),
    ).response.list;
    expect(using.map((p) => [p.code, p.expires_at])).toEqual([['jjfz-520001', fundEnd]]);
    expect(envelope(await get(API_PATHS.CONTRACT_IS_ANY_SIGNED, fund.headers)).response).toEqual({
      is_signed: true,
      count: 1,
    });

    // The one-off training camp (2101): its service days after the payment.
    const camp = await buy(660_004, 2101);
    const campPaidAt = await pay(camp);
    const campEnd = addChinaMonthsDays(campPaidAt, 0, 40);
    expect(await info('slzf-camp', camp.headers)).toEqual(
      expect.objectContaining({
        is_using: true,
        expires_at: chinaDate(campEnd.getTime()),
        is_signed: true,
      }),
    );
    const held = envelope<{ is_payfor: boolean; expires_at: number }>(
      await get(`${API_PATHS.FIND_USER_PAYFOR_PRODUCT}?shop_product_id=2101`, camp.headers),
    ).response;
    expect(held).toMatchObject({ is_payfor: true, expires_at: campEnd.getTime() });
  });

  it('pd/list: the portrait tags in order', async () => {
    const list = envelope<{ list: { code: string; name: string }[] }>(
      await get(API_PATHS.PORTRAIT_PD_LIST),
    ).response.list;
    expect(list.map((t) => t.code)).toEqual([
      'signed',
      'holder',
      'newcomer',
      'fund-fan',
      'etf-fan',
      'short-term',
    ]);
  });

  it('check-user-in-rules: every tag must hold; unknown or malformed rules are refused', async () => {
    const check = async (rules: string, headers: Headers) =>
      envelope<{ is_match: boolean }>(
        await get(`${API_PATHS.CHECK_USER_IN_RULES}?rules=${rules}`, headers),
      ).response.is_match;
    expect(await check('signed,holder,short-term', holder)).toBe(true);
    expect(await check('newcomer', holder)).toBe(false);
    expect(await check('newcomer', stranger)).toBe(true);
    expect(await check('signed', stranger)).toBe(false);
    const unknown = await get(`${API_PATHS.CHECK_USER_IN_RULES}?rules=signed,vip`, holder);
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).msg).toBe('参数 rules 含未知标签：vip');
    const bad = await get(
      `${API_PATHS.CHECK_USER_IN_RULES}?rules=${encodeURIComponent('签约')}`,
      holder,
    );
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 rules 格式不正确');
    const missing = await get(API_PATHS.CHECK_USER_IN_RULES, holder);
    expect(envelope(missing).msg).toBe('参数 rules 不能为空');
  });

  it('sales-page find: where a product points; 404 unknown, 400 missing', async () => {
    expect(
      envelope(await get(`${API_PATHS.SALES_PAGE_FIND}?product_code=slzf-signal`)).response,
    ).toEqual({
      product_code: 'slzf-signal',
      name: '神龙战法·龙头信号',
      url: '/h5-page/h5/buy-slzf-signal',
    });
    const unknown = await get(`${API_PATHS.SALES_PAGE_FIND}?product_code=nope`);
    expect(unknown.statusCode).toBe(404);
    const missing = await get(API_PATHS.SALES_PAGE_FIND);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 product_code 不能为空');
  });
}
