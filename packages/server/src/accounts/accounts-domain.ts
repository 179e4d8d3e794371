import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authPlugin } from './auth/auth-plugin.ts';
import { giftActivityRoutes } from './gift-activity.ts';
import { jwtUserRoutes } from './jwt-user.ts';
import { passportPageRoutes } from './passport-page.ts';
import { passportRoutes } from './passport.ts';
import { privacyStatementRoute } from './privacy-statement-route.ts';
import { scheduleLeadRetention } from './lead-erasure.ts';
import { smsCaptchaProvidersPlugin } from './providers/accounts-providers-plugin.ts';

export interface AccountsDomainOptions {
  /** The retention job's clock (tests move it); Date.now by default. */
  now?: () => number;
}

/**
 * Accounts and leads: visitor tokens, captcha, SMS codes, smart login, the passport page, the
 * lead form's gift-activity call, the privacy statement it asks consent to and the leads'
 * retention job. Its `auth` decorators are used by the other domains.
 */
async function accounts(app: FastifyInstance, options: AccountsDomainOptions): Promise<void> {
  await app.register(smsCaptchaProvidersPlugin);
  await app.register(authPlugin);
  await app.register(passportRoutes);
  await app.register(giftActivityRoutes);
  await app.register(privacyStatementRoute);
  scheduleLeadRetention(app, options.now);
  await app.register(jwtUserRoutes);
  await app.register(passportPageRoutes);
}

export const accountsDomain = fp(accounts, {
  name: 'accounts-domain',
  fastify: '5.x',
  dependencies: ['database', 'counters', 'accounts-store', 'abuse-store'],
});
