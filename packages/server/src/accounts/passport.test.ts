import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { build } from '../app.ts';
import { chinaDay } from '../counters/rate-limit.ts';
import type { DevSmsOutbox } from './providers/dev-sms-outbox.ts';
import { SMS_SEND_PATH } from './providers/http-sms-provider.ts';
import {
  CONSENTED,
  codeFor,
  devTicket,
  lastCode,
  sendCode,
  testPhone,
  wrongCode,
} from '#test/support/accounts.ts';
import { startFakeHttp } from '#test/support/accounts-fake-http.ts';
import type { FakeHttp } from '#test/support/accounts-fake-http.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { TIANHE_SENT, TIANHE_STORED } from '#test/support/tianhe-address.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (Date only; timers stay real). */
function clockAt(iso: string | number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}

let ipCount = 0;
/** An address of its own per test, so the per-IP limit of one test does not touch another. */
const freshIp = () => `198.51.100.${(ipCount += 1)}`;

function expectRefusal(response: LightMyRequestResponse, status: number, msg: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toMatchObject({ msg, response: null });
}

/** A login as the passport page sends it, the visitor having ticked consent (unless overridden). */
const login = (payload: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.SMART_LOGIN,
    payload: typeof payload === 'string' ? payload : { ...CONSENTED, ...payload },
    headers,
  });

describe('GET get-data-app-id', () => {
  it('answers app_id dev with the development captcha', async () => {
    for (const url of [`${API_PATHS.CAPTCHA_APP_ID}?type=2`, API_PATHS.CAPTCHA_APP_ID]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 1, msg: 'success', response: { app_id: 'dev' } });
    }
  });

  it('refuses a type other than the spec’s 2, naming it', async () => {
    for (const query of ['type=abc', 'type=9', 'type=0', 'type=2.0', 'type=%00']) {
      expectRefusal(
        await app.inject(`${API_PATHS.CAPTCHA_APP_ID}?${query}`),
        400,
        '参数 type 只能是 2',
      );
    }
    expectRefusal(
      await app.inject(`${API_PATHS.CAPTCHA_APP_ID}?type=2&type=3`),
      400,
      '参数 type 只能传一个值',
    );
  });
});

