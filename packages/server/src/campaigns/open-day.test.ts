import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { openDaySessions } from './store/tables-open-day.ts';
import { CAMPAIGN_STORES, bearer, envelope } from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';

type Headers = Record<string, string>;

describe.each(CAMPAIGN_STORES)('headquarters open day on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, (opened) => (app = opened));

  const register = (payload: unknown, headers: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.OPEN_DAY_REGISTER,
      headers,
      payload: payload as object,
    });
  const info = (headers: Headers = {}) => app.inject({ url: API_PATHS.OPEN_DAY_MY_INFO, headers });
  const newSession = async (seats: number) => {
    const [row] = await app.database.db
      .insert(openDaySessions)
      .values({
        title: '测试场',
        startsAt: new Date(Date.now() + 86_400_000),
        address: '总部',
        seats,
      })
      .returning({ id: openDaySessions.id });
    return row!.id;
  };

  it('needs a token (the spec envelope)', async () => {
    for (const answer of [await info(), await register({ session_id: 1 })]) {
      expect(answer.statusCode).toBe(401);
      expect(envelope(answer)).toEqual({ code: 'UNAUTHORIZED', msg: '请先登录', response: null });
    }
  });

  it('my-info: the seeded sessions, and the registration once made', async () => {
    const headers = await bearer(app, 440_001);
    const before = envelope<{
      sessions: { id: number; left: number; state: string }[];
      registration: null;
    }>(await info(headers)).response;
    expect(before.sessions).toHaveLength(3);
    expect(before.sessions[0]).toMatchObject({ left: 40, state: 'open' });
    expect(before.registration).toBeNull();
    const answer = await register(
      { session_id: before.sessions[0]!.id, name: '张先生', handset: '13800138000' },
      headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(envelope(answer).response).toMatchObject({ name: '张先生', handset: '138****8000' });
    const after = envelope<{ sessions: { left: number }[]; registration: { session_id: number } }>(
      await info(headers),
    ).response;
    expect(after.sessions[0]!.left).toBe(39);
    expect(after.registration.session_id).toBe(before.sessions[0]!.id);
  });

  it('register: bad input named, unknown session 404', async () => {
    const headers = await bearer(app, 440_002);
    const noName = await register({ session_id: 1, handset: '13800138000' }, headers);
    expect(noName.statusCode).toBe(400);
    expect(envelope(noName).msg).toBe('参数 name 不能为空');
    const badPhone = await register({ session_id: 1, name: '李', handset: '123' }, headers);
    expect(envelope(badPhone).msg).toBe('参数 handset 格式不正确');
    const unknown = await register(
      { session_id: 99_999, name: '李', handset: '13800138000' },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('开放日场次不存在');
  });

  it('once per user and seats limited, under concurrent requests', async () => {
    const sessionId = await newSession(2);
    const one = await bearer(app, 440_100);
    const repeated = await Promise.all(
      Array.from({ length: 4 }, () =>
        register({ session_id: sessionId, name: '王', handset: '13800138001' }, one),
      ),
    );
    expect(repeated.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(repeated.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(3).fill('您已报名开放日，每人限报一场'),
    );
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => bearer(app, 440_200 + i)));
    const results = await Promise.all(
      users.map((headers) =>
        register({ session_id: sessionId, name: '赵', handset: '13800138002' }, headers),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(5).fill('该场次名额已满，请选择其他场次'),
    );
  });
});
