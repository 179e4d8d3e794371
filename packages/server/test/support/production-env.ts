/** An environment a production start accepts: every outside service configured for real. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
  SMS_BASE_URL: 'https://sms.example.com',
  SMS_API_KEY: 'k',
  CAPTCHA_BASE_URL: 'https://captcha.example.com',
  CAPTCHA_APP_ID: 'a',
  CAPTCHA_SECRET: 's',
  WECHAT_BASE_URL: 'https://api.weixin.qq.com',
  WECHAT_APP_ID: 'wx-app',
  WECHAT_APP_SECRET: 'wx-secret',
  ENTERPRISE_WECHAT_BASE_URL: 'https://qyapi.weixin.qq.com',
  ENTERPRISE_WECHAT_CORP_ID: 'ww-corp',
  ENTERPRISE_WECHAT_SECRET: 'ww-secret',
  PAYMENT_BASE_URL: 'https://pay.example.com',
  PAYMENT_API_KEY: 'pay-key',
  PAYMENT_NOTIFY_SECRET: 'pay-notify',
};
