import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe('campaign configuration', () => {
  it('reads the WeChat, enterprise WeChat, payment and admin keys, with development defaults', () => {
    expect(loadConfig({})).toMatchObject({
      wechatAppId: '',
      enterpriseWechatCorpId: '',
      paymentApiKey: '',
      paymentNotifySecret: '',
      adminPassword: null,
      providers: {
        wechat: { kind: 'development', baseUrl: '' },
        enterpriseWechat: { kind: 'development', baseUrl: '' },
        payment: { kind: 'development', baseUrl: '' },
      },
    });
    const config = loadConfig(PRODUCTION_ENV);
    expect(config).toMatchObject({
      wechatAppId: 'wx-app',
      wechatAppSecret: 'wx-secret',
      enterpriseWechatCorpId: 'ww-corp',
      enterpriseWechatSecret: 'ww-secret',
      paymentApiKey: 'pay-key',
      paymentNotifySecret: 'pay-notify',
    });
    expect(config.providers.payment).toEqual({ kind: 'http', baseUrl: 'https://pay.example.com' });
  });

  it('refuses production with a real client without its keys', () => {
    const { WECHAT_APP_SECRET: _w, PAYMENT_NOTIFY_SECRET: _p, ...rest } = PRODUCTION_ENV;
    expect(problems(rest).slice(1)).toEqual([
      'WECHAT_APP_SECRET: required by the http WeChat client',
      'PAYMENT_NOTIFY_SECRET: required by the http payment client',
    ]);
    expect(problems({ ...PRODUCTION_ENV, WECHAT_PROVIDER: 'development' }).join('\n')).toContain(
      'WECHAT_PROVIDER: the development wechat provider is configured',
    );
  });

  it('reads ADMIN_PASSWORD for the first account, and refuses a short one', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'a-long-password' }).adminPassword).toBe('a-long-password');
    expect(problems({ ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 8 characters long',
    ]);
  });
});
