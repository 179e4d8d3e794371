import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS, MESSAGES } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { CONSENTED, codeFor, testPhone, wrongCode } from '#test/support/accounts.ts';
import { DUPLICATE_LEAD_MSG } from './gift-activity.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { leadPayload } from '#test/support/accounts.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);
afterEach(() => {
  vi.useRealTimers();
});

let ipCount = 0;
const freshIp = () => `192.0.2.${(ipCount += 1)}`;
const code = (handset: string) => codeFor(app, handset, freshIp());

const submit = (
  payload: Record<string, unknown> | string,
  headers: Record<string, string> = {},
  target: FastifyInstance = app,
) => target.inject({ method: 'POST', url: API_PATHS.GIFT_ACTIVITY, payload, headers });

const lead = leadPayload;

function expectRefusal(response: LightMyRequestResponse, status: number, msg: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toMatchObject({ msg, response: null });
}

describe('POST gift/v1/activity: the lead', () => {
  it('checks the code and stores the lead with its page, channel and time before answering', async () => {
    const handset = testPhone();
    const before = Date.now();
    const response = await submit(lead(handset, await code(handset), { page_code: 'spring' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ code: number; msg: string; response: { lead_id: number } }>();
    expect(body).toEqual({
      code: 1,
      msg: 'success',
      response: { lead_id: expect.any(Number), duplicate: false, token: expect.any(String) },
    });
    // Stored already: the answer came after the commit.
    const stored = await app.accounts.leads.find(handset, 'spring');
    expect(stored).toMatchObject({
      id: body.response.lead_id,
      pageCode: 'spring',
      nickName: '张三',
      cpsId: 'wx-ad-01',
      versionId: 276,
      isSendResult: 1,
    });
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a repeat for the same handset and page with code 1, 您已提交过，无需重复提交 and duplicate', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    const first = await submit(lead(handset, smsCode, { page_code: 'repeat' }));
    const leadId = first.json<{ response: { lead_id: number } }>().response.lead_id;
    // The same submission again (a double tap): the same code proves the phone.
    const again = await submit(lead(handset, smsCode, { page_code: 'repeat', nick_name: '李四' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      code: 1,
      msg: DUPLICATE_LEAD_MSG,
      response: { lead_id: leadId, duplicate: true },
    });
    expect(DUPLICATE_LEAD_MSG).toBe('您已提交过，无需重复提交');
    expect(await app.accounts.leads.count({ pageCode: 'repeat' })).toBe(1);
    expect((await app.accounts.leads.find(handset, 'repeat'))?.nickName).toBe('张三');

    // A repeat with a new code is a repeat too; the code logs the visitor in, and is spent.
    clockAt(Date.now() + 61_000);
    const fresh = await code(handset);
    const third = await submit(lead(handset, fresh, { page_code: 'repeat' }));
    expect(third.json()).toMatchObject({
      response: { lead_id: leadId, duplicate: true, token: expect.any(String) },
    });
    const login = await app.inject({
      method: 'POST',
      url: API_PATHS.SMART_LOGIN,
      payload: { handset, code: fresh, ...CONSENTED },
    });
    expect(login.statusCode, login.body).toBe(400);
    expect(login.json()).toMatchObject({ msg: '验证码已使用，请重新获取' });

    // Another page is another lead.
    clockAt(Date.now() + 61_000);
    const other = await submit(lead(handset, await code(handset), { page_code: 'repeat-2' }));
    expect(other.json()).toMatchObject({ response: { duplicate: false } });
  });

  it('logs in a visitor who came without a login, as the phone the code proved', async () => {
    const handset = testPhone();
    const response = await submit(lead(handset, await code(handset), { page_code: 'one-sms' }));
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json<{ response: { token: string } }>().response;
    const user = await app.accounts.users.findByHandset(handset);
    expect(user).toMatchObject({ handset, nickName: '张三' });
    expect(await app.tokens.verify(token)).toEqual({ uid: user!.softuserId });
    const cookie = response.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: token, path: '/' });

    // The login holds where the page's login buttons need it.
    const me = await app.inject({
      method: 'GET',
      url: `${API_PATHS.JWT_USER}?token=${encodeURIComponent(token)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('leaves a visitor who is logged in as they are, and a used code logs nobody in', async () => {
    const visitor = testPhone();
    const first = await submit(lead(visitor, await code(visitor), { page_code: 'logged-in' }));
    const { token } = first.json<{ response: { token: string } }>().response;

    // Logged in as one phone, a lead for another (a relative's): no login for that one.
    const other = testPhone();
    const theirs = await submit(lead(other, await code(other), { page_code: 'logged-in' }), {
      authorization: `Bearer ${token}`,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toEqual({
      code: 1,
      msg: 'success',
      response: { lead_id: expect.any(Number), duplicate: false },
    });
    expect(theirs.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(await app.accounts.users.findByHandset(other)).toBeNull();

    // A login that no longer holds is no login: the code logs in.
    clockAt(Date.now() + 61_000);
    const expired = await submit(lead(other, await code(other), { page_code: 'other' }), {
      authorization: 'Bearer not-a-token',
    });
    expect(expired.json()).toMatchObject({ response: { token: expect.any(String) } });
  });

  it('limits guesses of a used code like those of a fresh one: five wrong tries lock it', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    expect((await submit(lead(handset, smsCode, { page_code: 'guess' }))).statusCode).toBe(200);
    const wrong = smsCode === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const guess = await submit(lead(handset, wrong, { page_code: 'guess' }));
      expect(guess.statusCode).toBe(400);
      expect(guess.json()).toMatchObject({ response: null });
    }
    // The right code, guessed sixth, no longer tells the lead id.
    const right = await submit(lead(handset, smsCode, { page_code: 'guess' }));
    expectRefusal(right, 400, '验证码错误次数过多，请重新获取');
  });

  it('writes one lead when the same submission races', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(lead(handset, smsCode, { page_code: 'race' }))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((a) =>
      a.json<{ response: { lead_id: number; duplicate: boolean } }>(),
    );
    expect(bodies.filter((b) => !b.response.duplicate)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.response.lead_id)).size).toBe(1);
    expect(await app.accounts.leads.count({ pageCode: 'race' })).toBe(1);
  });

  it('reads the page from the Referer when the body names none', async () => {
    const cases: [string | undefined, string][] = [
      ['https://m.example.com/h5-page/h5/from-referer?cps=1', 'from-referer'],
      ['https://m.example.com/h5-page/InviteFriends/register', 'InviteFriends-register'],
      ['https://m.example.com/h5-page/cpmj/details/abc', 'cpmj-details'],
      // Read as the browser's router reads the address: the page a visitor saw there.
      ['https://m.example.com/h5-page/invitefriends/REGISTER/', 'InviteFriends-register'],
      ['https://m.example.com/pc-page/pc/from-desktop', 'from-desktop'],
      ['https://m.example.com/h5-page//h5/./double%2Dslash', 'double-slash'],
      ['https://m.example.com/h5-page/app/coupons', ''],
      ['https://m.example.com/other/page', ''],
      ['not a url at all', ''],
      [undefined, ''],
    ];
    for (const [referer, pageCode] of cases) {
      const handset = testPhone();
      const response = await submit(lead(handset, await code(handset)), referer ? { referer } : {});
      expect(response.statusCode, response.body).toBe(200);
      expect((await app.accounts.leads.find(handset, pageCode))?.pageCode, String(referer)).toBe(
        pageCode,
      );
    }
    // The body's page_code wins over the Referer.
    const handset = testPhone();
    await submit(lead(handset, await code(handset), { page_code: 'body-wins' }), {
      referer: 'https://m.example.com/h5-page/h5/referer-loses',
    });
    expect(await app.accounts.leads.find(handset, 'body-wins')).not.toBeNull();
  });

  it('takes a form-encoded body, with the fields the form sends', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    const response = await submit(
      new URLSearchParams({
        nick_name: ' 赵六 ',
        handset: ` ${handset} `,
        code: ` ${smsCode} `,
        is_send_result: '0',
        cps_id: '',
        version_id: '276',
        page_code: 'form',
        consent_version: '1',
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.accounts.leads.find(handset, 'form')).toMatchObject({
      nickName: '赵六',
      cpsId: '',
      isSendResult: 0,
    });
  });
});

describe('POST gift/v1/activity: the form’s rules, again on the server', () => {
  it('requires a name and a phone after trimming: 请输入正确的姓名和手机号！', async () => {
    const handset = testPhone();
    const bodies = [
      {},
      { handset },
      { nick_name: '张三' },
      { nick_name: '   ', handset },
      { nick_name: '张三', handset: '   ' },
      { nick_name: '名'.repeat(13), handset },
      { nick_name: ['张三'], handset },
      { nick_name: 'a\u0000b', handset },
    ];
    for (const body of bodies) {
      expectRefusal(
        await submit({ ...body, code: '123456', version_id: 276 }),
        400,
        MESSAGES.INVALID_NAME_OR_PHONE,
      );
    }
    expect(MESSAGES.INVALID_NAME_OR_PHONE).toBe('请输入正确的姓名和手机号！');
    // Twelve characters are fine (the form's limit).
    const twelve = await submit(lead(handset, await code(handset), { nick_name: '名'.repeat(12) }));
    expect(twelve.statusCode, twelve.body).toBe(200);
  });

  it('requires a mainland mobile: 请输入正确的手机号', async () => {
    for (const handset of ['12345678901', '1380013800', '138001380001', 'abcdefghijk']) {
      expectRefusal(await submit(lead(handset, '123456')), 400, '请输入正确的手机号');
    }
  });

  it('requires a positive whole version_id', async () => {
    for (const version_id of [undefined, 0, -1, 1.5, 'abc', '', 99_999_999_999, { id: 276 }]) {
      expectRefusal(
        await submit(lead(testPhone(), '123456', { version_id })),
        400,
        '参数 version_id 应为正整数',
      );
    }
  });

  it('requires a code: 请输入验证码', async () => {
    for (const smsCode of [undefined, '', '   ', null]) {
      expectRefusal(
        await submit(lead(testPhone(), smsCode as string)),
        400,
        MESSAGES.CODE_REQUIRED,
      );
    }
    expect(MESSAGES.CODE_REQUIRED).toBe('请输入验证码');
  });

  it('refuses a bad channel, send-result flag or page code, without spending the code', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    expectRefusal(
      await submit(lead(handset, smsCode, { cps_id: { a: 1 } })),
      400,
      '参数 cps_id 格式不正确',
    );
    expectRefusal(
      await submit(lead(handset, smsCode, { cps_id: 'x'.repeat(65) })),
      400,
      '参数 cps_id 格式不正确',
    );
    expectRefusal(
      await submit(lead(handset, smsCode, { is_send_result: 'maybe' })),
      400,
      '参数 is_send_result 只能是 0、1',
    );
    expectRefusal(
      await submit(lead(handset, smsCode, { page_code: '../etc' })),
      400,
      '参数 page_code 格式不正确',
    );
    expectRefusal(
      await submit(lead(handset, smsCode, { page_code: ['a'] })),
      400,
      '参数 page_code 格式不正确',
    );
    expect((await submit(lead(handset, smsCode))).statusCode).toBe(200);
  });

  it('refuses a phone that was sent no code: 请先获取验证码', async () => {
    expectRefusal(await submit(lead(testPhone(), '123456')), 400, '请先获取验证码');
  });

  it('refuses a wrong code (验证码错误) and stores nothing', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    expectRefusal(
      await submit(lead(handset, wrongCode(smsCode), { page_code: 'wrong' })),
      400,
      '验证码错误',
    );
    expect(await app.accounts.leads.find(handset, 'wrong')).toBeNull();
  });

  it('refuses an expired code: 验证码已过期，请重新获取', async () => {
    const advance = clockAt('2025-04-01T02:00:00Z');
    const handset = testPhone();
    const smsCode = await code(handset);
    advance(5 * 60_000 + 1);
    expectRefusal(await submit(lead(handset, smsCode)), 400, '验证码已过期，请重新获取');
  });

  it('kills a code after 5 wrong tries: the sixth answers 验证码错误次数过多，请重新获取', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    for (let i = 1; i <= 5; i += 1) {
      expectRefusal(await submit(lead(handset, wrongCode(smsCode))), 400, '验证码错误');
    }
    expectRefusal(await submit(lead(handset, smsCode)), 400, '验证码错误次数过多，请重新获取');
  });

  it('accepts a code once for different pages: 验证码已使用，请重新获取', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    expect((await submit(lead(handset, smsCode, { page_code: 'once-a' }))).statusCode).toBe(200);
    expectRefusal(
      await submit(lead(handset, smsCode, { page_code: 'once-b' })),
      400,
      '验证码已使用，请重新获取',
    );
  });
});

describe('a lead acknowledged to the visitor is never lost', () => {
  it('is in the database after the server stops and starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h5-leads-'));
    try {
      const first = await build({ config: { dataDir }, seed: false, ssr: false });
      const handset = testPhone();
      let leadId: number;
      try {
        const smsCode = await codeFor(first, handset);
        const response = await submit(lead(handset, smsCode, { page_code: 'durable' }), {}, first);
        expect(response.statusCode, response.body).toBe(200);
        leadId = response.json<{ response: { lead_id: number } }>().response.lead_id;
      } finally {
        await first.close();
      }
      const second = await build({ config: { dataDir }, seed: false, ssr: false });
      try {
        expect(await second.accounts.leads.find(handset, 'durable')).toMatchObject({ id: leadId });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Moves the server's clock (Date only; timers stay real). */
function clockAt(at: string | number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}
