import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authPlugin } from './auth/auth-plugin.ts';
import { giftActivityRoutes } from './gift-activity.ts';
import { jwtUserRoutes } from './jwt-user.ts';
import { passportPageRoutes } from './passport-page.ts';
import { passportRoutes } from './passport.ts';
import { smsCaptchaProvidersPlugin } from './providers/accounts-providers-plugin.ts';

/**
 * Accounts and leads: visitor tokens, captcha, SMS codes, smart login, the passport page and the
 * lead form's gift-activity call. Its `auth` decorators are used by the other domains.
 */
async function accounts(app: FastifyInstance): Promise<void> {
  await app.register(smsCaptchaProvidersPlugin);
  await app.register(authPlugin);
  await app.register(passportRoutes);
  await app.register(giftActivityRoutes);
  await app.register(jwtUserRoutes);
  await app.register(passportPageRoutes);
}

export const accountsDomain = fp(accounts, {
  name: 'accounts-domain',
  fastify: '5.x',
  dependencies: ['database', 'counters', 'accounts-store'],
});
