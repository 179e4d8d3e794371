import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { couponBatches } from './store/tables-coupon.ts';
import { CAMPAIGN_STORES, bearer, envelope } from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';

type Headers = Record<string, string>;

describe.each(CAMPAIGN_STORES)('coupon calls on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, (opened) => (app = opened));

  const get = (path: string, headers: Headers = {}) => app.inject({ url: path, headers });
  const post = (path: string, payload: unknown, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: path, headers, payload: payload as object });

  it('check: the batch and, with a token, whether the user has one; bad and unknown batches', async () => {
    const anonymous = envelope<Record<string, unknown>>(
      await get(`${API_PATHS.COUPON_CHECK}?batch=coupon202409`),
    ).response;
    expect(anonymous).toMatchObject({
      batch: 'coupon202409',
      amount_cents: 10000,
      stock: 2000,
      left: 2000,
      received: false,
      coupon: null,
    });
    const missing = await get(API_PATHS.COUPON_CHECK);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 batch 不能为空');
    const unknown = await get(`${API_PATHS.COUPON_CHECK}?batch=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('优惠券活动不存在或已结束');
  });

  it('a page of another site cannot receive a coupon with the visitor cookie', async () => {
    const headers = { cookie: `token=${await app.tokens.sign(550_100)}` };
    for (const path of [API_PATHS.COUPON_202409_RECEIVE, API_PATHS.COUPON_GIVE]) {
      const forged = await post(
        path,
        { batch: 'national-course' },
        { ...headers, origin: 'https://evil.example' },
      );
      expect(forged.statusCode).toBe(403);
      expect(envelope(forged).msg).toBe('拒绝来自其他网站的请求');
    }
    const state = envelope<{ is_received: boolean }>(
      await get(API_PATHS.COUPON_202409_IS_RECEIVED, headers),
    ).response;
    expect(state.is_received).toBe(false);
  });

  it('give and the 2024-09 calls need a token (the spec envelope)', async () => {
    for (const answer of [
      await post(API_PATHS.COUPON_GIVE, { batch: 'national-course' }),
      await post(API_PATHS.COUPON_202409_RECEIVE, {}),
      await get(API_PATHS.COUPON_202409_IS_RECEIVED),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(envelope(answer)).toEqual({ code: 'UNAUTHORIZED', msg: '请先登录', response: null });
    }
    const bad = await post(API_PATHS.COUPON_GIVE, { batch: '券' }, await bearer(app, 550_000));
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 batch 格式不正确');
  });

  it('coupon202409: received once per user, also under concurrent requests', async () => {
    const headers = await bearer(app, 550_001);
    const before = envelope<{ is_received: boolean; left: number }>(
      await get(API_PATHS.COUPON_202409_IS_RECEIVED, headers),
    ).response;
    expect(before.is_received).toBe(false);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(API_PATHS.COUPON_202409_RECEIVE, {}, headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(5).fill('您已领取过该优惠券'),
    );
    const after = envelope<{ is_received: boolean; left: number }>(
      await get(API_PATHS.COUPON_202409_IS_RECEIVED, headers),
    ).response;
    expect(after).toEqual({ is_received: true, left: before.left - 1 });
    const check = envelope<{ received: boolean; coupon: { used: boolean } }>(
      await get(`${API_PATHS.COUPON_CHECK}?batch=coupon202409`, headers),
    ).response;
    expect(check.received).toBe(true);
    expect(check.coupon.used).toBe(false);
  });

  it('give: stock limited, atomic under concurrent requests from many users', async () => {
    await app.database.db.insert(couponBatches).values({
      code: 'test-limited',
      name: '限量测试券',
      amountCents: 1000,
      stock: 3,
    });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => bearer(app, 551_000 + i)));
    const results = await Promise.all(
      users.map((headers) => post(API_PATHS.COUPON_GIVE, { batch: 'test-limited' }, headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(envelope(r).msg).toBe('优惠券已领完，请关注下一场活动');
    }
    const check = envelope<{ left: number }>(
      await get(`${API_PATHS.COUPON_CHECK}?batch=test-limited`),
    ).response;
    expect(check.left).toBe(0);
    const [row] = await app.database.db
      .select()
      .from(couponBatches)
      .where(eq(couponBatches.code, 'test-limited'));
    expect(row!.received).toBe(3);
  });
});
