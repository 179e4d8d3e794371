import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { bannerSvg } from './banner.ts';
import type { BannerSpec } from './banner.ts';
import { DEMO_BANNER } from './demo-page.ts';
import { ROUTE_BANNERS } from './route-pages.ts';
import { PRODUCT_PAGE_BANNERS } from './pages/product-pages.ts';
import { TEMPLATE_BANNERS } from './templates/seed-templates.ts';
import { svgFilesRoute } from './svg-files-route.ts';

/**
 * Banner images of the seed pages, drawn as SVG, so a fresh install shows real pictures offline.
 * Only the known seed banners exist: nothing from the request ends up in the picture.
 */
export const SEED_ASSETS_PREFIX = '/seed-assets';

const BANNERS = new Map<string, string>(
  Object.entries({
    demo: DEMO_BANNER,
    ...ROUTE_BANNERS,
    ...PRODUCT_PAGE_BANNERS,
    ...TEMPLATE_BANNERS,
  } as Record<string, BannerSpec>).map(([name, spec]) => [`${name}.svg`, bannerSvg(spec)]),
);

/** Media the seed pages use that cannot be drawn (the demo video), shipped in packages/server/assets. */
const SEED_MEDIA_DIR = new URL('../../assets/', import.meta.url).pathname;

export async function seedAssetsRoutes(app: FastifyInstance): Promise<void> {
  // Listed at start (wildcard off): only the shipped files are routes; range requests work for video.
  await app.register(fastifyStatic, {
    root: SEED_MEDIA_DIR,
    prefix: `${SEED_ASSETS_PREFIX}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });

  svgFilesRoute(app, SEED_ASSETS_PREFIX, BANNERS);
}
