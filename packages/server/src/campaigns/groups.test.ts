import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { chatGroups } from './store/tables.ts';
import { bearer, campaignApp, envelope, registeredUser } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  // Groups of an activity of their own, so the tests do not depend on the seed's rules.
  await app.database.db.insert(chatGroups).values([
    { id: 9001, activity: 'test-any', name: '任意用户群', requires: 'any' },
    { id: 9002, activity: 'test-registered', name: '注册用户群', requires: 'registered' },
    { id: 9003, activity: 'test-lead', name: '留资用户群', requires: 'lead' },
    { id: 9004, activity: 'test-full', name: '满员群', requires: 'any', maxMembers: 1 },
    { id: 9005, activity: 'test-service', kind: 'service', name: '专属客服' },
  ]);
  return app;
});

const check = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${API_PATHS.CHECK_CAN_JOIN}?${query}`, headers });
const join = (groupId: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.JOIN_OPEN_GROUP,
    headers,
    payload: { group_id: groupId },
  });

describe('check-can-join', () => {
  it('needs a token: 401 without one, 403/400003 with a bad one', async () => {
    expect((await check('activity=test-any')).statusCode).toBe(401);
    const bad = await check('activity=test-any', { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(403);
    expect(envelope(bad).code).toBe(400003);
    expect(envelope(bad).msg).toBe('登录已失效，请重新登录');
  });

  it('answers can_join and the ids of the groups the user is in', async () => {
    const headers = await bearer(app, 880_001);
    const before = await check('activity=test-any', headers);
    expect(before.statusCode).toBe(200);
    expect(envelope(before)).toEqual({
      code: 1,
      msg: 'success',
      response: { can_join: true, groups: [] },
    });
    expect((await join(9001, headers)).statusCode).toBe(200);
    const after = envelope<{ can_join: boolean; groups: number[] }>(
      await check('activity=test-any', headers),
    );
    expect(after.response).toEqual({ can_join: true, groups: [9001] });
  });

  it('applies each group rule: registered users, users with a lead', async () => {
    const stranger = await bearer(app, 880_002);
    const registered = await registeredUser(app);
    const withLead = await registeredUser(app, { lead: true });
    const canJoin = async (activity: string, headers: Record<string, string>) =>
      envelope<{ can_join: boolean }>(await check(`activity=${activity}`, headers)).response
        .can_join;

    expect(await canJoin('test-registered', stranger)).toBe(false);
    expect(await canJoin('test-registered', registered.headers)).toBe(true);
    expect(await canJoin('test-lead', registered.headers)).toBe(false);
    expect(await canJoin('test-lead', withLead.headers)).toBe(true);
    // An activity without groups: nobody can join.
    expect(await canJoin('no-such-activity', withLead.headers)).toBe(false);
  });

  it('takes a group id instead of, or besides, the activity', async () => {
    const headers = await bearer(app, 880_003);
    const answer = envelope<{ can_join: boolean }>(await check('group_id=9002', headers));
    expect(answer.response.can_join).toBe(false);
    expect(envelope(await check('group_id=9001', headers)).response).toMatchObject({
      can_join: true,
    });
    const unknown = await check('group_id=9999', headers);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('该群不存在或已解散');
  });

  it('refuses a missing or bad parameter with a 400 naming it', async () => {
    const headers = await bearer(app, 880_004);
    const missing = await check('', headers);
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 activity 不能为空');
    const bad = await check('group_id=abc', headers);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toBe('参数 group_id 应为整数');
    const repeated = await check('activity=a&activity=b', headers);
    expect(envelope(repeated).msg).toBe('参数 activity 只能传一个值');
  });
});

describe('join-open-group', () => {
  it('joins: code 1 with the success text, word for word, in the envelope and the response', async () => {
    const headers = await bearer(app, 880_010);
    const response = await join(9001, headers);
    expect(response.statusCode).toBe(200);
    const body = envelope<Record<string, unknown>>(response);
    expect(body.code).toBe(1);
    expect(body.msg).toBe('您已成功加入私享群，请前往【社群】享受服务');
    expect(body.msg).toBe(MESSAGES.JOIN_GROUP_SUCCESS);
    expect(body.response).toMatchObject({
      code: 1,
      msg: MESSAGES.JOIN_GROUP_SUCCESS,
      group_id: 9001,
      already: false,
    });
    // Joining again is not an error, and the user stays one member.
    const again = envelope<{ already: boolean }>(await join('9001', headers));
    expect(again.code).toBe(1);
    expect(again.response.already).toBe(true);
    expect(await app.campaigns.groups.memberCount(9001)).toBeGreaterThanOrEqual(1);
    expect(await app.campaigns.groups.joinedGroupIds(880_010)).toEqual([9001]);
  });

  it('keeps the seeded rule 每人限加入一个实战群: a second 私享社群 is refused with a msg', async () => {
    const headers = await bearer(app, 880_030);
    expect((await join(3201, headers)).statusCode).toBe(200);
    const second = await join(3202, headers);
    expect(second.statusCode).toBe(409);
    expect(envelope(second)).toEqual({
      code: 'GROUP_ONE_PER_SET',
      msg: '每人限加入一个实战群，您已加入其他实战群',
      response: null,
    });
    expect(await app.campaigns.groups.joinedGroupIds(880_030)).toEqual([3201]);
  });

  it('check-can-join answers what joining then does: in 私享社群 1, can_join is false for 2', async () => {
    const headers = await bearer(app, 880_031);
    const canJoin = async (query: string) =>
      envelope<{ can_join: boolean }>(await check(query, headers)).response.can_join;
    expect(await canJoin('activity=sqsjGroup2&group_id=3202')).toBe(true);
    expect((await join(3201, headers)).statusCode).toBe(200);
    for (const [query, groupId] of [
      ['activity=sqsjGroup&group_id=3201', 3201],
      ['activity=sqsjGroup2&group_id=3202', 3202],
      ['activity=sqsjGroup2', 3202],
      ['group_id=3202', 3202],
    ] as const) {
      const joined = (await join(groupId, headers)).statusCode === 200;
      expect(await canJoin(query), query).toBe(joined);
    }
  });

  it('refuses a user who does not meet the rule: 403 您暂不符合加群资格', async () => {
    const headers = await bearer(app, 880_011);
    const response = await join(9003, headers);
    expect(response.statusCode).toBe(403);
    expect(envelope(response)).toEqual({
      code: 'NOT_ELIGIBLE',
      msg: '您暂不符合加群资格',
      response: null,
    });
    expect(await app.campaigns.groups.joinedGroupIds(880_011)).toEqual([]);
    const withLead = await registeredUser(app, { lead: true });
    expect((await join(9003, withLead.headers)).statusCode).toBe(200);
  });

  it('refuses a full group, and check-can-join says so', async () => {
    expect((await join(9004, await bearer(app, 880_012))).statusCode).toBe(200);
    const late = await bearer(app, 880_013);
    const full = await join(9004, late);
    expect(full.statusCode).toBe(409);
    expect(envelope(full).msg).toBe('该群已满员，请稍后再试');
    expect(envelope(await check('activity=test-full', late)).response).toMatchObject({
      can_join: false,
    });
  });

  it('answers 404 for an unknown group or a service group, 401 without a token, 400 for junk', async () => {
    const headers = await bearer(app, 880_014);
    expect((await join(9999, headers)).statusCode).toBe(404);
    expect((await join(9005, headers)).statusCode).toBe(404);
    expect((await join(9001, {})).statusCode).toBe(401);
    const junk = await join('x', headers);
    expect(junk.statusCode).toBe(400);
    expect(envelope(junk).msg).toBe('参数 group_id 应为整数');
    const missing = await app.inject({
      method: 'POST',
      url: API_PATHS.JOIN_OPEN_GROUP,
      headers,
      payload: {},
    });
    expect(envelope(missing).msg).toBe('参数 group_id 不能为空');
  });

  it('takes a form-encoded body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.JOIN_OPEN_GROUP,
      headers: {
        ...(await bearer(app, 880_015)),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'group_id=9001',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).msg).toBe(MESSAGES.JOIN_GROUP_SUCCESS);
  });
});

describe('service-chat', () => {
  it("answers the activity's service group, else the default one", async () => {
    const headers = await bearer(app, 880_020);
    const own = await app.inject({
      url: `${API_PATHS.SERVICE_CHAT_GROUP}?activity=test-service`,
      headers,
    });
    expect(envelope(own).response).toEqual({ group_id: 9005, name: '专属客服' });
    const fallback = await app.inject({ url: API_PATHS.SERVICE_CHAT_GROUP, headers });
    expect(envelope<{ group_id: number }>(fallback).response.group_id).toBe(3901);
  });

  it('answers 404 无法获取会话ID when there is no group, and 401 without a token', async () => {
    expect((await app.inject({ url: API_PATHS.SERVICE_CHAT_GROUP })).statusCode).toBe(401);
    const bare = await campaignApp();
    try {
      await bare.database.db.delete(chatGroups);
      const response = await bare.inject({
        url: API_PATHS.SERVICE_CHAT_GROUP,
        headers: await bearer(bare, 1),
      });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).msg).toBe('无法获取会话ID');
      expect(envelope(response).msg).toBe(MESSAGES.NO_CHAT_GROUP_ID);
    } finally {
      await bare.close();
    }
  });
});
