import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { CAMPAIGN_ASSETS, CAMPAIGN_ASSETS_PREFIX } from './campaign-assets.ts';

const FILES = new Map<string, string>(
  Object.entries(CAMPAIGN_ASSETS).map(([name, svg]) => [`${name}.svg`, svg]),
);

/**
 * `GET /seed-assets/campaign/:file`: the QR codes and avatars of the campaign seed data, so a
 * fresh install shows them offline. Only the known pictures exist.
 */
export async function campaignAssetsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${CAMPAIGN_ASSETS_PREFIX}/:file`,
    async (request, reply) => {
      const svg = FILES.get(request.params.file);
      if (svg === undefined) throw new AppError('NOT_FOUND', '图片不存在');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
