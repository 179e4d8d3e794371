import fastifyPlugin from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityPage, InlinedPageData } from '@h5-page/schema';
import { autoFitRedirectUrl } from '@h5-page/schema/auto-fit';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { collectBlockNames } from './collect-block-names.ts';
import { loadVisitorBundle } from './visitor-bundle.ts';
import type { VisitorBundle } from './visitor-bundle.ts';

export const ASSETS_PREFIX = '/packages/h5-page/dist/';

export interface SsrPluginOptions {
  /** The built visitor app (tests may pass another dist directory). */
  distDir?: string;
  /** How long a rendered published page is reused (ms). */
  htmlCacheMs?: number;
}

interface RenderedPage {
  status: number;
  html: string;
  renderedAt: number;
}

/**
 * Visitor pages: `/h5-page/*` and `/pc-page/*` are rendered on the server with the page data
 * inlined (no page-detail round trip), then hydrate; built assets are served from
 * `/packages/h5-page/dist/` with immutable caching for hashed files.
 */
async function ssr(app: FastifyInstance, options: SsrPluginOptions) {
  const bundle: VisitorBundle = await loadVisitorBundle(options.distDir);
  const htmlCacheMs = options.htmlCacheMs ?? 1000;
  const clientConfig = app.config.clientConfig;
  // Published pages render the same for every visitor (personal data loads in the browser), so a
  // rendering is reused for a second: a burst of visitors costs one render per page per second.
  const htmlCache = new Map<string, RenderedPage>();
  app.store.pages.onPublish((code) => {
    for (const key of htmlCache.keys()) if (key.startsWith(`${code}\u0000`)) htmlCache.delete(key);
  });

  await app.register(fastifyStatic, {
    root: bundle.clientDir,
    prefix: ASSETS_PREFIX,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        /[\\/]assets[\\/]/.test(path)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
      );
    },
  });

  function documentFor(
    rendered: { html: string; head: string },
    data: InlinedPageData,
    page: ActivityPage | null,
  ) {
    const preloads = bundle.preloadTagsFor(page ? collectBlockNames(page.page_schema) : []);
    return bundle.template
      .replace('<!--app-head-->', rendered.head + preloads)
      .replace('<!--app-html-->', () => rendered.html)
      .replace('<!--app-data-->', () => bundle.entry.inlineDataScript(data));
  }

  async function renderDocument(url: string, data: InlinedPageData): Promise<RenderedPage> {
    const rendered = await bundle.entry.render({ url, data });
    return {
      status: rendered.status,
      html: documentFor(rendered, data, data.page),
      renderedAt: Date.now(),
    };
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? '/';
    const queryStart = url.indexOf('?');
    const search = queryStart < 0 ? '' : url.slice(queryStart);
    const match = bundle.entry.matchPageRoute(url);
    const base = { config: clientConfig, now: Date.now() };
    reply.type('text/html; charset=utf-8');

    if (!match) {
      // Routes without a store page (the app-page stand-ins) answer 200; unknown paths 404.
      const rendered = await renderDocument(url, {
        ...base,
        page: null,
        code: null,
        preview: false,
      });
      return reply.code(rendered.status).header('cache-control', 'no-cache').send(rendered.html);
    }

    if (match.preview) {
      const draft = await app.store.pages.getDraft(match.code);
      const data: InlinedPageData = {
        ...base,
        page: draft?.page ?? null,
        code: match.code,
        preview: true,
      };
      const rendered = await renderDocument(url, data);
      return reply
        .code(draft ? rendered.status : 404)
        .header('cache-control', 'no-store')
        .send(rendered.html);
    }

    const found = await app.store.publishedPages.get(match.code);
    if (typeof found === 'string') {
      const rendered = await renderDocument(url, {
        ...base,
        page: null,
        code: match.code,
        preview: false,
      });
      return reply.code(404).header('cache-control', 'no-cache').send(rendered.html);
    }
    const page = JSON.parse(found.json) as ActivityPage;

    // Auto-fit pages send desktop visitors to the desktop rendering (the browser checks too).
    if (url.startsWith('/h5-page/')) {
      const environment = detectEnvironment(request.headers['user-agent'] ?? '');
      const target = autoFitRedirectUrl(page, environment.isMobile, search);
      if (target)
        return reply
          .code(302)
          .header('location', target)
          .header('cache-control', 'no-cache')
          .send();
    }

    const key = `${match.code}\u0000${found.versionId}\u0000${url}`;
    let rendered = htmlCache.get(key);
    if (!rendered || Date.now() - rendered.renderedAt >= htmlCacheMs) {
      rendered = await renderDocument(url, { ...base, page, code: match.code, preview: false });
      if (htmlCache.size > 2000) htmlCache.clear();
      htmlCache.set(key, rendered);
    }
    return reply
      .code(rendered.status)
      .header('cache-control', 'public, max-age=10')
      .header('vary', 'user-agent')
      .send(rendered.html);
  }

  for (const path of ['/h5-page', '/h5-page/*', '/pc-page', '/pc-page/*']) {
    app.get(path, handle);
  }
}

export const ssrPlugin = fastifyPlugin(ssr, { name: 'ssr', dependencies: ['database'] });
