import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { zodValidatorCompiler } from '../core/zod-validator.ts';
import { documentedOnly } from '../core/answers.ts';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { codeFor, testPhone } from '#test/support/accounts.ts';
import { DEV_CAPTCHA_TICKET_PATH } from '../accounts/providers/dev-captcha-provider.ts';
import { DEV_SMS_OUTBOX_PATH } from '../accounts/providers/dev-sms-outbox.ts';
import { devRoutes } from './dev.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);

describe('development endpoints (CONTRACT section 7)', () => {
  it('GET /dev/sms-outbox?handset=N answers the messages sent to N', async () => {
    const handset = testPhone();
    const first = await codeFor(app, handset);
    const other = testPhone();
    await codeFor(app, other);

    const response = await app.inject(`${DEV_SMS_OUTBOX_PATH}?handset=${handset}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      code: 1,
      msg: 'success',
      response: {
        messages: [
          {
            handset,
            code: first,
            text: expect.stringContaining(first),
            sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      },
    });
    const none = await app.inject(`${DEV_SMS_OUTBOX_PATH}?handset=13000000000`);
    expect(none.json()).toMatchObject({ response: { messages: [] } });
    const all = await app.inject(DEV_SMS_OUTBOX_PATH);
    const handsets = all
      .json<{ response: { messages: { handset: string }[] } }>()
      .response.messages.map((m) => m.handset);
    expect(handsets).toEqual(expect.arrayContaining([handset, other]));
    const twice = await app.inject(`${DEV_SMS_OUTBOX_PATH}?handset=1&handset=2`);
    expect(twice.statusCode).toBe(400);
  });

  it('POST /dev/captcha/ticket answers a one-time {ticket, randstr}', async () => {
    const response = await app.inject({ method: 'POST', url: DEV_CAPTCHA_TICKET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { ticket, randstr } = response.json<{ response: { ticket: string; randstr: string } }>()
      .response;
    expect(ticket).toMatch(/^dev-/);
    expect(randstr).toEqual(expect.any(String));
    await expect(app.captcha.verify(ticket, randstr, '127.0.0.1')).resolves.toEqual({ ok: true });
    await expect(app.captcha.verify(ticket, randstr, '127.0.0.1')).resolves.toMatchObject({
      ok: false,
    });
  });
});

describe('in production', () => {
  // The routes plugin alone, with the development providers still decorated: production and
  // NODE_ENV are the only things that keep the endpoints away (the full production build's
  // credentials belong to config.test.ts).
  const bare = async (
    nodeEnv: FastifyInstance['config']['nodeEnv'],
    captcha: unknown,
    sms: unknown,
  ) => {
    const instance = Fastify();
    instance.setValidatorCompiler(zodValidatorCompiler);
    instance.setSerializerCompiler(documentedOnly);
    instance.decorate('config', { ...app.config, nodeEnv });
    instance.decorate('sms', sms as FastifyInstance['sms']);
    instance.decorate('captcha', captcha as FastifyInstance['captcha']);
    await instance.register(devRoutes);
    return instance;
  };

  it('has no development endpoints', async () => {
    const production = await bare('production', app.captcha, app.sms);
    try {
      expect(
        (await production.inject(`${DEV_SMS_OUTBOX_PATH}?handset=13800138000`)).statusCode,
      ).toBe(404);
      expect(
        (await production.inject({ method: 'POST', url: DEV_CAPTCHA_TICKET_PATH })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
    // The same plugin outside production serves them.
    const development = await bare('development', app.captcha, app.sms);
    try {
      expect((await development.inject(DEV_SMS_OUTBOX_PATH)).statusCode).toBe(200);
    } finally {
      await development.close();
    }
  });

  it('has none either while the real services are configured', async () => {
    const real = await bare('development', { kind: 'http' }, { kind: 'http' });
    try {
      expect((await real.inject(DEV_SMS_OUTBOX_PATH)).statusCode).toBe(404);
      expect((await real.inject({ method: 'POST', url: DEV_CAPTCHA_TICKET_PATH })).statusCode).toBe(
        404,
      );
    } finally {
      await real.close();
    }
  });
});

describe('outside this machine', () => {
  it('answers only loopback clients, even behind a proxy on this machine', async () => {
    const from = (remoteAddress: string, forwarded?: string) =>
      app.inject({
        url: `${DEV_SMS_OUTBOX_PATH}?handset=13800138000`,
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const refused of [
      await from('192.0.2.7'),
      await from('::ffff:192.0.2.7'),
      await from('127.0.0.1', '203.0.113.9'),
      await from('127.0.0.1', '127.0.0.1, 203.0.113.9'),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ msg: '接口不存在', response: null });
    }
    const ticket = await app.inject({
      method: 'POST',
      url: DEV_CAPTCHA_TICKET_PATH,
      remoteAddress: '198.51.100.4',
    });
    expect(ticket.statusCode).toBe(404);
  });

  it('answers only a Host naming loopback, so a rebound name in a browser here gets nothing', async () => {
    const named = (host: string, forwardedHost?: string) =>
      app.inject({
        url: `${DEV_SMS_OUTBOX_PATH}?handset=13800138000`,
        headers: { host, ...(forwardedHost ? { 'x-forwarded-host': forwardedHost } : {}) },
      });
    // What app.inject sends by default, and what a developer's browser and the tests send.
    expect((await app.inject(DEV_SMS_OUTBOX_PATH)).statusCode).toBe(200);
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.0.0.1:8080',
      '[::1]:3000',
    ]) {
      expect((await named(host)).statusCode, host).toBe(200);
    }
    for (const [host, forwardedHost] of [
      ['evil.example'],
      ['evil.example:3000'],
      ['localhost.evil.example'],
      ['127.0.0.1.nip.io'],
      ['localhost:3000', 'evil.example'],
    ] as const) {
      const refused = await named(host, forwardedHost);
      expect(refused.statusCode, host).toBe(404);
      expect(refused.json()).toMatchObject({ msg: '接口不存在', response: null });
    }
    const ticket = await app.inject({
      method: 'POST',
      url: DEV_CAPTCHA_TICKET_PATH,
      headers: { host: 'evil.example' },
    });
    expect(ticket.statusCode).toBe(404);
  });
});
