import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityPage, InlinedPageData } from '@h5-page/schema';
import { VARIANT_COOKIE, VARIANT_COOKIE_MAX_AGE_S } from '@h5-page/schema/variants';
import { pagePolicy } from '../core/content-security-policy.ts';
import { AppError } from '../errors.ts';
import { pageVisibility } from '../pages/page-visibility.ts';
import type { PageVisibility } from '../pages/page-visibility.ts';
import { previewRefusedHtml } from '../pages/preview-refused-html.ts';
import { scheduleNoticeHtml } from '../pages/schedule-notice-html.ts';
import { previewView } from '../pages/preview-view.ts';
import { isDatabaseUnavailable } from '../store/database-unavailable.ts';
import { encodedDocument } from './encoded-document.ts';
import { combinedSheetRoutes } from './combined-sheets.ts';
import { laterBlocksRoutes } from './later-blocks-route.ts';
import { faviconRoutes } from './favicon.ts';
import { pageDocuments } from './page-document.ts';
import { publicReadAnswers } from './public-read-answers.ts';
import { publishedPageOf } from './published-page.ts';
import { RenderCache } from './render-cache.ts';
import type { RenderedPage } from './render-cache.ts';
import { renderGate } from './render-gate.ts';
import type { RenderGate } from './render-gate.ts';
import { missingSubject } from './route-subject.ts';
import type { SnippetSanitizer } from './snippet-sanitizer.ts';
import { registerStaticAssets } from './static-assets.ts';
import { UNAVAILABLE_HTML } from './unavailable-html.ts';
import { loadVisitorBundle } from './visitor-bundle.ts';
import { notFoundLimit } from './not-found-limit.ts';
import type { VisitorBundle } from './visitor-bundle.ts';
import { answersContent } from '../core/answers.ts';
import { archiveCapture, siteAssetReader } from '../archive/archive-capture.ts';
import { selfContained } from '../archive/self-contained.ts';
import { laterBlocksUrl } from '@h5-page/schema/later-blocks';
import { activityPagePath } from '@h5-page/schema/page-route';
import {
  documentDigest,
  entityTag,
  matchesEntityTag,
  sharedCacheControl,
} from './shared-cache-headers.ts';
import { createVariantAssigner } from '../experiments/variant-assigner.ts';
import { variantOf } from '../experiments/variant-of-visit.ts';
import { createAllocator } from '../experiments/allocation.ts';

/** A path that shows nothing: every such path shares its one rendering. */
const NOT_FOUND_PATH = '/h5-page';

