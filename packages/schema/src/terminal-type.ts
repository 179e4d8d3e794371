import type { Environment } from './detect-environment.ts';

/**
 * `terminal_type` of the page-detail and activity data calls: 1 the app, 2 a mobile browser, 3 a
 * desktop browser.
 */
export function terminalType(environment: Pick<Environment, 'isApp' | 'isMobile'>): number {
  if (environment.isApp) return 1;
  return environment.isMobile ? 2 : 3;
}
