import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { createSmsCodeHasher } from '../accounts/auth/sms-codes.ts';
import {
  CAMPAIGN_STORES,
  bearer,
  consented,
  envelope,
  registeredUser,
} from '#test/support/campaign.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';

type Headers = Record<string, string>;

let handsetSeq = 0;
const newHandset = () =>
  `159${String(process.pid % 10_000).padStart(4, '0')}${String((handsetSeq += 1)).padStart(4, '0')}`;

describe.each(CAMPAIGN_STORES)('invite friends calls on %s', (_store, open) => {
  let app: FastifyInstance;
  openedForAll(open, (opened) => (app = opened));

  const get = (path: string, headers: Headers = {}, query = '') =>
    app.inject({ url: query ? `${path}?${query}` : path, headers });
  const post = (path: string, payload: unknown, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: path, headers, payload: payload as object });
  /** An SMS code as the send call stores it (the send itself is the passport's, tested there). */
  const smsCode = async (handset: string, code = '2468') => {
    const hasher = createSmsCodeHasher(app.config.jwtSecret);
    const now = Date.now();
    await app.accounts.smsCodes.insert({
      handset,
      codeHash: hasher.hash(handset, code),
      purpose: '1',
      ip: '127.0.0.1',
      createdAt: new Date(now),
      expiresAt: new Date(now + 300_000),
    });
    return code;
  };
  /** The register call as the form sends it, the friend having ticked consent. */
  const registerFriend = async (payload: Record<string, unknown>) =>
    post(API_PATHS.INVITE_REGISTER, { ...(await consented(app)), ...payload });
  const shareCodeOf = async (headers: Headers) =>
    envelope<{ share_code: string }>(await get(API_PATHS.INVITE_SHARE_CODE, headers)).response
      .share_code;

  it('every call but register needs a token (the spec envelope)', async () => {
    for (const path of [
      API_PATHS.INVITE_SHARE_CODE,
      API_PATHS.INVITE_HOME_DATA,
      API_PATHS.INVITE_MY_INVITED_LIST,
      API_PATHS.INVITE_MY_PRIZES,
      API_PATHS.INVITE_REGISTER_STATE,
    ]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(401);
      expect(envelope(answer), path).toEqual({
        code: 'UNAUTHORIZED',
        msg: '请先登录',
        response: null,
      });
    }
    for (const path of [
      API_PATHS.INVITE_RECEIVE_STAGE_PRIZE,
      API_PATHS.INVITE_REMEMBER_SHARE,
      API_PATHS.INVITE_GRANT_SHARE_PRIZE,
    ]) {
      expect((await post(path, { stage: 1 })).statusCode, path).toBe(401);
    }
  });

  it('share-code: one per user, the same every time, also when asked at once', async () => {
    const headers = await bearer(app, 660_001);
    const codes = await Promise.all(Array.from({ length: 5 }, () => shareCodeOf(headers)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{8}$/);
    expect(await shareCodeOf(await bearer(app, 660_002))).not.toBe(codes[0]);
  });

  it('register: SMS code, a new account bound to the inviter, counted once; the inviter sees it', async () => {
    const inviter = await registeredUser(app);
    const shareCode = await shareCodeOf(inviter.headers);
    const handset = newHandset();
    const code = await smsCode(handset);

    const wrong = await registerFriend({
      handset,
      code: '0000',
      share_code: shareCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).msg).toBe('验证码错误');

    // The same registration sent several times at once: one account, one invitation.
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        registerFriend({ handset, code, share_code: shareCode.toLowerCase() }),
      ),
    );
    const succeeded = results.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(envelope(r).msg).toBe('验证码已使用，请重新获取');
    }
    const registered = envelope<{ token: string; inviter: string; prize: string }>(
      succeeded[0]!,
    ).response;
    expect(registered.inviter).toBe(
      `${inviter.handset.slice(0, 3)}****${inviter.handset.slice(7)}`,
    );
    expect(succeeded[0]!.headers['set-cookie']).toBeDefined();

    const friend = { authorization: `Bearer ${registered.token}` };
    const state = envelope<{ registered: boolean; prize: string }>(
      await get(API_PATHS.INVITE_REGISTER_STATE, friend),
    ).response;
    expect(state).toMatchObject({ registered: true, prize: registered.prize });
    expect(
      envelope<{ list: { name: string }[] }>(await get(API_PATHS.INVITE_MY_PRIZES, friend)).response
        .list,
    ).toEqual([expect.objectContaining({ name: registered.prize, kind: 'newcomer' })]);

    const list = envelope<{ list: { nick: string }[]; total: number }>(
      await get(API_PATHS.INVITE_MY_INVITED_LIST, inviter.headers),
    ).response;
    expect(list.total).toBe(1);
    expect(list.list[0]!.nick).toBe(`${handset.slice(0, 3)}****${handset.slice(7)}`);

    // An existing user cannot be invited: nothing is saved, the code stays unused.
    const again = await smsCode(handset, '1357');
    const existing = await registerFriend({
      handset,
      code: again,
      share_code: shareCode,
    });
    expect(existing.statusCode).toBe(409);
    expect(envelope(existing).msg).toBe('该手机号已注册牛8，邀请奖励仅限新用户');
    expect(
      envelope<{ total: number }>(await get(API_PATHS.INVITE_MY_INVITED_LIST, inviter.headers))
        .response.total,
    ).toBe(1);
  });

  it('register: makes no account without consent to the statement in force, and records it', async () => {
    const inviter = await registeredUser(app);
    const shareCode = await shareCodeOf(inviter.headers);
    const handset = newHandset();
    const code = await smsCode(handset);
    const body = { handset, code, share_code: shareCode };
    const missing = await post(API_PATHS.INVITE_REGISTER, body);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).code).toBe('LEAD_CONSENT_REQUIRED');
    expect(envelope(missing).msg).toContain('consent_version');
    const { consent_version: version } = await consented(app);
    const stale = await post(API_PATHS.INVITE_REGISTER, { ...body, consent_version: version + 1 });
    expect(stale.statusCode).toBe(400);
    expect(envelope(stale).code).toBe('LEAD_CONSENT_OUTDATED');
    expect(await app.accounts.users.findByHandset(handset)).toBeNull();

    // The code was left unused by the refusals.
    const accepted = await post(API_PATHS.INVITE_REGISTER, { ...body, consent_version: version });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await app.accounts.users.findByHandset(handset)).toMatchObject({
      consentVersion: version,
    });
  });

  it('register: bad input is named; an unknown share code is refused', async () => {
    const bad = await registerFriend({
      handset: '12345',
      code: '1',
      share_code: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 handset 格式不正确');
    const noCode = await registerFriend({
      handset: newHandset(),
      share_code: 'ABCDEFGH',
    });
    expect(envelope(noCode).msg).toBe('参数 code 不能为空');
    const unknown = await registerFriend({
      handset: newHandset(),
      code: '123456',
      share_code: 'ZZZZZZZZ',
    });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('邀请码无效，请向好友重新索取邀请链接');
  });

  it('receive-state1-prize: only when reached, once per stage under concurrent requests', async () => {
    const inviter = await registeredUser(app);
    const shareCode = await shareCodeOf(inviter.headers);
    const early = await post(API_PATHS.INVITE_RECEIVE_STAGE_PRIZE, { stage: 1 }, inviter.headers);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).msg).toBe('邀请人数还未达到该阶段，继续加油');

    const handset = newHandset();
    const code = await smsCode(handset);
    expect((await registerFriend({ handset, code, share_code: shareCode })).statusCode).toBe(200);

    const home = envelope<{
      invited_count: number;
      stages: { reached: boolean; received: boolean }[];
    }>(await get(API_PATHS.INVITE_HOME_DATA, inviter.headers)).response;
    expect(home.invited_count).toBe(1);
    expect(home.stages[0]).toMatchObject({ reached: true, received: false });
    expect(home.stages[1]).toMatchObject({ reached: false });

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(API_PATHS.INVITE_RECEIVE_STAGE_PRIZE, { stage: 1 }, inviter.headers),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(envelope(r).msg).toBe('该阶段奖励已领取');
    }
    const after = envelope<{ stages: { received: boolean }[] }>(
      await get(API_PATHS.INVITE_HOME_DATA, inviter.headers),
    ).response;
    expect(after.stages[0]!.received).toBe(true);
    const bad = await post(API_PATHS.INVITE_RECEIVE_STAGE_PRIZE, { stage: 9 }, inviter.headers);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 stage 不能大于 3');
  });

  it('share prize: after a share, once a day under concurrent requests', async () => {
    const headers = await bearer(app, 660_050);
    const before = await post(API_PATHS.INVITE_GRANT_SHARE_PRIZE, {}, headers);
    expect(before.statusCode).toBe(409);
    expect(envelope(before).msg).toBe('请先分享活动，再领取分享奖励');
    expect((await post(API_PATHS.INVITE_REMEMBER_SHARE, {}, headers)).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(API_PATHS.INVITE_GRANT_SHARE_PRIZE, {}, headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => envelope(r).msg)).toEqual(
      Array(4).fill('今日分享奖励已领取，明天再来'),
    );
    const home = envelope<{ shared_today: boolean; share_prize_received: boolean }>(
      await get(API_PATHS.INVITE_HOME_DATA, headers),
    ).response;
    expect(home).toMatchObject({ shared_today: true, share_prize_received: true });
    const badPage = await get(API_PATHS.INVITE_MY_INVITED_LIST, headers, 'page=x');
    expect(envelope(badPage).msg).toBe('参数 page 应为整数');
  });
});
