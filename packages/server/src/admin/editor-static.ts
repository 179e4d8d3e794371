import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { answersContent, redirects } from '../core/answers.ts';
import { pagePolicy } from '../core/content-security-policy.ts';
import { nonceSlot } from '../core/nonce-slot.ts';
import { AppError } from '../errors.ts';

/** Where the builder is served (CONTRACT section 2), and where its build lands. */
export const EDITOR_PREFIX = '/admin/';
const DEFAULT_DIST = new URL('../../../editor/dist/', import.meta.url).pathname;

export interface EditorStaticOptions {
  /** The built builder (tests may pass another directory). */
  distDir?: string;
}

/**
 * The builder's single-page app at /admin/: its hashed assets as files, and index.html for every
 * other path under /admin/ (the app routes on the client). The admin API is not served here.
 */
export async function editorStaticPlugin(
  app: FastifyInstance,
  options: EditorStaticOptions = {},
): Promise<void> {
  const dist = options.distDir ?? DEFAULT_DIST;
  const indexFile = `${dist}index.html`;
  const built = existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const nonces = nonceSlot();
  const indexHtml = built ? nonces.mark(readFileSync(indexFile, 'utf8')) : '';
  // The builder calls only its own admin API, and frames only visitor pages for its preview.
  const policy = pagePolicy({ frameAncestors: "'none'", frameSrc: "'self'" });

  if (built && existsSync(`${dist}assets`)) {
    await app.register(fastifyStatic, {
      root: `${dist}assets`,
      prefix: `${EDITOR_PREFIX}assets/`,
      // Looked up per request: listing hundreds of assets at start slows restarts.
      wildcard: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // The `.br` / `.gz` twins written at build time, by Accept-Encoding.
      preCompressed: true,
      allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const serveIndex = async (_request: unknown, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('搭建器尚未构建：请先运行 npm run build（或 npm start，它会先构建）');
    }
    const filled = nonces.fill(indexHtml);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy([`'nonce-${filled.nonce}'`]))
      .type('text/html; charset=utf-8')
      .send(filled.html);
  };

  const toBuilder = { response: redirects(302, `to the builder, ${EDITOR_PREFIX}`) };
  app.get('/admin', { schema: toBuilder }, (_request, reply) => reply.redirect(EDITOR_PREFIX));
  const builder = { response: answersContent('text/html', 'the builder (503 before it is built)') };
  app.get(EDITOR_PREFIX, { schema: builder }, serveIndex);
  app.get<{ Params: { '*': string } }>(
    `${EDITOR_PREFIX}*`,
    { schema: builder },
    async (request, reply) => {
      const rest = request.params['*'];
      // Unknown admin calls and missing assets are 404s, never the app's HTML.
      if (rest.startsWith('api/') || rest.startsWith('assets/')) {
        throw new AppError('NOT_FOUND', '接口或文件不存在');
      }
      return serveIndex(request, reply);
    },
  );
}
