import { prerenderToNodeStream } from 'react-dom/static';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { backgroundStyle } from '@h5-page/schema/page-background';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import { App } from './app.tsx';
import { inlineDataScript, renderHead } from './head.ts';
import { matchPageRoute, matchRoute } from '@h5-page/schema/page-route';
import { appLocation } from './services.tsx';
import type { AppServices } from './services.tsx';
import { SsrContext } from './ssr-context.ts';
import type { SsrState } from './ssr-context.ts';

export { matchPageRoute, inlineDataScript };
export { canonicalPath } from '@h5-page/schema/page-route';
// The server hands the code block its own sanitizer (a worker thread), see server-sanitizer.ts.
export { provideServerSanitizer } from '@h5-page/blocks/code/server-sanitizer';
export { provideTextSanitizer } from '@h5-page/blocks/text/server-sanitizer';
export type { PageRouteMatch } from '@h5-page/schema/page-route';

/** Manifest key of a block's component chunk (`../blocks/src/<name>/<name>.tsx`). */
export function blockChunkKey(name: string): string {
  return `../blocks/src/${name}/${name}.tsx`;
}

export { PAGE_CHUNK_NAME, REACT_DOM_CHUNK_NAME } from './chunk-names.ts';

/** Manifest key of the chunk a path's own route renders from, beyond the page chunk (null: none). */
export function routeChunkKey(pathname: string): string | null {
  return matchRoute(pathname).route === 'app' ? 'src/routes/open-in-app-route.tsx' : null;
}

const noop = () => {};

function serverServices(data: InlinedPageData): AppServices {
  // The server has no visitor environment: nothing may render differently because of it.
  const environment = detectEnvironment('');
  const refuse = () => Promise.reject(new Error('no gateway calls while rendering on the server'));
  const api: RuntimeApi = { get: refuse, post: refuse };
  return {
    config: data.config,
    environment,
    env: {
      isApp: false,
      isWeChat: false,
      isMiniProgram: false,
      isMobile: environment.isMobile,
      appVersion: null,
      openUrl: noop,
      openAppPage: noop,
      login: noop,
      back: noop,
      openInApp: noop,
    },
    api,
    loadPage: refuse,
    setDocumentMeta: noop,
    runAction: () => Promise.resolve(),
    token: { get: () => null, set: noop, clear: noop, subscribe: () => noop },
    tracker: { pageView: noop, click: noop, share: noop },
    setShareCard: noop,
    toast: noop,
    backgroundStyle,
    replaceLocation: noop,
    reload: noop,
  };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a visitor URL (path and query) to HTML for `<div id="root">`, with the head tags and the
 * HTTP status (404 for unknown paths and missing pages). Lazy routes and blocks are awaited
 * (React's prerender), so the markup is complete and hydrates as is.
 */
export async function render(input: {
  url: string;
  data: InlinedPageData;
  /** Where the page is served from (`https://h5.example.com`): the share card's absolute URLs. */
  origin?: string;
}): Promise<{ html: string; head: string; status: number }> {
  const { url, data, origin } = input;
  const ssr: SsrState = { status: 200 };
  const { prelude } = await prerenderToNodeStream(
    <SsrContext value={ssr}>
      <App services={serverServices(data)} data={data} location={appLocation(url)} />
    </SsrContext>,
    {
      // Never outline a Suspense boundary into a hidden segment revealed by an inline script:
      // visitors without JavaScript (and crawlers) must get every block in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        console.error('[h5-page] server render error', error);
      },
    },
  );
  const html = await streamToString(prelude);
  const match = matchPageRoute(url);
  const page =
    match && data.page && data.code === match.code && data.preview === Boolean(match.preview)
      ? data.page
      : null;
  return {
    html,
    head: renderHead(page, ssr.status, ssr.title, origin, data.preview),
    status: ssr.status,
  };
}
