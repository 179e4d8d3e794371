import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { adminHeaders, bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { ADMIN_CAMPAIGN_BASE } from './campaign-admin.ts';
import { CAMPAIGN_RESOURCES } from './campaign-resources.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';
import { suitableFor } from '#test/support/suitability.ts';

let app: FastifyInstance;
let ADMIN_HEADERS: Record<string, string>;
appForAll(async () => {
  app = await campaignApp();
  ADMIN_HEADERS = await adminHeaders(app);
  return app;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const admin = (method: Method, path: string, payload?: object) =>
  app.inject({
    method,
    url: `${ADMIN_CAMPAIGN_BASE}${path}`,
    headers: ADMIN_HEADERS,
    ...(payload ? { payload } : {}),
  });

describe('campaign admin API', () => {
  it('answers 401 without an editor session, or with a user token, on every route', async () => {
    for (const [method, url] of [
      ['GET', ADMIN_CAMPAIGN_BASE],
      ['GET', `${ADMIN_CAMPAIGN_BASE}/products`],
      ['POST', `${ADMIN_CAMPAIGN_BASE}/products`],
      ['PUT', `${ADMIN_CAMPAIGN_BASE}/products/1191`],
      ['DELETE', `${ADMIN_CAMPAIGN_BASE}/products/1191`],
    ] as const) {
      for (const headers of [
        {},
        { authorization: 'Bearer h5-page-development-admin-token' },
        { cookie: 'h5_admin_session=forged' },
        await bearer(app, 1),
      ]) {
        const response = await app.inject({ method, url, headers, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(envelope(response).msg).toBe('请先登录管理后台');
      }
    }
  });

  it('lets an editor read, but only a publisher write, and never from another site', async () => {
    const reader = await signedInEditor(app, ADMIN_HEADERS, 'campaign-reader', 'reader-password');
    const read = await app.inject({
      method: 'GET',
      url: `${ADMIN_CAMPAIGN_BASE}/products`,
      headers: reader,
    });
    expect(read.statusCode).toBe(200);
    const write = await app.inject({
      method: 'DELETE',
      url: `${ADMIN_CAMPAIGN_BASE}/products/1191`,
      headers: reader,
    });
    expect(write.statusCode).toBe(403);
    expect(envelope(write).msg).toBe('需要发布者权限才能进行此操作');
    const cross = await app.inject({
      method: 'DELETE',
      url: `${ADMIN_CAMPAIGN_BASE}/products/1191`,
      headers: { ...ADMIN_HEADERS, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    expect(envelope(cross).msg).toBe('拒绝来自其他站点的请求');
  });

  it('lists the resources', async () => {
    const response = await admin('GET', '');
    const names = envelope<{ resources: { name: string }[] }>(response).response.resources.map(
      (r) => r.name,
    );
    expect(names).toEqual(CAMPAIGN_RESOURCES.map((r) => r.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'products',
        'orders',
        'groups',
        'staff',
        'staff_bindings',
        'qr_codes',
        'virtual_users',
        'vacancies',
        'brokerage_confs',
        'jump_targets',
        'campaign_apis',
      ]),
    );
  });

  it('creates, reads, updates and deletes a record; changes reach the gateway at once', async () => {
    const created = await admin('POST', '/vacancies', {
      id: 'adm-1',
      current_num: 5,
      limit_num: 10,
    });
    expect(created.statusCode).toBe(200);
    expect(envelope(created).response).toMatchObject({
      id: 'adm-1',
      current_num: 5,
      change_type_limit: 0,
      limit_num: 10,
    });
    expect(envelope(await admin('GET', '/vacancies/adm-1')).response).toMatchObject({
      current_num: 5,
    });

    // An update changes the fields given, and only those.
    const updated = await admin('PATCH', '/vacancies/adm-1', { current_num: 9 });
    expect(envelope(updated).response).toMatchObject({ current_num: 9, limit_num: 10 });
    const gateway = await app.inject({ url: `${API_PATHS.VACANCY_DETAIL}?id=adm-1` });
    expect(envelope(gateway).response).toEqual({
      id: 'adm-1',
      current_num: 9,
      change_type_limit: 0,
      limit: 10,
    });

    expect((await admin('DELETE', '/vacancies/adm-1')).statusCode).toBe(200);
    expect((await admin('GET', '/vacancies/adm-1')).statusCode).toBe(404);
    expect((await app.inject({ url: `${API_PATHS.VACANCY_DETAIL}?id=adm-1` })).statusCode).toBe(
      404,
    );
  });

  it('lists with paging and filters', async () => {
    const all = envelope<{ rows: { id: number }[]; total: number }>(await admin('GET', '/groups'));
    expect(all.response.total).toBe(all.response.rows.length);
    const page = envelope<{ rows: { id: number }[]; total: number }>(
      await admin('GET', '/groups?limit=2&offset=1'),
    );
    expect(page.response.rows.map((r) => r.id)).toEqual(
      all.response.rows.slice(1, 3).map((r) => r.id),
    );
    const filtered = envelope<{ rows: { id: number }[] }>(
      await admin('GET', '/groups?activity=sqsjGroup'),
    );
    expect(filtered.response.rows.map((r) => r.id)).toEqual([3201]);
    expect(envelope(await admin('GET', '/groups?limit=0')).msg).toBe('参数 limit 不能小于 1');
  });

  it('edits a campaign API whose key is a path', async () => {
    const path = '/oabase/api/campaign/v1/admin-test';
    expect(
      (await admin('POST', '/campaign_apis', { path, msg: '成功了', requires_token: false }))
        .statusCode,
    ).toBe(200);
    expect(envelope(await app.inject({ method: 'POST', url: path })).msg).toBe('成功了');
    const key = encodeURIComponent(path);
    expect((await admin('PUT', `/campaign_apis/${key}`, { msg: '改好了' })).statusCode).toBe(200);
    expect(envelope(await app.inject({ method: 'POST', url: path })).msg).toBe('改好了');
    const bad = await admin('POST', '/campaign_apis', { path: '/elsewhere', msg: 'x' });
    expect(envelope(bad).msg).toBe('参数 path 应为 /oabase/api/campaign/v1/ 下的路径');
  });

  it('refuses bad records with a 400 naming the field, taken keys and key changes', async () => {
    const cases: [object, string][] = [
      [{ id: 9101, name: '' }, '参数 name 不能为空'],
      [{ name: '群' }, '参数 id 不能为空'],
      [{ id: 9101, name: '群', requires: 'vip' }, '参数 requires 只能是 any、registered、lead'],
      [{ id: 9101, name: '群', qr: 'javascript:alert(1)' }, '参数 qr 不是安全的链接'],
      [{ id: 9101, name: '群', max_members: 0 }, '参数 max_members 不能小于 1'],
    ];
    for (const [payload, msg] of cases) {
      const response = await admin('POST', '/groups', payload);
      expect(response.statusCode, msg).toBe(400);
      expect(envelope(response).msg).toBe(msg);
    }
    const taken = await admin('POST', '/groups', { id: 3201, name: '重复' });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).msg).toBe('记录已存在或正被其他数据引用');
    const rekey = await admin('PUT', '/groups/3201', { id: 3202 });
    expect(envelope(rekey).msg).toBe('参数 id 不能修改');
    const items = await admin('POST', '/virtual_users', {
      id: 'v',
      items: [{ avatar: '/a.svg', text: 1 }],
    });
    expect(envelope(items).msg).toBe('参数 items[0].text 应为文本');
  });

  it('answers 404 for unknown resources and records; read-only logs cannot be written', async () => {
    expect((await admin('GET', '/nothing')).statusCode).toBe(404);
    expect((await admin('GET', '/groups/123456')).statusCode).toBe(404);
    expect((await admin('GET', '/groups/abc')).statusCode).toBe(404);
    expect((await admin('PUT', '/groups/123456', { name: 'x' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/groups/123456')).statusCode).toBe(404);
    expect((await admin('POST', '/browse_uploads', { browse_collect_id: 'x' })).statusCode).toBe(
      404,
    );
    expect((await admin('POST', '/orders', { pid: 'x', state: 'paid' })).statusCode).toBe(404);
    expect((await admin('GET', '/browse_uploads')).statusCode).toBe(200);
  });

  it('changes an order state (paid_at is set) and keeps products that have orders', async () => {
    const headers = await bearer(app, 4242);
    await suitableFor(app, headers, 1192);
    const created = await app.inject({
      method: 'POST',
      url: `${API_PATHS.CREATE_ORDER}?shop_product_id=1192`,
      headers,
    });
    const pid = envelope<{ pid: string }>(created).response.pid;
    const listed = envelope<{ rows: { pid: string }[] }>(
      await admin('GET', '/orders?softuser_id=4242&state=created'),
    );
    expect(listed.response.rows.map((r) => r.pid)).toEqual([pid]);
    const paid = await admin('PATCH', `/orders/${pid}`, { state: 'paid' });
    expect(envelope(paid).response).toMatchObject({ pid, state: 'paid' });
    expect(envelope<{ paid_at: string | null }>(paid).response.paid_at).not.toBeNull();
    expect(envelope(await admin('PATCH', `/orders/${pid}`, { amount_cents: 1 })).msg).toBe(
      '参数 amount_cents 不能修改',
    );
    const kept = await admin('DELETE', '/products/1192');
    expect(kept.statusCode).toBe(409);
  });
});
