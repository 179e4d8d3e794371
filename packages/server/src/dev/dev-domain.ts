import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { devCampaignRoutes } from './dev-campaign.ts';
import { devRoutes } from './dev.ts';
import { devStatsSeedRoutes } from './dev-stats-seed.ts';
import { loopbackOnly } from './loopback-only.ts';

/**
 * The development providers' own endpoints (CONTRACT section 7): nothing in production, and only
 * for clients on this machine otherwise (they show SMS codes and mark orders paid).
 */
async function dev(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production') return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', loopbackOnly);
    await scope.register(devRoutes);
    await scope.register(devCampaignRoutes);
    await scope.register(devStatsSeedRoutes);
  });
}

export const devDomain = fp(dev, {
  name: 'dev-domain',
  fastify: '5.x',
  dependencies: ['accounts-domain', 'campaigns-domain'],
});
