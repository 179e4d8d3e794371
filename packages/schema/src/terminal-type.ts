import type { Environment } from './detect-environment.ts';

/** Every `terminal_type` there is: the server refuses any other. */
export const TERMINAL_TYPES = [1, 2, 3] as const;

export type TerminalType = (typeof TERMINAL_TYPES)[number];

/**
 * `terminal_type` of the page-detail and activity data calls: 1 the app, 2 a mobile browser, 3 a
 * desktop browser.
 */
export function terminalType(environment: Pick<Environment, 'isApp' | 'isMobile'>): TerminalType {
  if (environment.isApp) return 1;
  return environment.isMobile ? 2 : 3;
}
