import type { RuntimeEnv } from './runtime.ts';

/**
 * A phone's browser, outside the app and WeChat: where a page is assumed to run when nothing
 * detected says otherwise (the builder's canvas, tests). Spread it and override what differs.
 */
export const PHONE_BROWSER: Readonly<
  Pick<RuntimeEnv, 'isApp' | 'isWeChat' | 'isMiniProgram' | 'isMobile' | 'appVersion'>
> = {
  isApp: false,
  isWeChat: false,
  isMiniProgram: false,
  isMobile: true,
  appVersion: null,
};
