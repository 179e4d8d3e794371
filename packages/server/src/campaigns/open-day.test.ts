import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { openDaySessions } from './store/tables-open-day.ts';
import { maskPhone } from '@h5-page/schema/personal-masks';
import {
  CAMPAIGN_STORES,
  bearer,
  consented,
  envelope,
  registeredUser,
} from '#test/support/campaign.ts';
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

  it('my-info: the seeded sessions, and the registration once made, under the login’s phone', async () => {
    const user = await registeredUser(app);
    const before = envelope<{
      sessions: { id: number; left: number; state: string }[];
      registration: null;
    }>(await info(user.headers)).response;
    expect(before.sessions).toHaveLength(3);
    expect(before.sessions[0]).toMatchObject({ left: 40, state: 'open' });
    expect(before.registration).toBeNull();
    const consent = await consented(app);
    const answer = await register(
      { session_id: before.sessions[0]!.id, name: '张先生', ...consent },
      user.headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope(answer).response).toMatchObject({
      name: '张先生',
      handset: maskPhone(user.handset),
    });
    const after = envelope<{ sessions: { left: number }[]; registration: { session_id: number } }>(
      await info(user.headers),
    ).response;
    expect(after.sessions[0]!.left).toBe(39);
    expect(after.registration.session_id).toBe(before.sessions[0]!.id);
    expect(await app.campaigns.openDay.registrationOf(user.uid)).toMatchObject({
      handset: user.handset,
      consentVersion: consent.consent_version,
    });
  });

  it('register: takes neither another person’s phone nor a registration without consent', async () => {
    const user = await registeredUser(app);
    const sessionId = await newSession(5);
    const consent = await consented(app);
    // 13712345678 is not the visitor's: it was never verified by its owner's SMS code.
    const other = await register(
      { session_id: sessionId, name: '张先生', handset: '13712345678', ...consent },
      user.headers,
    );
    expect(other.statusCode).toBe(403);
    expect(envelope(other)).toMatchObject({
      code: 'HANDSET_NOT_OWN',
      msg: '只能使用您登录时验证过的手机号提交，如需使用其他号码，请用该号码登录',
    });
    const noConsent = await register({ session_id: sessionId, name: '张先生' }, user.headers);
    expect(noConsent.statusCode).toBe(400);
    expect(envelope(noConsent).code).toBe('LEAD_CONSENT_REQUIRED');
    expect(envelope(noConsent).msg).toContain('consent_version');
    const stale = await register(
      { session_id: sessionId, name: '张先生', consent_version: consent.consent_version + 1 },
      user.headers,
    );
    expect(stale.statusCode).toBe(400);
    expect(envelope(stale).code).toBe('LEAD_CONSENT_OUTDATED');
    expect(await app.campaigns.openDay.registrationOf(user.uid)).toBeNull();

    // Its own number, named or not, is taken.
    const own = await register(
      { session_id: sessionId, name: '张先生', handset: user.handset, ...consent },
      user.headers,
    );
    expect(own.statusCode, own.body).toBe(200);
    // A token whose user is gone files nothing.
    const gone = await register(
      { session_id: sessionId, name: '张先生', ...consent },
      await bearer(app, 440_002),
    );
    expect(gone.statusCode).toBe(403);
  });

  it('register: bad input named, unknown session 404', async () => {
    const { headers } = await registeredUser(app);
    const consent = await consented(app);
    const noName = await register({ session_id: 1, ...consent }, headers);
    expect(noName.statusCode).toBe(400);
    expect(envelope(noName).msg).toBe('参数 name 不能为空');
    const badPhone = await register(
      { session_id: 1, name: '李', handset: '123', ...consent },
      headers,
    );
    expect(envelope(badPhone).msg).toBe('参数 handset 格式不正确');
    const unknown = await register({ session_id: 99_999, name: '李', ...consent }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('开放日场次不存在');
  });

  it('once per user and seats limited, under concurrent requests', async () => {
    const sessionId = await newSession(2);
    const consent = await consented(app);
    const one = await registeredUser(app);
    const repeated = await Promise.all(
      Array.from({ length: 4 }, () =>
        register({ session_id: sessionId, name: '王', ...consent }, one.headers),
      ),
    );
    expect(repeated.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(repeated.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(3).fill('您已报名开放日，每人限报一场'),
    );
    const users = await Promise.all(Array.from({ length: 6 }, () => registeredUser(app)));
    const results = await Promise.all(
      users.map(({ headers }) =>
        register({ session_id: sessionId, name: '赵', ...consent }, headers),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(5).fill('该场次名额已满，请选择其他场次'),
    );
  });
});
