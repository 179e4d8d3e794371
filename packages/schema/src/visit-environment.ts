import { detectEnvironment } from './detect-environment.ts';

/** Where a visit happened, as the stats split it. */
export type VisitEnvironment = 'app' | 'miniprogram' | 'wechat' | 'mobile' | 'desktop';

export const VISIT_ENVIRONMENT_LABELS: Record<VisitEnvironment, string> = {
  app: 'App 内',
  miniprogram: '小程序',
  wechat: '微信',
  mobile: '手机浏览器',
  desktop: '电脑',
};

/**
 * One environment per visit, most specific first: a mini program web view is also WeChat, and
 * the app's web view is also a mobile browser, so the order decides where each is counted.
 */
export function visitEnvironment(userAgent: string | undefined): VisitEnvironment {
  const env = detectEnvironment(userAgent ?? '');
  if (env.isApp) return 'app';
  if (env.isMiniProgram) return 'miniprogram';
  if (env.isWeChat) return 'wechat';
  return env.isMobile ? 'mobile' : 'desktop';
}
