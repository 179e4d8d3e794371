import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CaptchaProvider } from './captcha-provider.ts';
import { DevCaptchaProvider } from './dev-captcha-provider.ts';
import { DevSmsOutbox } from './dev-sms-outbox.ts';
import { HttpSmsProvider } from './http-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import { TencentCaptchaProvider } from './tencent-captcha-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends SMS codes: the HTTP service, or the development outbox. */
    sms: SmsProvider;
    /** Verifies captcha tickets: Tencent's service, or the development provider. */
    captcha: CaptchaProvider;
  }
}

/**
 * The SMS and captcha providers, chosen by `config.providers.{sms,captcha}.kind` (production
 * refuses the development ones at start). Needs the store (development tickets live there).
 */
async function smsCaptchaProviders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const sms: SmsProvider =
    config.providers.sms.kind === 'http'
      ? new HttpSmsProvider({ baseUrl: config.providers.sms.baseUrl, apiKey: config.smsApiKey })
      : new DevSmsOutbox({ logger: app.log });
  const captcha: CaptchaProvider =
    config.providers.captcha.kind === 'http'
      ? new TencentCaptchaProvider({
          verifyUrl: config.providers.captcha.baseUrl,
          appId: config.captchaAppId,
          secret: config.captchaSecret,
        })
      : new DevCaptchaProvider(app.database.db);
  app.decorate('sms', sms);
  app.decorate('captcha', captcha);
}

export const smsCaptchaProvidersPlugin = fp(smsCaptchaProviders, {
  name: 'sms-captcha-providers',
  fastify: '5.x',
  dependencies: ['database'],
});
