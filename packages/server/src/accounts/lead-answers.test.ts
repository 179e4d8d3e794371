import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { body, signedInAdminApp } from '#test/support/admin.ts';
import { codeFor, testPhone } from '#test/support/accounts.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { leadPayload } from '#test/support/accounts.ts';

let app: FastifyInstance;
let cookie: string;
appForAll(async () => {
  ({ app, cookie } = await signedInAdminApp());
  const admin = (method: 'PUT' | 'POST', url: string, payload: object = {}) =>
    app.inject({ method, url: `/admin/api${url}`, headers: { cookie }, payload });
  // The published page asks for a region and an experience; its draft asks for more, which a
  // visitor cannot see yet.
  const form = (extraFields: object[]) =>
    testPage('advice', {
      page_schema: [
        {
          name: 'popup',
          value: { id: 'p1' },
          children: [{ name: 'leadForm', value: { extraFields }, children: [] }],
        },
      ],
    });
  await admin('PUT', '/pages/advice', form(PUBLISHED_FIELDS));
  await admin('POST', '/pages/advice/publish');
  await admin(
    'PUT',
    '/pages/advice',
    form([...PUBLISHED_FIELDS, { type: 'text', label: '年龄', required: true }]),
  );
  await admin(
    'PUT',
    '/pages/plain',
    testPage('plain', { page_schema: [{ name: 'leadForm', value: {}, children: [] }] }),
  );
  await admin('POST', '/pages/plain/publish');
  return app;
});

const PUBLISHED_FIELDS = [
  { type: 'address', label: '所在地区', required: true },
  { type: 'select', label: '投资经验', required: true, options: '1 年以下\n1-3 年\n3 年以上' },
  { type: 'text', label: '微信号' },
];

let ip = 0;
const lead = async (pageCode: string, extra?: unknown, handset = testPhone()) => {
  const code = await codeFor(app, handset, `198.51.100.${(ip += 1)}`);
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.GIFT_ACTIVITY,
    payload: leadPayload(handset, code, { cps_id: '', page_code: pageCode, extra }),
  });
  return { response, handset, code };
};

const GOOD = { 所在地区: '广东省 广州市 天河区', 投资经验: '1-3 年', 微信号: ' zs_88 ' };

describe('a lead with answers to the lead form’s extra fields', () => {
  it('is stored with its answers, in the form’s order', async () => {
    const { response, handset } = await lead('advice', {
      微信号: ' zs_88 ',
      投资经验: '1-3 年',
      所在地区: '广东省 广州市 天河区',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.accounts.leads.find(handset, 'advice'))?.extra).toEqual([
      { label: '所在地区', value: '广东省 广州市 天河区' },
      { label: '投资经验', value: '1-3 年' },
      { label: '微信号', value: 'zs_88' },
    ]);
  });

  it.each([
    [{ 投资经验: '1-3 年' }, '请选择所在地区'],
    [undefined, '请选择所在地区'],
    [{ ...GOOD, 投资经验: '十年' }, '「投资经验」请从给出的选项中选择'],
    // The draft's new field is not on the page visitors see.
    [{ ...GOOD, 年龄: '30' }, '表单中没有「年龄」这一项，请刷新页面后重试'],
    [{ ...GOOD, 微信号: 'x'.repeat(51) }, '「微信号」不能超过 50 个字'],
    ['地区', '参数 extra 应为对象：{ 填写项名称: 填写内容 }'],
  ])('refuses %j with 400 %s, stores nothing and leaves the code usable', async (extra, msg) => {
    const { response, handset, code } = await lead('advice', extra);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ msg, response: null });
    expect(await app.accounts.leads.find(handset, 'advice')).toBeNull();
    // The same code still works once the answers are right.
    const again = await app.inject({
      method: 'POST',
      url: API_PATHS.GIFT_ACTIVITY,
      payload: {
        nick_name: '张三',
        handset,
        code,
        version_id: 276,
        consent_version: 1,
        page_code: 'advice',
        extra: GOOD,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a form without extra fields takes a lead as before, and refuses answers it did not ask', async () => {
    expect((await lead('plain')).response.statusCode).toBe(200);
    const refused = await lead('plain', { 地区: '北京市' });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json().msg).toBe('表单中没有「地区」这一项，请刷新页面后重试');
    // A page nobody published (or no page at all) asks nothing more either.
    expect((await lead('')).response.statusCode).toBe(200);
  });

  it('shows the answers in the admin leads list and CSV', async () => {
    const { handset } = await lead('advice', GOOD);
    const list = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/advice/leads',
      headers: { cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const mine = body<{ leads: { phone: string; extra: unknown }[] }>(list).response.leads.find(
      (row) => row.phone === `${handset.slice(0, 3)}****${handset.slice(7)}`,
    );
    expect(mine?.extra).toEqual([
      { label: '所在地区', value: '广东省 广州市 天河区' },
      { label: '投资经验', value: '1-3 年' },
      { label: '微信号', value: 'zs_88' },
    ]);

    const csv = await app.inject({
      method: 'GET',
      url: '/admin/api/pages/advice/leads.csv',
      headers: { cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '提交时间,手机号,姓名,渠道,渠道名称,实验方案,省份,城市,区县,所在地区,投资经验,微信号',
    );
    expect(lines.find((line) => line.includes(handset.slice(7)))).toMatch(
      /,广东省 广州市 天河区,1-3 年,zs_88$/,
    );
  });
});
