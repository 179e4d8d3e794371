import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { qrCodes, staff, staffBindings } from './store/tables.ts';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db.insert(staff).values([
    { id: 71, name: '测试老师', qrCode: '/qr/71.svg', wecomUserId: 't71' },
    { id: 72, name: '无码老师', qrCode: '', wecomUserId: '' },
  ]);
  await app.database.db.insert(staffBindings).values([
    { stateCode: 't-bound', serveStaffId: 71, traceStaffId: 0, contactQrCode: '' },
    {
      stateCode: 't-contact',
      serveStaffId: 71,
      traceStaffId: 72,
      contactQrCode: '/qr/contact.svg',
    },
    { stateCode: 't-zero', serveStaffId: 0, traceStaffId: 0, contactQrCode: '' },
    { stateCode: 't-no-qr', serveStaffId: 72, traceStaffId: 0, contactQrCode: '' },
  ]);
  await app.database.db.insert(qrCodes).values([
    { codeId: 't-static', title: '静态码', wechatQrcode: '/qr/w.svg', wechatImg: '/qr/i.svg' },
    { codeId: 't-dynamic', title: '动态码', dynamic: true, stateCode: 't-bound' },
  ]);
  return app;
});

const niuniu = (state: string) =>
  app.inject({ url: `${API_PATHS.NIUNIU_SERVICE}?state=${encodeURIComponent(state)}` });
const staffQr = (query: string) => app.inject({ url: `${API_PATHS.STAFF_QR_CODE}?${query}` });

describe('get-niuniu-service (button action 6)', () => {
  it("answers the state code's staff ids and contact code", async () => {
    const response = await niuniu('t-contact');
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({
      code: 1,
      msg: 'success',
      response: { serve_staff_id: 71, trace_staff_id: 72, contact_qr_code: '/qr/contact.svg' },
    });
    // Without a contact code of its own, the serve staff member's code.
    expect(envelope(await niuniu('t-bound')).response).toMatchObject({
      contact_qr_code: '/qr/71.svg',
    });
  });

  it('answers both ids 0 as stored (the button shows 未绑定服务人员，无法获取)', async () => {
    expect(envelope(await niuniu('t-zero')).response).toEqual({
      serve_staff_id: 0,
      trace_staff_id: 0,
      contact_qr_code: '',
    });
  });

  it('answers a state code without binding with 404 未绑定服务人员，无法获取', async () => {
    const response = await niuniu('nobody');
    expect(response.statusCode).toBe(404);
    expect(envelope(response).msg).toBe('未绑定服务人员，无法获取');
    expect(envelope(response).msg).toBe(MESSAGES.NO_SERVICE_STAFF);
  });

  it('refuses a missing or bad state with a 400 naming it', async () => {
    const missing = await app.inject({ url: API_PATHS.NIUNIU_SERVICE });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 state 不能为空');
    expect(envelope(await niuniu('a b')).msg).toBe('参数 state 格式不正确');
    expect(envelope(await niuniu('x'.repeat(31))).msg).toBe('参数 state 不能超过 30 个字符');
  });
});

describe('enterprise WeChat staff qr-code (button action 10)', () => {
  it("answers the binding's contact code, else the serve staff member's code", async () => {
    expect(envelope(await staffQr('state_code=t-contact')).response).toEqual({
      qr_code: '/qr/contact.svg',
      qw: '/qr/contact.svg',
      staff_id: 71,
      is_default: false,
    });
    expect(envelope(await staffQr('state_code=t-bound')).response).toMatchObject({
      qr_code: '/qr/71.svg',
      staff_id: 71,
      is_default: false,
    });
  });

  it('falls back to the default staff member only when return_default_if_no_qrcode=1', async () => {
    const none = await staffQr('state_code=t-no-qr&return_default_if_no_qrcode=0');
    expect(none.statusCode).toBe(404);
    expect(envelope(none).msg).toBe('暂无服务人员二维码');
    expect((await staffQr('state_code=unknown')).statusCode).toBe(404);
    const fallback = await staffQr('state_code=unknown&return_default_if_no_qrcode=1');
    expect(fallback.statusCode).toBe(200);
    expect(envelope(fallback).response).toMatchObject({ staff_id: 1, is_default: true });
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    expect(envelope(await staffQr('')).msg).toBe('参数 state_code 不能为空');
    expect(envelope(await staffQr('state_code=a&return_default_if_no_qrcode=2')).msg).toBe(
      '参数 return_default_if_no_qrcode 只能是 0、1',
    );
  });
});

describe('QR codes (button action 2, qrcode block)', () => {
  it('answers a code by code id, with the three QR fields', async () => {
    const response = await app.inject({ url: `${API_PATHS.QR_CODE_DETAIL}?code_id=t-static` });
    expect(envelope(response)).toEqual({
      code: 1,
      msg: 'success',
      response: {
        code_id: 't-static',
        title: '静态码',
        wechat_qrcode: '/qr/w.svg',
        wechat_img: '/qr/i.svg',
        qw: '',
        dynamic: false,
      },
    });
    const missing = await app.inject({ url: `${API_PATHS.QR_CODE_DETAIL}?code_id=nope` });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).msg).toBe('二维码不存在');
    const bad = await app.inject({ url: API_PATHS.QR_CODE_DETAIL });
    expect(envelope(bad).msg).toBe('参数 code_id 不能为空');
  });

  it('shows dynamic codes only when logged in, with the state code staff code as qw', async () => {
    const url = `${API_PATHS.QR_CODE_DETAIL}?code_id=t-dynamic`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    const response = await app.inject({ url, headers: await bearer(app, 5) });
    expect(envelope(response).response).toMatchObject({ dynamic: true, qw: '/qr/71.svg' });
  });

  it('get-person-wechat-qrcode needs a token and answers the person code', async () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: API_PATHS.PERSON_WECHAT_QRCODE,
        payload: payload as object,
        headers,
      });
    expect((await post({})).statusCode).toBe(401);
    const headers = await bearer(app, 6);
    const person = await post({}, headers);
    expect(person.statusCode).toBe(200);
    expect(envelope(person).response).toMatchObject({
      code_id: 'person',
      wechat_qrcode: '/seed-assets/campaign/qr-person.svg',
      qw: '/seed-assets/campaign/qr-staff-2.svg',
    });
    expect(envelope(await post({ code_id: 't-static' }, headers)).response).toMatchObject({
      wechat_qrcode: '/qr/w.svg',
    });
    expect((await post({ code_id: 'nope' }, headers)).statusCode).toBe(404);
    expect(envelope(await post({ code_id: '<x>' }, headers)).msg).toBe('参数 code_id 格式不正确');
  });
});
