import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { campaignAssetsRoutes } from './campaign-assets-routes.ts';
import { seedAssetsRoutes } from './seed-assets-routes.ts';

/** The images and media the seeded pages show (banners, campaign pictures, the demo video). */
async function seedAssets(app: FastifyInstance): Promise<void> {
  await app.register(seedAssetsRoutes);
  await app.register(campaignAssetsRoutes);
}

export const seedAssetsDomain = fp(seedAssets, { name: 'seed-assets', fastify: '5.x' });
