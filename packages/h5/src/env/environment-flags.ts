import type { Environment } from '@h5-page/schema/detect-environment';
import type { RuntimeEnv } from '@h5-page/blocks/runtime';

/** What the runtime's `env` tells blocks of where the page runs. */
type EnvironmentFlags = Pick<
  RuntimeEnv,
  'isApp' | 'isWeChat' | 'isMiniProgram' | 'isMobile' | 'appVersion'
>;

/** The flags of a detected environment, without the rest of it (iOS, Android, desktop). */
export function environmentFlags({
  isApp,
  isWeChat,
  isMiniProgram,
  isMobile,
  appVersion,
}: Environment): EnvironmentFlags {
  return { isApp, isWeChat, isMiniProgram, isMobile, appVersion };
}
