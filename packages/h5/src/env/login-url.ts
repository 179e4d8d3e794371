import type { ClientConfig } from '@h5-page/schema/client-config';
import type { Environment } from '@h5-page/schema/detect-environment';
import { withQuery } from './with-query.ts';

/**
 * The passport login page a browser goes to (spec section 2): the test one in the test
 * environment, else the mobile one on a phone and the desktop one on a desktop; with `from` (where
 * to come back to) and the optional `type`.
 */
export function loginUrlFor(
  config: Pick<ClientConfig, 'appEnv' | 'loginUrls'>,
  environment: Pick<Environment, 'isMobile'>,
  from: string,
  type?: string,
): string {
  const base =
    config.appEnv === 'test'
      ? config.loginUrls.test
      : environment.isMobile
        ? config.loginUrls.mobile
        : config.loginUrls.desktop;
  return withQuery(base, { from, type });
}

/** The mini program's login page, with `from` (and the optional `type`). */
export function miniProgramLoginUrl(
  config: Pick<ClientConfig, 'miniProgramLoginPath'>,
  from: string,
  type?: string,
): string {
  return withQuery(config.miniProgramLoginPath, { from, type });
}
