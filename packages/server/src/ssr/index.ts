import fastifyPlugin from 'fastify-plugin';
import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityPage, InlinedPageData } from '@h5-page/schema';
import { autoFitRedirectUrl } from '@h5-page/schema/auto-fit';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { firstScreen } from '@h5-page/schema/first-screen';
import { previewDraft } from '../admin/preview-draft.ts';
import { scheduleNoticeHtml } from '../admin/schedule-notice-html.ts';
import { isDatabaseUnavailable } from '../store/database-unavailable.ts';
import { missingSubject } from './route-subject.ts';
import { UNAVAILABLE_HTML } from './unavailable-html.ts';
import { scheduleState } from '../admin/schedule-state.ts';
import { pagePolicy } from '../core/content-security-policy.ts';
import { AppError } from '../errors.ts';
import { inlineScriptHashes } from '../core/script-hashes.ts';
import { trimSubresourceHeaders } from '../core/asset-headers.ts';
import { collectBlockNames } from './collect-block-names.ts';
import { renderGate } from './render-gate.ts';
import { encodedDocument } from './encoded-document.ts';
import { ByteBoundedCache } from '../core/byte-bounded-cache.ts';
import type { EncodedDocument } from './encoded-document.ts';
import { imagePreloadTags } from './image-preload-tags.ts';
import { servableAssetPath } from './servable-asset-path.ts';
import { publicReadAnswers } from './public-read-answers.ts';
import { loadVisitorBundle } from './visitor-bundle.ts';
import type { VisitorBundle } from './visitor-bundle.ts';
import type { SnippetSanitizer } from './snippet-sanitizer.ts';

export const ASSETS_PREFIX = ASSETS_BASE;
/** A path that shows nothing: every such path shares its one rendering. */
const NOT_FOUND_PATH = '/h5-page';

/** A query as sent, with anything but printable ASCII percent-encoded (it goes in a header). */
function printableQuery(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Server renders started so far (published pages and all others). */
    renders: { readonly started: number; readonly cachedBytes: number };
  }
}

export interface SsrPluginOptions {
  /** The built visitor app (tests may pass another dist directory). */
  distDir?: string;
  /** How long a rendered published page is reused (ms). */
  htmlCacheMs?: number;
  /** The visitor bundle, if already loading (else it is loaded from `distDir`). */
  bundle?: Promise<VisitorBundle> | null;
  /** The code block's sanitizer thread (null: the renderer sanitizes in this thread). */
  sanitizer?: SnippetSanitizer | null;
}

interface RenderedPage {
  status: number;
  document: EncodedDocument;
  /** The policy naming the document's own inline scripts by hash. */
  policy: string;
  renderedAt: number;
}

/**
 * Visitor pages: `/h5-page/*` and `/pc-page/*` are rendered on the server with the page data
 * inlined (no page-detail round trip), then hydrate; built assets are served from
 * `/packages/h5-page/dist/` with immutable caching for hashed files.
 */
