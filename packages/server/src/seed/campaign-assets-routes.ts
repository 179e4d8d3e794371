import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ASSETS, CAMPAIGN_ASSETS_PREFIX } from './campaign-assets.ts';
import { svgFilesRoute } from './svg-files-route.ts';

const FILES = new Map<string, string>(
  Object.entries(CAMPAIGN_ASSETS).map(([name, svg]) => [`${name}.svg`, svg]),
);

/**
 * `GET /seed-assets/campaign/:file`: the QR codes and avatars of the campaign seed data, so a
 * fresh install shows them offline. Only the known pictures exist.
 */
export async function campaignAssetsRoutes(app: FastifyInstance): Promise<void> {
  svgFilesRoute(app, CAMPAIGN_ASSETS_PREFIX, FILES);
}
