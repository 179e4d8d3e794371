import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { bannerSvg } from '../seed/banner.ts';
import type { BannerSpec } from '../seed/banner.ts';
import { DEMO_BANNER } from '../seed/demo-page.ts';
import { ROUTE_BANNERS } from '../seed/route-pages.ts';

/**
 * Banner images of the seed pages, drawn as SVG, so a fresh install shows real pictures offline.
 * Only the known seed banners exist: nothing from the request ends up in the picture.
 */
export const SEED_ASSETS_PREFIX = '/seed-assets';

const BANNERS = new Map<string, string>(
  Object.entries({ demo: DEMO_BANNER, ...ROUTE_BANNERS } as Record<string, BannerSpec>).map(
    ([name, spec]) => [`${name}.svg`, bannerSvg(spec)],
  ),
);

export async function seedAssetsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`${SEED_ASSETS_PREFIX}/:file`, async (request, reply) => {
    const svg = BANNERS.get(request.params.file);
    if (svg === undefined) throw new AppError('NOT_FOUND', '图片不存在');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
