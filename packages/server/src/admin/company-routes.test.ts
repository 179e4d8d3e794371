import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';

let app: FastifyInstance;
let admin: { cookie: string };
let publisher: { cookie: string };
appForAll(async () => {
  app = await adminApp();
  admin = await signIn(app);
  publisher = await signedInAccount(app, admin, 'company-publisher', 'publisher');
  return app;
});

interface Company {
  name: string;
  licence_number: string;
  hotline: string;
  updated_at: string | null;
  updated_by: string | null;
}

const COMPANY = {
  name: '深圳前海示范证券投资顾问有限公司',
  licence_number: 'ZX-0755-2027',
  hotline: '0755-88886666',
};

const read = async (headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url: '/admin/api/company', headers });
const write = (payload: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'PUT', url: '/admin/api/company', headers, payload });

describe('企业信息', () => {
  it('reads the demo company while none is saved, for every signed-in account', async () => {
    const answer = await read(publisher);
    expect(answer.statusCode).toBe(200);
    expect(body<Company>(answer).response).toEqual({
      name: SEED_COMPANY.name,
      licence_number: SEED_COMPANY.licenceNumber,
      hotline: SEED_COMPANY.hotline,
      updated_at: null,
      updated_by: null,
    });
    expect((await read({})).statusCode).toBe(401);
  });

  it('refuses what is not a name, a licence number or a phone line, naming the field in Chinese', async () => {
    const cases: [object, string][] = [
      [{ ...COMPANY, name: ' ' }, '参数 name 不能为空'],
      [{ ...COMPANY, name: '甲' }, '参数 name 至少 2 个字符'],
      [{ ...COMPANY, name: '公'.repeat(61) }, '参数 name 不能超过 60 个字符'],
      [{ ...COMPANY, name: '牛八\u0000公司' }, '参数 name 格式不正确'],
      [{ ...COMPANY, licence_number: '' }, '参数 licence_number 不能为空'],
      [
        { ...COMPANY, licence_number: '编号 123456' },
        '参数 licence_number 应为 6 到 40 位字母、数字或“-”',
      ],
      [
        { ...COMPANY, hotline: '020 1234 5678' },
        '参数 hotline 应为 5 到 20 位数字，可用“-”分段，例如 020-12345678',
      ],
      [
        { ...COMPANY, hotline: '-95538' },
        '参数 hotline 应为 5 到 20 位数字，可用“-”分段，例如 020-12345678',
      ],
      [{ name: COMPANY.name, licence_number: COMPANY.licence_number }, '参数 hotline 不能为空'],
      [{ ...COMPANY, hotline: 95538 }, '参数 hotline 应为文本'],
    ];
    for (const [payload, msg] of cases) {
      const refused = await write(payload);
      expect(refused.statusCode, msg).toBe(400);
      expect(body(refused).msg).toBe(msg);
    }
    expect(body<Company>(await read()).response.updated_at).toBeNull();
  });

  it('lets only admins save, from this site only', async () => {
    const refused = await write(COMPANY, publisher);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('需要管理员权限才能修改企业信息');
    expect((await write(COMPANY, {})).statusCode).toBe(401);
    const crossSite = await write(COMPANY, { ...admin, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(body<Company>(await read()).response.updated_at).toBeNull();
  });

  it('saves the details trimmed, answers them to everyone and records the change', async () => {
    const saved = await write({
      ...COMPANY,
      name: `  ${COMPANY.name} `,
      hotline: ' 0755-88886666',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<Company>(saved).response).toEqual({
      ...COMPANY,
      updated_at: expect.any(String) as unknown,
      updated_by: 'admin',
    });
    expect(body<Company>(await read(publisher)).response).toMatchObject(COMPANY);

    const again = await write({ ...COMPANY, hotline: '95538' });
    expect(body<Company>(again).response.hotline).toBe('95538');
    expect(body<Company>(await read()).response.hotline).toBe('95538');

    const audit = await app.inject({
      method: 'GET',
      url: '/admin/api/audit?action=company.profile',
      headers: admin,
    });
    const entries = body<{ entries: { actor: string; detail: Record<string, unknown> }[] }>(audit)
      .response.entries;
    expect(entries.map((entry) => [entry.actor, entry.detail.hotline])).toEqual([
      ['admin', '0755-88886666'],
      ['admin', '95538'],
    ]);
  });
});
