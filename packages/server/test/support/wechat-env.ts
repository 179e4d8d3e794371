/** The environment that makes the WeChat and enterprise WeChat clients real, both at `baseUrl`. */
export const wechatEnv = (baseUrl: string): Record<string, string> => ({
  WECHAT_BASE_URL: baseUrl,
  WECHAT_APP_ID: 'wx-app',
  WECHAT_APP_SECRET: 'wx-secret',
  ENTERPRISE_WECHAT_BASE_URL: baseUrl,
  ENTERPRISE_WECHAT_CORP_ID: 'ww-corp',
  ENTERPRISE_WECHAT_SECRET: 'ww-secret',
});
