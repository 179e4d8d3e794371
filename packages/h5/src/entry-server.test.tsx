import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { preloadBlocks } from '@h5-page/blocks/registry';
import { App } from './app.tsx';
import { inlineDataScript, render } from './entry-server.tsx';
import { readInlinedData } from './inlined-data.ts';
import { preloadRoutes } from './routes/routes.tsx';
import { appLocation } from './services.tsx';
import { createTestServices, testData, testPage } from '#test/test-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const page = testPage({
  title: '春季<活动> & "特惠"',
  meta: { keywords: 'a<b', description: `it's "x"` },
  page_schema: [
    { name: 'empty', value: { height: 30 }, children: [] },
    {
      name: 'image',
      value: { url: 'https://cdn.example.com/a.png', alt: '横幅', width: 750, height: 200 },
      children: [],
    },
    { name: 'notABlock', value: {}, children: [] },
  ],
});

describe('render (SSR entry)', () => {
  it('renders the whole page, lazy route and lazy blocks included, with escaped head tags', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await render({
      url: '/h5-page/h5/demo?x=1',
      data: testData({ code: 'demo', page }),
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('class="h5-empty"');
    expect(result.html).toContain('<img class="h5-image-img" src="https://cdn.example.com/a.png"');
    expect(result.html).not.toContain('h5-block-pending');
    expect(result.html).not.toContain('role="status"');
    expect(result.head).toBe(
      '<title>春季&lt;活动&gt; &amp; &quot;特惠&quot;</title>' +
        '<meta name="keywords" content="a&lt;b">' +
        '<meta name="description" content="it&#39;s &quot;x&quot;">' +
        // The share card's, from the title, description and first picture (no share set).
        '<meta property="og:type" content="website">' +
        '<meta property="og:title" content="春季&lt;活动&gt; &amp; &quot;特惠&quot;">' +
        '<meta property="og:description" content="it&#39;s &quot;x&quot;">' +
        '<meta property="og:image" content="https://cdn.example.com/a.png">',
    );
  });

  it('answers 404 with the not-found page for unknown paths and missing pages', async () => {
    for (const [url, data] of [
      ['/h5-page/nope', testData()],
      ['/somewhere/else', testData()],
      ['/h5-page/h5/gone', testData({ code: 'gone', page: null })],
    ] as const) {
      const result = await render({ url, data });
      expect(result.status, url).toBe(404);
      expect(result.html, url).toContain('页面不存在');
      expect(result.head, url).toContain('<title>页面不存在</title>');
    }
  });

  it('renders the preview back bar and the desktop frame', async () => {
    const preview = await render({
      url: '/h5-page/h5/demo?isPreview=1',
      data: testData({ code: 'demo', preview: true, page }),
    });
    expect(preview.html).toContain('h5-preview-bar');
    const pc = await render({ url: '/pc-page/pc/demo', data: testData({ code: 'demo', page }) });
    expect(pc.html).toContain('h5-pc-frame');
  });

  it('marks a preview as a draft, unapproved unless the server says otherwise, kept out of search and sharing', async () => {
    const shared = { ...page, share: { title: '分享标题', desc: '分享描述', image: '/s.png' } };
    const unapproved = await render({
      url: '/h5-page/h5/demo?isPreview=1',
      data: testData({ code: 'demo', preview: true, page: shared }),
    });
    expect(unapproved.html).toContain('预览 · 未审核');
    expect(unapproved.head).toContain('<meta name="robots" content="noindex">');
    expect(unapproved.head).toContain('<title>春季&lt;活动&gt; &amp; &quot;特惠&quot;</title>');
    expect(unapproved.head).not.toContain('og:');
    const approved = await render({
      url: '/h5-page/h5/demo?isPreview=1',
      data: testData({ code: 'demo', preview: true, previewApproved: true, page: shared }),
    });
    expect(approved.html).toContain('预览 · 已审核');
    expect(approved.html).not.toContain('未审核');
    // The published page keeps its card and is no one's to hide.
    const published = await render({
      url: '/h5-page/h5/demo',
      data: testData({ code: 'demo', page: shared }),
    });
    expect(published.head).toContain('<meta property="og:title" content="分享标题">');
    expect(published.head).not.toContain('robots');
    expect(published.html).not.toContain('预览');
  });

  it('inlines data that no page text can break out of', () => {
    const data = testData({
      code: 'demo',
      page: { ...page, title: '</script><script>alert(1)</script>\u2028' },
    });
    const script = inlineDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readInlinedData(document)).toEqual(data);
  });
});

async function hydrateServerHtml(url: string, preload: boolean) {
  const data = testData({ code: 'demo', page });
  const { html } = await render({ url, data });
  // Server and client rendering share context values in one JavaScript realm (never the case in
  // production): a last, empty server render unwinds the providers the page render left set.
  await prerender(<></>);
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.appendChild(root);
  const serverMarkup = root.innerHTML;
  if (preload) await Promise.all([preloadRoutes(), preloadBlocks(page.page_schema)]);
  const recoverable = vi.fn();
  const services = createTestServices();
  await act(async () => {
    hydrateRoot(root, <App services={services} data={data} location={appLocation(url)} />, {
      onRecoverableError: recoverable,
    });
  });
  // Hydrated: every block element is React's (a block whose chunk still loads keeps the server's
  // markup without a fiber until it arrives), and the page's effects have run.
  await act(async () => {
    await vi.waitFor(() => {
      // A static block's markup is final: only its own element (`h5-static`) is hydrated.
      const blocks = [...root.querySelectorAll('[class^="h5-"]')].filter(
        (el) => !el.parentElement?.closest('.h5-static'),
      );
      expect(blocks.length).toBeGreaterThan(0);
      const bare = blocks.filter(
        (el) => !Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      );
      expect(bare.map((el) => el.className)).toEqual([]);
      expect(services.tracker.pageView).toHaveBeenCalled();
    });
  });
  return { root, serverMarkup, recoverable, services };
}

describe('hydration', () => {
  it.each([
    ['with the chunks preloaded', true],
    ['while the chunks still load', false],
  ])('hydrates the server markup without a mismatch (%s)', async (_, preload) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root, serverMarkup, recoverable, services } = await hydrateServerHtml(
      '/h5-page/h5/demo?from=ad',
      preload,
    );
    expect(recoverable).not.toHaveBeenCalled();
    // React's development build notices the server render of this same realm; not a mismatch.
    const realErrors = error.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
    );
    expect(realErrors).toEqual([]);
    expect(root.innerHTML).toBe(serverMarkup);
    expect(services.loadPage).not.toHaveBeenCalled();
    expect(services.tracker.pageView).toHaveBeenCalledWith({
      code: 'demo',
      pageID: 1001,
      path: '/h5-page/h5/demo?from=ad',
    });
  });
});
