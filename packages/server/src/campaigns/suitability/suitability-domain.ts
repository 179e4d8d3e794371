import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../../editor-session/editor-scope.ts';
import { suitabilityProviderPlugin } from './providers/suitability-provider-plugin.ts';
import { riskTestPageRoutes } from './risk-test-page.ts';
import { suitabilityAdminRoutes } from './suitability-admin-routes.ts';
import { suitabilityRoutes } from './suitability-routes.ts';

/**
 * Suitability before purchase (《证券期货投资者适当性管理办法》): the assessment provider, the
 * visitor's calls (tier, questionnaire, check, confirmation), the development questionnaire page
 * and the records in the admin API. The order calls (campaigns) refuse a purchase without a
 * confirmed match (`suitability-guard.ts`).
 */
async function suitability(app: FastifyInstance): Promise<void> {
  await app.register(suitabilityProviderPlugin);
  await app.register(suitabilityRoutes);
  await app.register(riskTestPageRoutes);
  await editorScope(app, suitabilityAdminRoutes);
}

export const suitabilityDomain = fp(suitability, {
  name: 'suitability-domain',
  fastify: '5.x',
  dependencies: [
    'database',
    'accounts-domain',
    'campaigns-store',
    'suitability-store',
    'editor-session',
    'audit-store',
  ],
});