/** A query as sent, with anything but printable ASCII percent-encoded (it goes in a header). */
function printableQuery(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

/** The address a page was asked at (`https://h5.example.com`), as its share card links it. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
    /**
     * A page file rendered as its visitors would get it, as one self-contained file (styles and
     * pictures inlined, no scripts): what a template's thumbnail photographs. Absent when the
     * server renders no visitor pages.
     */
    renderPageFile?: (page: ActivityPage) => Promise<string>;
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

/**
 * Visitor pages: `/h5-page/*` and `/pc-page/*` are rendered on the server with the page data
 * inlined (no page-detail round trip), then hydrate; built assets are served from
 * `/packages/h5-page/dist/` (`static-assets.ts`). Which page a visitor may see is decided by
 * `pages/page-visibility.ts`, as for the page-detail call.
 */
async function ssr(app: FastifyInstance, options: SsrPluginOptions) {
  const bundle: VisitorBundle = await (options.bundle ?? loadVisitorBundle(options.distDir));
  bundle.entry.provideServerSanitizer(options.sanitizer?.sanitize ?? null);
  bundle.entry.provideTextSanitizer(options.sanitizer?.sanitizeText ?? null);
  const htmlCacheMs = options.htmlCacheMs ?? 1000;
  const clientConfig = app.config.clientConfig;
  const archives = archiveCapture(app, app.archives);
  app.pages.onPublish((code) => archives.wentLive(code));
  app.pageSchedule.onSwitch((code) => archives.wentLive(code));
  // Before the database closes (onClose hooks run last registered first).
  app.addHook('onClose', () => archives.settle());
  const documents = pageDocuments(
    bundle,
    pagePolicy({
      scriptOrigins: [
        app.config.wechatJsSdkUrl,
        ...(app.config.baiduSiteId ? ['https://hm.baidu.com/'] : []),
      ],
      connectOrigins: [app.config.apiBase],
      frameAncestors: "'self'",
    }),
  );
  /** A document made for this answer alone: the compression plugin encodes it. */
  const sendHtml = (reply: FastifyReply, html: string, scriptPolicy = documents.plainPolicy) =>
    reply.header('content-security-policy', scriptPolicy).send(html);
  /** A rendering many visitors share: sent as its bytes, compressed once per coding. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    const { coding, body } = await page.document.body(request.headers['accept-encoding']);
    if (coding) reply.header('content-encoding', coding);
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    return reply.header('content-security-policy', page.policy).send(body);
  }
  // Published pages render the same for every visitor (personal data loads in the browser), so a
  // rendering is reused for htmlCacheMs. The renderings kept stay within RENDER_CACHE_MB: three
  // quarters for published pages, and pages that are none (not-found, stand-ins, refused
  // previews) apart, so that junk URLs cannot push published pages out.
  const cacheBytes = app.config.renderCacheMb * 1024 * 1024;
  const published = new RenderCache(Math.floor(cacheBytes * 0.75), htmlCacheMs, app.log);
  const others = new RenderCache(Math.floor(cacheBytes / 8), htmlCacheMs, app.log);
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
      return published.bytes + others.bytes + notFoundBytes;
    },
  });

  // Not-found answers: one per route shape (a handful), rendered once and compressed once per
  // coding, so an address that shows nothing costs its bytes and nothing else. Past the
  // per-address limit it costs a 429.
  const limitNotFound = notFoundLimit(app.config.notFoundLimitPerMinute);
  const notFoundAnswers = new Map<string, Promise<RenderedPage>>();
  let notFoundBytes = 0;
  async function sendNotFound(
    request: FastifyRequest,
    reply: FastifyReply,
    shape: string,
    render: () => Promise<RenderedPage>,
  ) {
    await limitNotFound(request, reply);
    let answer = notFoundAnswers.get(shape);
    if (!answer) {
      answer = render().then(async (rendered) => {
        await Promise.all([rendered.document.body('br'), rendered.document.body('gzip')]);
        notFoundBytes += rendered.document.bytes;
        return rendered;
      });
      notFoundAnswers.set(shape, answer);
      // A failed render is not kept: the next request tries again.
      answer.catch(() => notFoundAnswers.delete(shape));
    }
    return sendRendered(
      request,
      reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache'),
      await answer,
    );
  }
  const assigner = createVariantAssigner();
  const allocator = createAllocator(app.experiments);
  app.pages.onPublish((code) => published.dropPrefix(`${code}\u0000`));

  await registerStaticAssets(app, bundle.clientDir);
  await combinedSheetRoutes(app, bundle);
  await laterBlocksRoutes(app);
  await faviconRoutes(app);

  async function renderDocument(
    url: string,
    data: InlinedPageData,
    through: RenderGate = gate,
    origin?: string,
  ): Promise<RenderedPage> {
    const rendered = await through.run(() => bundle.entry.render({ url, data, origin }));
    const pathname = url.split('?', 1)[0]!;
    const { html, policy } = documents.build(rendered, data, data.page, pathname);
    return {
      status: rendered.status,
      document: encodedDocument(html),
      policy,
      digest: documentDigest(html, data.now),
      renderedAt: Date.now(),
    };
  }

  const readAsset = siteAssetReader(app);
  app.decorate('renderPageFile', async (page: ActivityPage) => {
    const rendered = await renderDocument(
      activityPagePath(page.code),
      {
        config: clientConfig,
        now: Date.now(),
        page,
        code: page.code,
        preview: false,
        reads: await publicReadAnswers(app, page.page_schema),
      },
      gate,
    );
    return selfContained(rendered.document.html, readAsset);
  });

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
      return sendNotFound(request, reply, 'notFound', () =>
        renderDocument(
          NOT_FOUND_PATH,
          { ...base, page: null, code: null, preview: false },
          otherGate,
        ),
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
      const rendered = await others.get(`route\u0000${pathname}`, () =>
        renderDocument(pathname, { ...base, page: null, code: null, preview: false }, otherGate),
      );
      return sendRendered(
        request,
        reply.code(rendered.status).header('cache-control', 'no-cache'),
        rendered,
      );
    }

    let visibility: PageVisibility;
    try {
      // A code no page shows visitors under (made up, or a real one in another letter case) is
      // answered from memory: no store read, no render.
      visibility =
        match.preview === true || (await app.visitorCodes.has(match.code))
          ? await pageVisibility(request, {
              code: match.code,
              preview: match.preview === true,
              previewToken: new URLSearchParams(search).get('preview_token') ?? undefined,
              reviewId: new URLSearchParams(search).get('review') ?? undefined,
            })
          : { show: 'missing' };
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

    switch (visibility.show) {
      case 'preview': {
        // A refused link says why (expired, or no good) and what to do, on a page of its own.
        if (!visibility.allowed) {
          return sendHtml(
            reply.code(403).header('cache-control', 'no-store'),
            previewRefusedHtml(visibility.refusal),
          );
        }
        // One variant, or the ended page, as its visitors get it (preview-view.ts).
        const view = visibility.draft
          ? previewView(visibility.draft, new URLSearchParams(search))
          : null;
        if (view?.show === 'notice') {
          return sendHtml(
            reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex'),
            scheduleNoticeHtml(view.notice, app.pageSchedule.now(), {
              approved: visibility.approved,
            }),
          );
        }
        if (view?.show === 'redirect') {
          return reply
            .code(302)
            .header('location', view.url)
            .header('cache-control', 'no-store')
            .send();
        }
        const draft = view?.page ?? null;
        const data: InlinedPageData = {
          ...base,
          page: draft,
          code: match.code,
          preview: true,
          previewApproved: visibility.approved,
          reads: draft ? await publicReadAnswers(app, draft.page_schema) : undefined,
        };
        const rendered = await renderDocument(url, data, gate, originOf(request));
        // A draft on the official site: marked in the page, kept out of search and of every
        // shared cache (the document carries its robots meta and no share card).
        return sendRendered(
          request,
          reply
            .code(draft ? rendered.status : 404)
            .header('cache-control', 'no-store')
            .header('x-robots-tag', 'noindex'),
          rendered,
        );
      }
      case 'missing':
      case 'unpublished': {
        // Not found looks the same whatever code was asked: one answer per route shape, its
        // data naming no code (`missing`), so every made-up code gets the same bytes.
        const cut = pathname.lastIndexOf('/') + 1;
        const shape =
          decodedSegment(pathname.slice(cut)) === match.code
            ? `${pathname.slice(0, cut).toLowerCase()}:code`
            : `route:${match.code}`;
        return sendNotFound(request, reply, shape, () =>
          renderDocument(
            pathname,
            { ...base, page: null, code: null, missing: true, preview: false },
            otherGate,
          ),
        );
      }
      case 'notice':
        return sendHtml(
          reply.header('cache-control', 'no-cache'),
          scheduleNoticeHtml(visibility.notice, app.pageSchedule.now()),
        );
      case 'redirect':
        // The ended page's choice: another page (checked by allowedRedirect when published).
        return reply
          .code(302)
          .header('location', visibility.url)
          .header('cache-control', 'no-cache')
          .send();
      case 'published':
        break;
    }
    const found = visibility.page;
    const page = publishedPageOf(found);

    // Auto-fit pages send desktop visitors to the desktop rendering from an inline script in the
    // head (page-document.ts): the answer is the same for every visitor of the URL.

    // A name the route's subject does not know: the same rendering for every such name, as 404.
    const missing = await missingSubject(app, match.code, pathname);
    // The share card's pictures are absolute URLs of the host asked, so each host has its own.
    const origin = originOf(request);
    // A page with an A/B test shows each visitor their variant, kept by a cookie; one given now
    // is set with the answer, which no shared cache keeps (see variant-of-visit.ts).
    const parsed = page;
    const visit = variantOf(request, page, found.versionId, assigner, () =>
      allocator.weights(
        match.code,
        found.version,
        (parsed.variants ?? []).map((variant) => variant.key),
      ),
    );
    const key = `${match.code}\u0000${found.versionId}\u0000${visit?.token ?? ''}\u0000${origin}\u0000${missing ? '\u0000missing' : pathname}`;
    const shown = visit?.page ?? page;
    const rendered = await published.get(key, async () =>
      renderDocument(
        pathname,
        {
          ...base,
          page: shown,
          code: match.code,
          preview: false,
          // The blocks' public data, read now: they render filled and hydrate without a shift.
          reads: await publicReadAnswers(app, shown.page_schema),
          laterBlocks: laterBlocksUrl(match.code, found.versionId, visit?.key),
          ...(visit ? { variant: visit.token } : {}),
        },
        gate,
        origin,
      ),
    );
    // The archive keeps a version's HTML as sent: for an A/B test, its control's.
    const archived = !visit || visit.key === page.variants?.[0]?.key;
    if (
      archived &&
      !missing &&
      rendered.status === 200 &&
      pathname === activityPagePath(match.code)
    ) {
      archives.rendered(found.versionId, rendered.document.html);
    }
    // One answer per URL, whoever asks: a shared cache keeps it, browsers ask again each time
    // and get a 304 while the version (and so the bytes) is the same.
    const { coding, body } = await rendered.document.body(request.headers['accept-encoding']);
    const tag = entityTag(found.versionId, rendered, coding, visit?.token);
    const status = missing ? 404 : rendered.status;
    reply
      .code(status)
      .header(
        'cache-control',
        visit?.assigned ? 'private, no-cache' : sharedCacheControl(app.config.sharedCache),
      )
      .header('vary', 'accept-encoding')
      .header('etag', tag);
    if (visit?.assigned) {
      reply.setCookie(VARIANT_COOKIE, visit.token, {
        path: pathname,
        maxAge: VARIANT_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
      });
    }
    if (status === 200 && matchesEntityTag(request.headers['if-none-match'], tag)) {
      return reply.code(304).send();
    }
    if (coding) reply.header('content-encoding', coding);
    return reply.header('content-security-policy', rendered.policy).send(body);
  }

  const page = answersContent('text/html', 'the rendered page (or its not-found page)');
  for (const path of ['/h5-page', '/h5-page/*', '/pc-page', '/pc-page/*']) {
    app.get(path, { schema: { response: page } }, handle);
  }
}

export const ssrPlugin = fastifyPlugin(ssr, {
  name: 'ssr',
  dependencies: [
    'database',
    'pages-store',
    'editor-session',
    'admin-store',
    'review-store',
    'archive-store',
    'experiment-store',
  ],
});
