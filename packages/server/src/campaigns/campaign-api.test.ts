import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { campaignApis } from './store/tables.ts';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db.insert(campaignApis).values([
    {
      path: '/oabase/api/campaign/v1/test/enroll',
      msg: '报名成功',
      requiresToken: true,
      oncePerUser: true,
      repeatMsg: '您已报名',
    },
    { path: '/oabase/api/campaign/v1/test/open', msg: '谢谢参与', requiresToken: false },
  ]);
  return app;
});

describe('campaign APIs (button action 8)', () => {
  it("answers the API's msg, and its repeat_msg to a user calling a once-per-user API again", async () => {
    const headers = await bearer(app, 200);
    const first = await app.inject({
      method: 'POST',
      url: '/oabase/api/campaign/v1/test/enroll',
      headers,
      payload: { anything: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(envelope(first)).toEqual({
      code: 1,
      msg: '报名成功',
      response: { msg: '报名成功', repeated: false },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/oabase/api/campaign/v1/test/enroll',
      headers,
    });
    expect(envelope(second)).toMatchObject({ code: 1, msg: '您已报名' });
    // Another user is not a repeat.
    const other = await app.inject({
      method: 'POST',
      url: '/oabase/api/campaign/v1/test/enroll',
      headers: await bearer(app, 201),
    });
    expect(envelope(other).msg).toBe('报名成功');
  });

  it('changes state only by POST from this site: GET 405, another site 403, nothing counted', async () => {
    const cookie = { cookie: `token=${await app.tokens.sign(300)}` };
    const url = '/oabase/api/campaign/v1/test/enroll';
    const byGet = await app.inject({ url, headers: cookie });
    expect(byGet.statusCode).toBe(405);
    expect(envelope(byGet)).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      msg: '请求方式不正确，请使用 POST',
      response: null,
    });
    for (const origin of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://localhost.evil.example' },
    ]) {
      const forged = await app.inject({ method: 'POST', url, headers: { ...cookie, ...origin } });
      expect(forged.statusCode, JSON.stringify(origin)).toBe(403);
      expect(envelope(forged).msg).toBe('拒绝来自其他网站的请求');
    }
    // Nothing above counted: the first real call is not a repeat.
    const own = await app.inject({
      method: 'POST',
      url,
      headers: { ...cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(envelope(own)).toMatchObject({ code: 1, msg: '报名成功' });
  });

  it('needs a token where the API says so', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oabase/api/campaign/v1/test/enroll',
    });
    expect(response.statusCode).toBe(401);
    const open = await app.inject({ method: 'POST', url: '/oabase/api/campaign/v1/test/open' });
    expect(envelope(open).msg).toBe('谢谢参与');
  });

  it('answers 404 接口不存在 for paths that are not configured', async () => {
    for (const url of [
      '/oabase/api/campaign/v1/nope',
      '/oabase/api/campaign/v1/test/enroll/',
      '/oabase/api/campaign/v1/%00',
    ]) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(404);
      expect(envelope(response).msg).toBe('接口不存在');
    }
  });

  it('serves the seeded live reminder', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oabase/api/campaign/v1/live-reminder',
      headers: await bearer(app, 202),
    });
    expect(envelope(response).msg).toBe('预约成功，开播前将短信提醒您');
  });
});
