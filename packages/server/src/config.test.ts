import { describe, expect, it } from 'vitest';
import { WECHAT_JS_SDK_URL } from '@h5-page/schema/constants';
import {
  ConfigError,
  DEVELOPMENT_JWT_SECRET,
  loadConfig,
  normalizeNodeEnv,
  productionProblems,
} from './config.ts';

const SECRET = 'a-production-secret-that-is-long-enough-1234';
const PRODUCTION_PROVIDERS = {
  SMS_BASE_URL: 'https://sms.example.com',
  CAPTCHA_BASE_URL: 'https://captcha.example.com',
  WECHAT_BASE_URL: 'https://wechat.example.com/',
  ENTERPRISE_WECHAT_BASE_URL: 'https://work.example.com',
  PAYMENT_BASE_URL: 'https://pay.example.com',
  SMS_API_KEY: 'sms-key',
  CAPTCHA_APP_ID: '190000000',
  CAPTCHA_SECRET: 'captcha-secret',
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'wechat-secret',
  ENTERPRISE_WECHAT_CORP_ID: 'ww0123456789abcdef',
  ENTERPRISE_WECHAT_SECRET: 'work-secret',
  PAYMENT_API_KEY: 'payment-key',
  PAYMENT_NOTIFY_SECRET: 'payment-notify-secret',
  SUITABILITY_BASE_URL: 'https://suitability.example.com',
  SUITABILITY_API_KEY: 'suitability-key',
  AUDIT_CHECKPOINT_KEY: 'an-audit-checkpoint-key-long-enough-1234',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
      nodeEnv: 'development',
      appEnv: 'development',
      apiBase: '',
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      loginUrls: { desktop: '/passport/login', mobile: '/passport/login', test: '/passport/login' },
    });
    expect(config.providers.sms).toEqual({ kind: 'development', baseUrl: '' });
    expect(config.clientConfig).toEqual({
      apiBase: '',
      appEnv: 'development',
      baiduSiteId: '',
      cookieDomain: '',
      loginUrls: { desktop: '/passport/login', mobile: '/passport/login', test: '/passport/login' },
      miniProgramLoginPath: '/pages/login/index',
      wechatJsSdkUrl: WECHAT_JS_SDK_URL,
      collectorUrl: '/collect/v1',
      redirectAllowHosts: ['wxaurl.cn'],
      appOpenUrl: 'niu8://open',
      appDownloadUrl: '/h5-page/app/download',
    });
  });

  it('takes the app link and the download URL, refusing script schemes and junk', () => {
    const config = loadConfig({
      APP_OPEN_URL: 'https://app.example.com/open',
      APP_DOWNLOAD_URL: 'https://www.example.com/download',
    });
    expect(config.clientConfig).toMatchObject({
      appOpenUrl: 'https://app.example.com/open',
      appDownloadUrl: 'https://www.example.com/download',
    });
    expect(loadConfig({ APP_OPEN_URL: 'n8app://home' }).appOpenUrl).toBe('n8app://home');
    expect(loadConfig({ APP_DOWNLOAD_URL: '/download' }).appDownloadUrl).toBe('/download');
    expect(() => loadConfig({ APP_OPEN_URL: 'javascript://x%0aalert(1)' })).toThrow(/APP_OPEN_URL/);
    expect(() => loadConfig({ APP_OPEN_URL: 'niu8' })).toThrow(/APP_OPEN_URL/);
    expect(() => loadConfig({ APP_DOWNLOAD_URL: 'ftp://x/app.apk' })).toThrow(/APP_DOWNLOAD_URL/);
  });

  it('reads the redirect allow-list, the event retention and the intake and render limits', () => {
    const config = loadConfig({
      REDIRECT_ALLOW_HOSTS: 'm.example.com, .partner.example.org',
      EVENT_RETENTION_DAYS: '30',
      BEACON_LIMIT_PER_MINUTE: '60',
      NOT_FOUND_LIMIT_PER_MINUTE: '30',
      RENDER_CONCURRENCY: '2',
    });
    expect(config.redirectAllowHosts).toEqual(['m.example.com', '.partner.example.org']);
    expect(config.clientConfig.redirectAllowHosts).toEqual([
      'm.example.com',
      '.partner.example.org',
    ]);
    expect(config).toMatchObject({
      eventRetentionDays: 30,
      beaconLimitPerMinute: 60,
      notFoundLimitPerMinute: 30,
      renderConcurrency: 2,
    });
    for (const env of [
      { REDIRECT_ALLOW_HOSTS: 'https://evil.example/' },
      { REDIRECT_ALLOW_HOSTS: 'a..b' },
      { EVENT_RETENTION_DAYS: '0' },
      { BEACON_LIMIT_PER_MINUTE: 'lots' },
      { NOT_FOUND_LIMIT_PER_MINUTE: '0' },
      { RENDER_CONCURRENCY: '-1' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('takes another WeChat JS-SDK (a URL or a path), refusing anything else', () => {
    expect(
      loadConfig({ WECHAT_JS_SDK_URL: '/vendor/jweixin.js' }).clientConfig.wechatJsSdkUrl,
    ).toBe('/vendor/jweixin.js');
    expect(
      loadConfig({ WECHAT_JS_SDK_URL: 'https://cdn.example.com/jweixin.js' }).wechatJsSdkUrl,
    ).toBe('https://cdn.example.com/jweixin.js');
    expect(() => loadConfig({ WECHAT_JS_SDK_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('reads every variable and derives the client config from them', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/h5',
      DATABASE_URL: 'postgres://u:p@db:5432/h5',
      REDIS_URL: 'redis://cache:6379',
      APP_ENV: 'test',
      API_BASE: 'https://gateway.example.com/',
      COOKIE_DOMAIN: '.example.com',
      BAIDU_SITE_ID: 'abc123',
      LOGIN_URL_DESKTOP: 'https://passport.example.com/login',
      LOGIN_URL_MOBILE: '/m/login',
      LOGIN_URL_TEST: 'https://test-passport.example.com/login',
      MINI_PROGRAM_LOGIN_PATH: '/pages/auth/login',
      SMS_BASE_URL: 'https://sms.example.com',
      PAYMENT_PROVIDER: 'development',
      PAYMENT_BASE_URL: 'https://pay.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/h5',
      databaseUrl: 'postgres://u:p@db:5432/h5',
      redisUrl: 'redis://cache:6379',
      appEnv: 'test',
      apiBase: 'https://gateway.example.com',
    });
    expect(config.providers.sms).toEqual({ kind: 'http', baseUrl: 'https://sms.example.com' });
    expect(config.providers.payment).toEqual({ kind: 'development', baseUrl: '' });
    expect(config.clientConfig).toMatchObject({
      apiBase: 'https://gateway.example.com',
      appEnv: 'test',
      baiduSiteId: 'abc123',
      cookieDomain: '.example.com',
      loginUrls: {
        desktop: 'https://passport.example.com/login',
        mobile: '/m/login',
        test: 'https://test-passport.example.com/login',
      },
      miniProgramLoginPath: '/pages/auth/login',
    });
  });

  it('names the variable of each bad value, all at once', () => {
    const error = configError({
      PORT: 'abc',
      APP_ENV: 'staging',
      DATABASE_URL: 'mysql://db/h5',
      API_BASE: 'not a url',
      SMS_PROVIDER: 'http',
      JWT_SECRET: 'short',
    });
    expect(error.problems).toHaveLength(6);
    expect(error.message).toContain('PORT: expected an integer from 0 to 65535, got "abc"');
    expect(error.message).toContain(
      'APP_ENV: expected one of production, test, development, got "staging"',
    );
    expect(error.message).toMatch(/DATABASE_URL: expected a postgres: or postgresql: URL/);
    expect(error.message).toMatch(/API_BASE: /);
    expect(error.message).toContain('SMS_BASE_URL: required when SMS_PROVIDER=http');
    expect(error.message).toContain('JWT_SECRET: must be at least 32 characters long');
  });

  it('rejects out-of-range ports', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
    expect(configError({ PORT: '-1' }).message).toContain('PORT');
    expect(configError({ PORT: '3000.5' }).message).toContain('PORT');
  });

  it('does not echo connection strings, which carry passwords', () => {
    const error = configError({ DATABASE_URL: 'postgres//user:s3cret@db' });
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).not.toContain('s3cret');
  });

  it('refuses production while a development provider or the default secret is configured, naming each', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toContain('NODE_ENV=production refuses to start');
    for (const name of [
      'JWT_SECRET',
      'AUDIT_CHECKPOINT_KEY',
      'SMS_PROVIDER',
      'CAPTCHA_PROVIDER',
      'WECHAT_PROVIDER',
      'ENTERPRISE_WECHAT_PROVIDER',
      'PAYMENT_PROVIDER',
      'SUITABILITY_PROVIDER',
    ]) {
      expect(error.message).toContain(name);
    }

    const oneLeft = configError({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ...PRODUCTION_PROVIDERS,
      CAPTCHA_PROVIDER: 'development',
    });
    expect(oneLeft.problems.slice(1)).toEqual([
      expect.stringContaining('CAPTCHA_PROVIDER: the development captcha provider is configured'),
    ]);
  });

  it('starts production once every provider is real and the secret is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_ENV: 'production',
      JWT_SECRET: SECRET,
      ...PRODUCTION_PROVIDERS,
    });
    expect(config.providers.wechat).toEqual({
      kind: 'http',
      baseUrl: 'https://wechat.example.com',
    });
    expect(productionProblems(config)).toEqual([]);
  });

  it('reads the token lifetime, the Redis key prefix and the SMS and captcha credentials', () => {
    expect(loadConfig({})).toMatchObject({
      tokenTtlDays: 365,
      redisKeyPrefix: 'h5-page:',
      smsApiKey: '',
      captchaAppId: '',
      captchaSecret: '',
    });
    const config = loadConfig({
      TOKEN_TTL_DAYS: '7',
      REDIS_KEY_PREFIX: 'site-a:',
      SMS_API_KEY: 'k',
      CAPTCHA_APP_ID: 'a',
      CAPTCHA_SECRET: 's',
    });
    expect(config).toMatchObject({
      tokenTtlDays: 7,
      redisKeyPrefix: 'site-a:',
      smsApiKey: 'k',
      captchaAppId: 'a',
      captchaSecret: 's',
    });
    for (const bad of ['0', '3651', '1.5', 'week']) {
      expect(configError({ TOKEN_TTL_DAYS: bad }).message).toContain('TOKEN_TTL_DAYS');
    }
  });

  it('refuses production while the real SMS or captcha service lacks its credentials, naming each', () => {
    const error = configError({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ...PRODUCTION_PROVIDERS,
      SMS_API_KEY: '',
      CAPTCHA_APP_ID: '',
      CAPTCHA_SECRET: '',
    });
    expect(error.problems.slice(1)).toEqual([
      'SMS_API_KEY: required by the http SMS provider',
      'CAPTCHA_APP_ID: required by the http captcha provider',
      'CAPTCHA_SECRET: required by the http captcha provider',
    ]);
  });
});

