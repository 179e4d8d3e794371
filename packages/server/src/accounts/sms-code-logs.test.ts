import { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import { resolveConfig } from '../app.ts';
import { accountsStorePlugin } from './accounts-store-plugin.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { countersPlugin } from '../counters/counters-plugin.ts';
import { databasePlugin } from '../core/database-plugin.ts';
import { errorHandlerPlugin } from '../core/error-handler.ts';
import { zodValidatorCompiler } from '../core/zod-validator.ts';
import { documentedOnly } from '../core/answers.ts';
import { smsCaptchaProvidersPlugin } from './providers/accounts-providers-plugin.ts';
import { startFakeHttp } from '#test/support/accounts-fake-http.ts';
import type { FakeHttp } from '#test/support/accounts-fake-http.ts';
import { devTicket, testPhone } from '#test/support/accounts.ts';
import { devRoutes } from '../dev/dev.ts';
import { giftActivityRoutes } from './gift-activity.ts';
import { pagesStorePlugin } from '../pages/pages-store-plugin.ts';
import { passportRoutes } from './passport.ts';
import { abuseStorePlugin } from '../abuse/abuse-store-plugin.ts';
import { webhookDelivererPlugin } from '../webhooks/webhook-deliverer-plugin.ts';
import { webhookStorePlugin } from '../webhooks/webhook-store-plugin.ts';

/**
 * SMS codes never reach the logs (outside the development outbox): the passport and lead
 * routes, wired as app.ts wires them, logging everything (trace) into memory, with the real
 * SMS client, through success and every failure.
 */

let sms: FakeHttp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  sms = await startFakeHttp();
  const config = resolveConfig({
    dataDir: ':memory:',
    providers: { ...resolveConfig().providers, sms: { kind: 'http', baseUrl: sms.url } },
    smsApiKey: 'k',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'trace', stream }, pluginTimeout: 120_000 });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(documentedOnly);
  app.decorate('config', config);
  await app.register(errorHandlerPlugin);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(databasePlugin, { config, seed: false });
  await app.register(accountsStorePlugin);
  // A lead's answers are checked against its page's published lead form.
  await app.register(pagesStorePlugin);
  // A lead passes the page's anti-abuse caps, and is handed to the webhooks once stored.
  await app.register(abuseStorePlugin);
  await app.register(webhookStorePlugin);
  await app.register(webhookDelivererPlugin);
  await app.register(countersPlugin);
  await app.register(authPlugin);
  await app.register(smsCaptchaProvidersPlugin);
  await app.register(passportRoutes);
  await app.register(giftActivityRoutes);
  await app.register(devRoutes);
});
afterAll(async () => {
  await app?.close();
  await sms?.close();
});

describe('SMS codes in logs', () => {
  it('are never logged, whether the code is sent, refused, wrong, right or not sent at all', async () => {
    const codes: string[] = [];
    const post = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, payload });
    const send = async (handset: string) =>
      post(API_PATHS.ADVERT_SMS_SEND, { handset, ...(await devTicket(app)) });
    const sentCode = () => {
      const text = (JSON.parse(sms.requests.at(-1)?.body ?? '{}') as { text?: string }).text ?? '';
      const code = /验证码是(\d+)/.exec(text)?.[1] ?? '';
      codes.push(code);
      return code;
    };

    sms.reply(200, {});
    const handset = testPhone();
    expect((await send(handset)).statusCode).toBe(200);
    const code = sentCode();
    expect((await send(handset)).statusCode).toBe(429);
    const wrong = code === '0000' ? '1111' : '0000';
    const login = { handset, consent_version: 1 };
    expect((await post(API_PATHS.SMART_LOGIN, { ...login, code: wrong })).statusCode).toBe(400);
    const lead = {
      nick_name: '张三',
      handset,
      code,
      version_id: 276,
      page_code: 'logs',
      consent_version: 1,
    };
    expect((await post(API_PATHS.GIFT_ACTIVITY, lead)).statusCode).toBe(200);
    expect((await post(API_PATHS.GIFT_ACTIVITY, lead)).statusCode).toBe(200);
    expect((await post(API_PATHS.SMART_LOGIN, { ...login, code })).statusCode).toBe(400);

    sms.reply(500, { error: 'down' });
    const other = testPhone();
    expect((await send(other)).statusCode).toBe(503);
    sentCode();

    const log = lines.join('');
    // The logs did record these requests (and the SMS failure), just not the codes.
    expect(log).toContain(API_PATHS.ADVERT_SMS_SEND);
    expect(log).toContain('SMS service answered HTTP 500');
    for (const sent of codes) {
      expect(sent).toMatch(/^\d{4}$/);
      // As a number of its own: a timestamp or a duration may hold the same digits by chance.
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${sent}(?!\\d)`));
    }
  });
});