describe('POST advert-sms/send', () => {
  it('checks the captcha, then texts a code of the 4 digits the hint names, that lives 5 minutes', async () => {
    const handset = testPhone();
    const response = await sendCode(app, handset, { ip: freshIp() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      code: 1,
      msg: 'success',
      response: { expires_in: 300, resend_after: 60 },
    });
    const code = lastCode(app, handset);
    expect(code).toMatch(/^\d{4}$/);
    const [message] = (app.sms as DevSmsOutbox).messages(handset);
    expect(message?.text).toContain(code);
    expect(message?.text).toContain('5分钟内有效');
  });

  it('takes a form-encoded body', async () => {
    const handset = testPhone();
    const captcha = await devTicket(app);
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.ADVERT_SMS_SEND,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ handset, ...captcha, type: '1' }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastCode(app, handset)).toMatch(/^\d{4}$/);
  });

  it('refuses a phone that is not a mainland mobile: 请输入正确的手机号', async () => {
    const captcha = await devTicket(app);
    for (const handset of [
      undefined,
      '',
      '  ',
      '12345678901',
      '1380013800',
      '138001380000',
      '23800138000',
      'abcdefghijk',
      '+8613800138000',
      ['13800138000'],
      { n: 1 },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.ADVERT_SMS_SEND,
        payload: { handset, ...captcha },
      });
      expectRefusal(response, 400, '请输入正确的手机号');
    }
    // A phone sent as a JSON number is read as its digits.
    const number = await app.inject({
      method: 'POST',
      url: API_PATHS.ADVERT_SMS_SEND,
      remoteAddress: freshIp(),
      payload: { handset: 13912345678, ...captcha },
    });
    expect(number.statusCode, number.body).toBe(200);
  });

  it('refuses a send without a captcha ticket: 请先完成安全验证', async () => {
    for (const body of [{}, { ticket: 'x' }, { randstr: 'y' }, { ticket: '', randstr: '' }]) {
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.ADVERT_SMS_SEND,
        payload: { handset: testPhone(), ...body },
      });
      expectRefusal(response, 400, '请先完成安全验证');
    }
  });

  it('refuses a failed captcha check with 验证失败[code], and sends nothing', async () => {
    const handset = testPhone();
    const ip = freshIp();
    const bogus = await sendCode(app, handset, { ip, body: { ticket: 'forged', randstr: 'x' } });
    expectRefusal(bogus, 400, '验证失败[7]');

    const captcha = await devTicket(app);
    const wrongRandstr = await sendCode(app, handset, {
      ip,
      body: { ...captcha, randstr: 'nope' },
    });
    expectRefusal(wrongRandstr, 400, '验证失败[7]');

    // A ticket is accepted once.
    const first = await sendCode(app, handset, { ip, body: captcha });
    expect(first.statusCode).toBe(200);
    const other = testPhone();
    const reused = await sendCode(app, other, { ip, body: captcha });
    expectRefusal(reused, 400, '验证失败[9]');
    expect((app.sms as DevSmsOutbox).messages(other)).toEqual([]);
  });

  it('sends once per handset per 60 s, telling how many seconds to wait (429, Retry-After)', async () => {
    const advance = clockAt('2025-03-01T02:00:00Z');
    const handset = testPhone();
    const ip = freshIp();
    expect((await sendCode(app, handset, { ip })).statusCode).toBe(200);

    advance(18_000);
    const captcha = await devTicket(app);
    const early = await sendCode(app, handset, { ip, body: captcha });
    expectRefusal(early, 429, '发送过于频繁，请 42 秒后再试');
    expect(early.json()).toMatchObject({ code: 'SMS_TOO_FREQUENT' });
    expect(early.headers['retry-after']).toBe('42');
    expect((app.sms as DevSmsOutbox).messages(handset)).toHaveLength(1);

    advance(41_500);
    expectRefusal(await sendCode(app, handset, { ip }), 429, '发送过于频繁，请 1 秒后再试');

    // A refused send did not spend its ticket: it works once the minute is over.
    advance(500);
    const later = await sendCode(app, handset, { ip, body: captcha });
    expect(later.statusCode, later.body).toBe(200);
    expect((app.sms as DevSmsOutbox).messages(handset)).toHaveLength(2);
  });

  it('sends at most 10 codes per handset per day (China time), then says try tomorrow', async () => {
    const advance = clockAt('2025-03-01T02:00:00Z'); // 10:00 in Beijing
    const handset = testPhone();
    for (let i = 0; i < 10; i += 1) {
      const response = await sendCode(app, handset, { ip: freshIp() });
      expect(response.statusCode, `send ${i + 1}: ${response.body}`).toBe(200);
      advance(61_000);
    }
    const refused = await sendCode(app, handset, { ip: freshIp() });
    expectRefusal(refused, 429, '今日验证码发送次数已达上限，请明天再试');
    expect(refused.json()).toMatchObject({ code: 'SMS_DAILY_LIMIT' });
    const untilMidnight = Math.ceil(chinaDay(Date.now()).msLeft / 1000);
    expect(Number(refused.headers['retry-after'])).toBe(untilMidnight);
    expect((app.sms as DevSmsOutbox).messages(handset)).toHaveLength(10);

    vi.setSystemTime(new Date('2025-03-01T16:00:01Z')); // 00:00:01 the next day in Beijing
    expect((await sendCode(app, handset, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('sends at most 30 codes per IP per hour, telling how long to wait', async () => {
    const advance = clockAt('2025-03-02T02:00:00Z');
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const response = await sendCode(app, testPhone(), { ip });
      expect(response.statusCode, `send ${i + 1}: ${response.body}`).toBe(200);
    }
    const refused = await sendCode(app, testPhone(), { ip });
    expectRefusal(refused, 429, '请求过于频繁，请 1 小时后再试');
    expect(refused.json()).toMatchObject({ code: 'IP_RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('3600');

    advance(30 * 60_000);
    const later = await sendCode(app, testPhone(), { ip });
    expectRefusal(later, 429, '请求过于频繁，请 30 分钟后再试');
    expect(later.headers['retry-after']).toBe('1800');

    // Another address is not held back.
    expect((await sendCode(app, testPhone(), { ip: freshIp() })).statusCode).toBe(200);
    advance(30 * 60_000);
    expect((await sendCode(app, testPhone(), { ip })).statusCode).toBe(200);
  });
});

describe('POST smart/login', () => {
  it('registers a new handset, answers the token and sets the token cookie for 365 days on the parent domain', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    const response = await login({ handset, code }, { host: 'a.b.example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ response: Record<string, unknown> }>();
    expect(body).toMatchObject({
      code: 1,
      response: { softuser_type: 0, is_new_user: true, token: expect.any(String) },
    });
    const { token, softuser_id: uid } = body.response;
    await expect(app.tokens.verify(String(token))).resolves.toEqual({ uid });

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^token=${String(token).replace(/\./g, '\\.')};`));
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Domain=.example.com');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/HttpOnly/i);

    // The next login (a minute later, with a new code) finds the same user.
    clockAt(Date.now() + 61_000);
    const again = await login({ handset, code: await codeFor(app, handset, freshIp()) });
    expect(again.json()).toMatchObject({ response: { softuser_id: uid, is_new_user: false } });
  });

  it('never keeps the cookie longer than the token lives', async () => {
    const shortLived = await build({
      config: { dataDir: ':memory:', tokenTtlDays: 7 },
      seed: false,
      ssr: false,
    });
    try {
      const handset = testPhone();
      const code = await codeFor(shortLived, handset, freshIp());
      const response = await shortLived.inject({
        method: 'POST',
        url: API_PATHS.SMART_LOGIN,
        payload: { handset, code, ...CONSENTED },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(String(response.headers['set-cookie'])).toContain(`Max-Age=${7 * 86_400}`);
    } finally {
      await shortLived.close();
    }
  });

  it('sets a host-only cookie on localhost and IP addresses', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const handset = testPhone();
      const response = await login(
        { handset, code: await codeFor(app, handset, freshIp()) },
        { host },
      );
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).not.toContain('Domain=');
    }
  });

  it('takes a form-encoded body, a name and a register-by-address', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.SMART_LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        handset,
        code,
        nick_name: '王五',
        consent_version: String(CONSENTED.consent_version),
        ...Object.fromEntries(
          Object.entries(TIANHE_SENT).map(([key, value]) => [key, String(value)]),
        ),
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.accounts.users.findByHandset(handset)).toMatchObject({
      nickName: '王五',
      ...TIANHE_STORED,
    });
  });

  it('takes no phone without consent to the statement in force, naming consent_version, and keeps the code', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    for (const missing of [undefined, '', 'abc', 0, -1, 1.5]) {
      const refused = await login({ handset, code, consent_version: missing });
      expect(refused.statusCode, String(missing)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'LEAD_CONSENT_REQUIRED', response: null });
      expect(refused.json<{ msg: string }>().msg).toContain('consent_version');
      expect(refused.json<{ msg: string }>().msg).toContain('《个人信息保护声明》');
    }
    const { version } = await app.accounts.privacyStatements.current();
    const stale = await login({ handset, code, consent_version: version + 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      code: 'LEAD_CONSENT_OUTDATED',
      msg: '《个人信息保护声明》已更新，请重新阅读并勾选同意',
    });
    expect(await app.accounts.users.findByHandset(handset)).toBeNull();

    const accepted = await login({ handset, code, consent_version: version });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await app.accounts.users.findByHandset(handset)).toMatchObject({
      consentVersion: version,
    });
  });

  it('refuses a bad address and a bad name without spending the code', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    expectRefusal(
      await login({ handset, code, province: '广东省', provinceID: 'abc' }),
      400,
      '请选择正确的地址',
    );
    expectRefusal(await login({ handset, code, province: { x: 1 } }), 400, '请选择正确的地址');
    expectRefusal(
      await login({ handset, code, nick_name: '名'.repeat(13) }),
      400,
      '请输入正确的姓名和手机号！',
    );
    expect((await login({ handset, code })).statusCode).toBe(200);
  });

  it('refuses a bad phone, an empty code and a phone that was sent no code', async () => {
    expectRefusal(
      await login({ handset: '1380013800', code: '123456' }),
      400,
      '请输入正确的手机号',
    );
    expectRefusal(await login({ code: '123456' }), 400, '请输入正确的手机号');
    for (const code of [undefined, '', '   ', null]) {
      expectRefusal(await login({ handset: testPhone(), code }), 400, '请输入验证码');
    }
    expectRefusal(await login({ handset: testPhone(), code: '123456' }), 400, '请先获取验证码');
  });

  it('refuses a wrong code: 验证码错误', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    expectRefusal(await login({ handset, code: wrongCode(code) }), 400, '验证码错误');
    expectRefusal(await login({ handset, code: '12' }), 400, '验证码错误');
    expect((await login({ handset, code })).statusCode).toBe(200);
  });

  it('accepts a code once: 验证码已使用，请重新获取', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    expect((await login({ handset, code })).statusCode).toBe(200);
    expectRefusal(await login({ handset, code }), 400, '验证码已使用，请重新获取');
  });

  it('refuses an expired code after 5 minutes: 验证码已过期，请重新获取', async () => {
    const advance = clockAt('2025-03-03T02:00:00Z');
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    advance(5 * 60_000);
    expectRefusal(await login({ handset, code }), 400, '验证码已过期，请重新获取');
  });

  it('kills a code after 5 wrong tries: the sixth answers 验证码错误次数过多，请重新获取', async () => {
    const handset = testPhone();
    const code = await codeFor(app, handset, freshIp());
    for (let i = 0; i < 5; i += 1) {
      expectRefusal(await login({ handset, code: wrongCode(code) }), 400, '验证码错误');
    }
    expectRefusal(await login({ handset, code }), 400, '验证码错误次数过多，请重新获取');
    // A new code starts afresh.
    const advance = clockAt(Date.now());
    advance(61_000);
    const fresh = await codeFor(app, handset, freshIp());
    expect((await login({ handset, code: fresh })).statusCode).toBe(200);
  });
});

describe('real SMS and captcha services (HTTP providers against fakes)', () => {
  let fakeSms: FakeHttp;
  let fakeCaptcha: FakeHttp;
  let real: FastifyInstance;

  beforeAll(async () => {
    [fakeSms, fakeCaptcha] = await Promise.all([startFakeHttp(), startFakeHttp()]);
    real = await build({
      config: {
        dataDir: ':memory:',
        providers: {
          ...app.config.providers,
          sms: { kind: 'http', baseUrl: fakeSms.url },
          captcha: { kind: 'http', baseUrl: `${fakeCaptcha.url}/ticket/verify` },
        },
        smsApiKey: 'the-sms-key',
        captchaAppId: '190000009',
        captchaSecret: 'the-captcha-secret',
      },
      seed: false,
      ssr: false,
    });
  });
  afterAll(async () => {
    await real?.close();
    await Promise.all([fakeSms?.close(), fakeCaptcha?.close()]);
  });

  const send = (handset: string) =>
    real.inject({
      method: 'POST',
      url: API_PATHS.ADVERT_SMS_SEND,
      remoteAddress: '203.0.113.7',
      payload: { handset, ticket: 'tencent-ticket', randstr: 'tencent-randstr' },
    });

  it('answers the configured captcha app id and has no development endpoints', async () => {
    const response = await real.inject(`${API_PATHS.CAPTCHA_APP_ID}?type=2`);
    expect(response.json()).toMatchObject({ response: { app_id: '190000009' } });
    expect((await real.inject({ method: 'POST', url: '/dev/captcha/ticket' })).statusCode).toBe(
      404,
    );
    expect((await real.inject('/dev/sms-outbox')).statusCode).toBe(404);
  });

  it('verifies with Tencent, texts the code through the SMS service, and the code logs in', async () => {
    fakeCaptcha.reply(200, { response: '1', evil_level: '0', err_msg: 'OK' });
    fakeSms.reply(200, { ok: true });
    const handset = testPhone();
    const response = await send(handset);
    expect(response.statusCode, response.body).toBe(200);

    const asked = new URL(fakeCaptcha.requests.at(-1)?.url ?? '', fakeCaptcha.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      aid: '190000009',
      AppSecretKey: 'the-captcha-secret',
      Ticket: 'tencent-ticket',
      Randstr: 'tencent-randstr',
      UserIP: '203.0.113.7',
    });
    const sent = fakeSms.requests.at(-1);
    expect(sent?.url).toBe(SMS_SEND_PATH);
    expect(sent?.headers.authorization).toBe('Bearer the-sms-key');
    const { handset: to, text } = JSON.parse(sent?.body ?? '{}') as {
      handset: string;
      text: string;
    };
    expect(to).toBe(handset);
    const code = /验证码是(\d+)/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{4}$/);
    const loggedIn = await real.inject({
      method: 'POST',
      url: API_PATHS.SMART_LOGIN,
      payload: { handset, code, ...CONSENTED },
    });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
  });

  it('answers 验证失败[code] when Tencent refuses the ticket', async () => {
    fakeCaptcha.reply(200, { response: '9', evil_level: '100', err_msg: 'ticket reused' });
    const before = fakeSms.requests.length;
    expectRefusal(await send(testPhone()), 400, '验证失败[9]');
    expect(fakeSms.requests.length).toBe(before);
  });

  it('answers 503 when the captcha service is down', async () => {
    fakeCaptcha.reply(502, 'bad gateway');
    expectRefusal(await send(testPhone()), 503, '安全验证服务暂时不可用，请稍后再试');
  });

  it('answers 503 when the SMS service fails, and lets the visitor try again at once', async () => {
    fakeCaptcha.reply(200, { response: '1' });
    fakeSms.reply(500, { error: 'down' });
    const handset = testPhone();
    expectRefusal(await send(handset), 503, '短信发送失败，请稍后再试');
    // The unsent code is gone: nothing to log in with.
    const unsent = /验证码是(\d+)/.exec(
      JSON.parse(fakeSms.requests.at(-1)?.body ?? '{}').text,
    )?.[1];
    const attempt = await real.inject({
      method: 'POST',
      url: API_PATHS.SMART_LOGIN,
      payload: { handset, code: unsent, ...CONSENTED },
    });
    expectRefusal(attempt, 400, '请先获取验证码');

    fakeSms.reply(200, {});
    expect((await send(handset)).statusCode).toBe(200);
  });
});