describe('the audit checkpoint settings', () => {
  it('default to none of their own, and take a file and a key of at least 32 characters', () => {
    expect(loadConfig({})).toMatchObject({ auditCheckpointFile: null, auditCheckpointKey: null });
    const key = 'k'.repeat(32);
    expect(
      loadConfig({ AUDIT_CHECKPOINT_FILE: '/var/lib/h5/audit.json', AUDIT_CHECKPOINT_KEY: key }),
    ).toMatchObject({ auditCheckpointFile: '/var/lib/h5/audit.json', auditCheckpointKey: key });
    expect(configError({ AUDIT_CHECKPOINT_KEY: 'short' }).problems).toEqual([
      'AUDIT_CHECKPOINT_KEY: must be at least 32 characters long',
    ]);
  });

  it('production refuses to start without the key, which the database must not hold', () => {
    const { AUDIT_CHECKPOINT_KEY: _key, ...withoutKey } = PRODUCTION_PROVIDERS;
    const error = configError({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...withoutKey });
    expect(error.problems.slice(1)).toEqual([
      expect.stringMatching(/^AUDIT_CHECKPOINT_KEY: required in production/),
    ]);
  });

  it('production on PostgreSQL needs a file of its own for the checkpoint', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ...PRODUCTION_PROVIDERS,
      DATABASE_URL: 'postgres://h5@127.0.0.1/h5',
    };
    expect(configError(production).problems.slice(1)).toEqual([
      expect.stringMatching(/^AUDIT_CHECKPOINT_FILE: required in production with DATABASE_URL/),
    ]);
    expect(
      loadConfig({ ...production, AUDIT_CHECKPOINT_FILE: '/var/lib/h5/audit.json' }),
    ).toMatchObject({ auditCheckpointFile: '/var/lib/h5/audit.json' });
  });
});

describe('NODE_ENV', () => {
  it('is development when unset, and development listens on this machine only', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'development', host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ nodeEnv: 'test', host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('treats every other value as production: it refuses the development defaults', () => {
    for (const value of ['production', 'Production', 'prod', 'PRODUCTION', 'staging', 'dev']) {
      expect(normalizeNodeEnv(value), value).toBe('production');
      expect(() => loadConfig({ NODE_ENV: value }), value).toThrow(
        /NODE_ENV=production refuses to start/,
      );
      const ready = loadConfig({ NODE_ENV: value, JWT_SECRET: SECRET, ...PRODUCTION_PROVIDERS });
      expect(ready).toMatchObject({ nodeEnv: 'production', host: '0.0.0.0' });
    }
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to no proxy and reads a hop count', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
  });

  it('refuses anything but a small number, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: expected the number of proxies/,
    );
  });
});
