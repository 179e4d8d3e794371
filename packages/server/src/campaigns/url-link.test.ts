import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

const generate = (payload: object | string, form = false) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.GENERATE_URL_LINK,
    payload,
    ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });

describe('generate-url-link (development WeChat client)', () => {
  it('answers a deterministic url_link, from JSON or a form', async () => {
    const json = await generate({
      name: '活动',
      page: 'pages/index/index',
      query: 'a=1',
      out_date_num: 1,
    });
    expect(json.statusCode).toBe(200);
    const link = envelope<{ url_link: string }>(json).response.url_link;
    expect(link).toMatch(/^https:\/\/wxaurl\.cn\/dev-[0-9a-f]{16}$/);
    const form = await generate(
      'name=%E6%B4%BB%E5%8A%A8&page=pages/index/index&query=a%3D1&out_date_num=1',
      true,
    );
    expect(envelope<{ url_link: string }>(form).response.url_link).toBe(link);
  });

  it('refuses a missing or bad page, query or out_date_num with a 400 naming it', async () => {
    const cases: [object, string][] = [
      [{ out_date_num: 1 }, '参数 page 不能为空'],
      [{ page: 'pages/<x>' }, '参数 page 格式不正确'],
      [{ page: 'pages/a', query: 'a=<b>' }, '参数 query 格式不正确'],
      [{ page: 'pages/a', out_date_num: 0 }, '参数 out_date_num 不能小于 1'],
      [{ page: 'pages/a', out_date_num: 31 }, '参数 out_date_num 不能大于 30'],
      [{ page: 'pages/a', out_date_num: 'x' }, '参数 out_date_num 应为整数'],
      [{ page: ['pages/a'] }, '参数 page 只能传一个值'],
    ];
    for (const [payload, msg] of cases) {
      const response = await generate(payload);
      expect(response.statusCode, msg).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
    const notAnObject = await app.inject({
      method: 'POST',
      url: API_PATHS.GENERATE_URL_LINK,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(envelope(notAnObject).msg).toBe('请求内容格式不正确');
  });
});