async function ssr(app: FastifyInstance, options: SsrPluginOptions) {
  const bundle: VisitorBundle = await (options.bundle ?? loadVisitorBundle(options.distDir));
  bundle.entry.provideServerSanitizer(options.sanitizer?.sanitize ?? null);
  const htmlCacheMs = options.htmlCacheMs ?? 1000;
  const clientConfig = app.config.clientConfig;
  const template = bundle.template;
  const policy = pagePolicy({
    scriptOrigins: [
      app.config.wechatJsSdkUrl,
      ...(app.config.baiduSiteId ? ['https://hm.baidu.com/'] : []),
    ],
    connectOrigins: [app.config.apiBase],
    frameAncestors: "'self'",
  });
  // Inline scripts are named by hash, not by a per-response nonce: the server writes only the
  // template's and the boot script, so a cached rendering leaves as the same bytes (compressed
  // once) for every visitor, and content-made scripts still match no hash.
  const templateScripts = inlineScriptHashes(template);
  const policies = new Map<string, string>();
  const policyFor = (bootTag: string) => {
    let header = policies.get(bootTag);
    if (header === undefined) {
      header = policy([...templateScripts, ...inlineScriptHashes(bootTag)]);
      policies.set(bootTag, header);
    }
    return header;
  };
  const plainPolicy = policy([]);
  /** A document made for this answer alone: the compression plugin encodes it. */
  const sendHtml = (reply: FastifyReply, html: string, scriptPolicy = plainPolicy) =>
    reply.header('content-security-policy', scriptPolicy).send(html);
  /** A rendering many visitors share: sent as its bytes, compressed once per coding. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    const { coding, body } = await page.document.body(request.headers['accept-encoding']);
    if (coding) reply.header('content-encoding', coding);
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    return reply.header('content-security-policy', page.policy).send(body);
  }
  // Published pages render the same for every visitor (personal data loads in the browser), so a
  // rendering is reused for a second: a burst of visitors costs one render per page per second.
  // Bounded by bytes as well as entries: however many distinct pages are asked, the renderings
  // kept stay within RENDER_CACHE_MB (three quarters for published pages).
  const cacheBytes = app.config.renderCacheMb * 1024 * 1024;
  const htmlCache = new ByteBoundedCache<RenderedPage>(Math.floor(cacheBytes * 0.75), 2000);
  // Pages that are not a published page (not-found, stand-ins, refused previews), kept apart so
  // that junk URLs cannot push published pages out.
  const otherCache = new ByteBoundedCache<RenderedPage>(Math.floor(cacheBytes / 8), 2000);
  // Published pages and editors' previews render through one gate; everything else (unknown
  // codes and routes, refused previews: what junk URLs reach) through a gate of one, so junk can
  // never take the slots that visitors' pages need.
  const gate = renderGate(app.config.renderConcurrency);
  const otherGate = renderGate(1);
  app.decorate('renders', {
    get started() {
      return gate.started + otherGate.started;
    },
    get cachedBytes() {
      return htmlCache.bytes + otherCache.bytes + missingApps.bytes;
    },
  });
  const refreshing = new Set<string>();
  // A published version's page, parsed once for as long as the page cache holds that version.
  const parsedPages = new WeakMap<object, ActivityPage>();
  const missingApps = new ByteBoundedCache<{ html: string; head: string; status: number }>(
    Math.floor(cacheBytes / 8),
    200,
  );
  app.store.pages.onPublish((code) => {
    for (const key of htmlCache.keys()) if (key.startsWith(`${code}\u0000`)) htmlCache.delete(key);
  });

  await app.register(fastifyStatic, {
    root: bundle.clientDir,
    prefix: ASSETS_PREFIX,
    // Files are looked up per request: listing every asset (and its twins) at start slows restarts.
    wildcard: true,
    index: false,
    // Each file's `.br` / `.gz` twin (written at build time) goes to browsers that accept it.
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

  function documentFor(
    rendered: { html: string; head: string },
    data: InlinedPageData,
    page: ActivityPage | null,
  ) {
    const blocks = page?.page_schema ?? [];
    const screen = firstScreen(blocks);
    const bootTag = bundle.bootTagFor(collectBlockNames(screen.blocks));
    const head =
      rendered.head +
      imagePreloadTags(screen.imageUrls) +
      bundle.stylesFor(collectBlockNames(blocks)) +
      bootTag;
    const html = template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => rendered.html)
      .replace('<!--app-data-->', () => bundle.entry.inlineDataScript(data));
    return { html, policy: policyFor(bootTag) };
  }

  async function renderDocument(
    url: string,
    data: InlinedPageData,
    through = gate,
  ): Promise<RenderedPage> {
    const rendered = await through.run(() => bundle.entry.render({ url, data }));
    const { html, policy } = documentFor(rendered, data, data.page);
    return {
      status: rendered.status,
      document: encodedDocument(html),
      policy,
      renderedAt: Date.now(),
    };
  }

  /** The cached rendering of `key`, else a new one (kept for htmlCacheMs). */
  async function cachedRender(
    cache: ByteBoundedCache<RenderedPage>,
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<RenderedPage> {
    const cached = cache.get(key);
    if (cached && Date.now() - cached.renderedAt < htmlCacheMs) return cached;
    if (cached) {
      // Stale: this visitor gets the last rendering at once; one render refreshes it behind.
      if (!refreshing.has(key)) {
        refreshing.add(key);
        render()
          .then((fresh) => cache.set(key, fresh, fresh.document.bytes))
          .catch((error: unknown) => app.log.error({ err: error }, 'page render failed'))
          .finally(() => refreshing.delete(key));
      }
      return cached;
    }
    const rendered = await render();
    cache.set(key, rendered, rendered.document.bytes);
    return rendered;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? '/';
    const queryStart = url.indexOf('?');
    const search = queryStart < 0 ? '' : url.slice(queryStart);
    // The query changes nothing the server renders (the browser reads it after hydration; a
    // preview is decided below), so renders and their cache keys use the path alone.
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    // A NUL or other control character names no page (and the store refuses it): a plain 400.
    // eslint-disable-next-line no-control-regex
    if (/%(?:[01][0-9a-f]|7f)/i.test(pathname) || /[\u0000-\u001f\u007f]/.test(pathname)) {
      throw new AppError('BAD_URL', '页面地址包含无效字符');
    }
    const base = { config: clientConfig, now: Date.now() };
    // Only the one spelling of a page's path is rendered and cached: any other (slashes doubled
    // or trailing, dot segments, needless percent-encoding, other letter case) is sent to it
    // without a render, and a path that shows nothing shares one not-found rendering.
    const canonical = bundle.entry.canonicalPath(pathname);
    if (canonical === null) {
      const rendered = await cachedRender(otherCache, 'notFound', () =>
        renderDocument(
          NOT_FOUND_PATH,
          { ...base, page: null, code: null, preview: false },
          otherGate,
        ),
      );
      return sendRendered(
        request,
        reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache'),
        rendered,
      );
    }
    if (canonical !== pathname) {
      return reply
        .code(301)
        .header('location', canonical + printableQuery(search))
        .header('cache-control', 'public, max-age=3600')
        .send();
    }
    const match = bundle.entry.matchPageRoute(url);
    reply.type('text/html; charset=utf-8');

    if (!match) {
      // Routes without a store page (the app-page stand-ins) answer 200.
      const rendered = await cachedRender(otherCache, `route\u0000${pathname}`, () =>
        renderDocument(pathname, { ...base, page: null, code: null, preview: false }, otherGate),
      );
      return sendRendered(
        request,
        reply.code(rendered.status).header('cache-control', 'no-cache'),
        rendered,
      );
    }

    if (match.preview) {
      // Drafts only for editors and holders of a signed preview link.
      const token = new URLSearchParams(search).get('preview_token') ?? undefined;
      // A signed link shows the draft it was made for; an editor session, the draft as saved.
      const { allowed, page: previewed } = await previewDraft(request, match.code, token);
      const draft = previewed ? { page: previewed } : null;
      const data: InlinedPageData = {
        ...base,
        page: draft?.page ?? null,
        code: match.code,
        preview: true,
        reads: draft ? await publicReadAnswers(app, draft.page.page_schema) : undefined,
      };
      // A refused preview shows no draft: one rendering serves every refused visitor.
      const rendered = allowed
        ? await renderDocument(url, data)
        : await cachedRender(otherCache, `refused\u0000${pathname}`, () =>
            renderDocument(pathname, data, otherGate),
          );
      return sendRendered(
        request,
        reply
          .code(draft ? rendered.status : allowed ? 404 : 403)
          .header('cache-control', 'no-store'),
        rendered,
      );
    }

    let found: Awaited<ReturnType<typeof app.store.publishedPages.get>>;
    try {
      found = await app.store.publishedPages.get(match.code);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ code: match.code }, 'page not cached and the database is unavailable');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '5')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_HTML);
    }
    if (typeof found === 'string') {
      // Not found looks the same whatever code was asked: one rendering per route shape, and
      // each answer inlines its own code (so it hydrates), however many made-up codes arrive.
      const data = { ...base, page: null, code: match.code, preview: false };
      const cut = pathname.lastIndexOf('/') + 1;
      const shape =
        decodedSegment(pathname.slice(cut)) === match.code
          ? `${pathname.slice(0, cut).toLowerCase()}:code`
          : pathname;
      let notFound = missingApps.get(shape);
      if (!notFound) {
        notFound = await otherGate.run(() => bundle.entry.render({ url: pathname, data }));
        missingApps.set(shape, notFound, (notFound.html.length + notFound.head.length) * 2);
      }
      const document = documentFor(notFound, data, null);
      return sendHtml(
        reply.code(404).header('cache-control', 'no-cache'),
        document.html,
        document.policy,
      );
    }
    let page = parsedPages.get(found);
    if (!page) {
      page = JSON.parse(found.json) as ActivityPage;
      parsedPages.set(found, page);
    }
    const state = scheduleState(found);
    if (state !== 'open') {
      return sendHtml(
        reply.header('cache-control', 'no-cache'),
        scheduleNoticeHtml(typeof page.title === 'string' ? page.title : '', state),
      );
    }

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

    // A name the route's subject does not know: the same rendering for every such name, as 404.
    const missing = await missingSubject(app, match.code, pathname);
    const key = `${match.code}\u0000${found.versionId}\u0000${missing ? '\u0000missing' : pathname}`;
    const rendered = await cachedRender(htmlCache, key, async () =>
      renderDocument(pathname, {
        ...base,
        page,
        code: match.code,
        preview: false,
        // The blocks' public data, read now: they render filled and hydrate without a shift.
        reads: await publicReadAnswers(app, page.page_schema),
      }),
    );
    return sendRendered(
      request,
      reply
        .code(missing ? 404 : rendered.status)
        .header('cache-control', 'public, max-age=10')
        .header('vary', 'user-agent, accept-encoding'),
      rendered,
    );
  }

  for (const path of ['/h5-page', '/h5-page/*', '/pc-page', '/pc-page/*']) {
    app.get(path, handle);
  }
}

export const ssrPlugin = fastifyPlugin(ssr, { name: 'ssr', dependencies: ['database'] });
