import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttp } from '#test/support/accounts-fake-http.ts';
import type { FakeHttp } from '#test/support/accounts-fake-http.ts';
import { CaptchaUnavailableError } from './captcha-provider.ts';
import { HttpSmsProvider, SMS_SEND_PATH } from './http-sms-provider.ts';
import { SmsSendError } from './sms-provider.ts';
import { TencentCaptchaProvider } from './tencent-captcha-provider.ts';

let fake: FakeHttp;
beforeAll(async () => {
  fake = await startFakeHttp();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.reply(200, {});
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

describe('HttpSmsProvider', () => {
  const provider = (timeoutMs?: number) =>
    new HttpSmsProvider({ baseUrl: `${fake.url}/`, apiKey: 'sms-key-1', timeoutMs });

  it('posts {handset, text} as JSON with the API key as a bearer token', async () => {
    fake.reply(200, { ok: true });
    await provider().send('13800138000', '您的验证码是123456', { code: '123456' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: SMS_SEND_PATH });
    expect(request?.headers.authorization).toBe('Bearer sms-key-1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      handset: '13800138000',
      text: '您的验证码是123456',
    });
  });

  it('accepts any 2xx, with or without a body', async () => {
    fake.reply(204, '');
    await expect(provider().send('13800138000', 'x')).resolves.toBeUndefined();
  });

  it('turns a non-2xx answer into SmsSendError naming the status, never the text', async () => {
    for (const status of [400, 401, 500, 503]) {
      fake.reply(status, { error: 'nope' });
      const error = await failure(provider().send('13800138000', '验证码 654321'));
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error.message).toBe(`SMS service answered HTTP ${status}`);
      expect(error.message).not.toContain('654321');
    }
  });

  it('gives up after the timeout', async () => {
    fake.handle(() => {}); // never answers
    const error = await failure(provider(100).send('13800138000', 'x'));
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error.message).toBe('SMS service did not answer within 100 ms');
  });

  it('reports an unreachable service', async () => {
    const gone = new HttpSmsProvider({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    const error = await failure(gone.send('13800138000', 'x'));
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error.message).toBe('SMS service unreachable');
  });
});

describe('TencentCaptchaProvider', () => {
  const provider = (timeoutMs?: number) =>
    new TencentCaptchaProvider({
      verifyUrl: `${fake.url}/ticket/verify`,
      appId: '190000001',
      secret: 'top-secret-key',
      timeoutMs,
    });

  it('answers the app id', () => {
    expect(provider().appId()).toBe('190000001');
  });

  it('asks the verify URL with aid, AppSecretKey, Ticket, Randstr and UserIP', async () => {
    fake.reply(200, { response: '1', evil_level: '0', err_msg: 'OK' });
    await expect(provider().verify('t/+ 1', 'r&2', '203.0.113.9')).resolves.toEqual({ ok: true });
    const url = new URL(fake.requests[0]?.url ?? '', fake.url);
    expect(fake.requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/ticket/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      aid: '190000001',
      AppSecretKey: 'top-secret-key',
      Ticket: 't/+ 1',
      Randstr: 'r&2',
      UserIP: '203.0.113.9',
    });
  });

  it('takes response 1 as a number too', async () => {
    fake.reply(200, { response: 1, evil_level: 0 });
    await expect(provider().verify('t', 'r', '127.0.0.1')).resolves.toEqual({ ok: true });
  });

  it('fails the check with Tencent’s code and reason', async () => {
    fake.reply(200, { response: '9', evil_level: '100', err_msg: 'ticket reused' });
    await expect(provider().verify('t', 'r', '127.0.0.1')).resolves.toEqual({
      ok: false,
      code: '9',
      reason: 'ticket reused',
    });
  });

  it('is unavailable (not a failed check) on a non-2xx, junk, a missing code or a timeout', async () => {
    const cases: [() => void, string, number | undefined][] = [
      [() => fake.reply(502, 'bad gateway'), 'captcha service answered HTTP 502', undefined],
      [
        () => fake.reply(200, '<html>'),
        'captcha service answered something that is not JSON',
        undefined,
      ],
      [
        () => fake.reply(200, { evil_level: 0 }),
        'captcha service answered without a response code',
        undefined,
      ],
      [() => fake.handle(() => {}), 'captcha service did not answer within 100 ms', 100],
    ];
    for (const [arrange, message, timeout] of cases) {
      arrange();
      const error = await failure(provider(timeout).verify('t', 'r', '127.0.0.1'));
      expect(error).toBeInstanceOf(CaptchaUnavailableError);
      expect(error.message).toBe(message);
      // The verify URL carries the secret; no message repeats it.
      expect(error.message).not.toContain('top-secret-key');
    }
  });
});
