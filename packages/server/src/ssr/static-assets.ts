import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';
import { servableAssetPath } from './servable-asset-path.ts';

/**
 * The built visitor app's files under `/packages/h5-page/dist/`: hashed files cached for a year
 * as immutable, each sent as its brotli or gzip twin (written at build time) when accepted.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: ASSETS_BASE,
    // Files are looked up per request: listing every asset (and its twins) at start slows restarts.
    wildcard: true,
    index: false,
    preCompressed: true,
    // Set below, not by `send`, whose own `max-age=0` would replace it.
    cacheControl: false,
    // Every file here is content-hashed and immutable: a browser never revalidates one, so a
    // validator on each answer would be bytes sent for nothing. Nor does it ask for ranges.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    allowedPath: servableAssetPath,
    setHeaders(res, path) {
      // `send` hands over the raw ServerResponse; its type here names only part of it.
      trimSubresourceHeaders(res as unknown as ServerResponse);
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        /[\\/]assets[\\/]/.test(path)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
      );
    },
  });
}
