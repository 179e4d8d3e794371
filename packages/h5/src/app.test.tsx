import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestServices, DESKTOP_UA, renderApp, testData, testPage } from '#test/test-app.tsx';
import { DEFAULT_CLIENT_CONFIG } from './inlined-data.ts';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';

afterEach(() => {
  vi.restoreAllMocks();
});

const inlined = (code = 'demo', overrides = {}) =>
  testData({ code, preview: false, page: testPage({ code, ...overrides }) });

describe('test button', () => {
  it('floats a 测试 button in the test environment, with environment facts for testers', async () => {
    const config = { ...DEFAULT_CLIENT_CONFIG, appEnv: 'test' as const };
    renderApp('/h5-page/h5/demo', {
      data: { ...inlined(), config },
      services: createTestServices({ config }),
    });
    const button = await screen.findByRole('button', { name: '测试' });
    fireEvent.click(button);
    const panel = screen.getByRole('dialog');
    expect(panel.textContent).toContain(navigator.userAgent);
    expect(panel.textContent).toContain('Token');
    expect(panel.textContent).toContain('无');
  });

  it.each(['production', 'development'] as const)(
    'is never rendered when appEnv is %s',
    async (appEnv) => {
      const config = { ...DEFAULT_CLIENT_CONFIG, appEnv };
      renderApp('/h5-page/h5/demo', {
        data: { ...inlined(), config },
        services: createTestServices({ config }),
      });
      await screen.findByText((_, element) => element?.classList.contains('h5-empty') ?? false);
      expect(screen.queryByRole('button', { name: '测试' })).toBeNull();
    },
  );
});

describe('routes', () => {
  it('shows a friendly Chinese not-found page for unknown paths', async () => {
    renderApp('/h5-page/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('renders every campaign route as the store page of its code', async () => {
    const services = createTestServices({
      loadPage: vi.fn(async (code: string) => testPage({ code, title: `page ${code}` })),
    });
    renderApp('/h5-page/cpmj/details/abc', { services });
    await waitFor(() => expect(services.loadPage).toHaveBeenCalledWith('cpmj-details', false));
    await waitFor(() =>
      expect(services.setDocumentMeta).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'page cpmj-details' }),
      ),
    );
  });

  it('renders /pc-page/pc/:code in the desktop frame', async () => {
    const { container } = renderApp('/pc-page/pc/demo', { data: inlined() });
    await waitFor(() => expect(container.querySelector('.h5-pc-frame .h5-page')).not.toBeNull());
  });
});

describe('activity page', () => {
  it('uses the inlined page without a page-detail call, and applies title, meta and background', async () => {
    const services = createTestServices();
    const { container } = renderApp('/h5-page/h5/demo', { data: inlined(), services });
    await waitFor(() => expect(container.querySelector('.h5-empty')).not.toBeNull());
    expect(services.loadPage).not.toHaveBeenCalled();
    expect(services.setDocumentMeta).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'demo' }),
    );
    expect(container.querySelector<HTMLElement>('.h5-page')!.style.backgroundColor).toBe(
      'rgb(245, 245, 245)',
    );
  });

  it('applies an image background as background-image', async () => {
    const { container } = renderApp('/h5-page/h5/demo', {
      data: inlined('demo', { background: 'https://cdn.example.com/bg.png' }),
    });
    await waitFor(() => expect(container.querySelector('.h5-empty')).not.toBeNull());
    expect(container.querySelector<HTMLElement>('.h5-page')!.style.backgroundImage).toBe(
      'url("https://cdn.example.com/bg.png")',
    );
  });

  it('shows loading, then an error with retry when the page cannot be loaded (never blank)', async () => {
    let fail = true;
    const services = createTestServices({
      loadPage: vi.fn(async (code: string) => {
        if (fail) throw new Error('offline');
        return testPage({ code });
      }),
    });
    const { container } = renderApp('/h5-page/h5/other', { services });
    expect(await screen.findByRole('status')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败');
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(container.querySelector('.h5-empty')).not.toBeNull());
    expect(services.loadPage).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page when the page does not exist', async () => {
    renderApp('/h5-page/h5/missing', { services: createTestServices() });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it("the server's shared not-found answer (no code in it) shows not-found at once, with no call", () => {
    const services = createTestServices();
    renderApp('/h5-page/h5/made-up', { data: testData({ missing: true }), services });
    // Synchronously, as hydration sees it: never the loading state the server did not render.
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(services.loadPage).not.toHaveBeenCalled();
  });

  it('preview (isPreview=1): loads the draft and shows a back bar with the title', async () => {
    const services = createTestServices({
      loadPage: vi.fn(async (code: string) => testPage({ code, title: '草稿标题' })),
    });
    renderApp('/h5-page/h5/demo?isPreview=1', { data: inlined(), services });
    expect(await screen.findByRole('heading', { name: '草稿标题' })).toBeTruthy();
    expect(services.loadPage).toHaveBeenCalledWith('demo', true);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(services.env.back).toHaveBeenCalled();
  });

  it('has no back bar outside preview', async () => {
    const { container } = renderApp('/h5-page/h5/demo', { data: inlined() });
    await waitFor(() => expect(container.querySelector('.h5-empty')).not.toBeNull());
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});

describe('auto-fit', () => {
  it('sends a desktop visitor of an auto-fit page to /pc-page/pc/{code}, query string kept', async () => {
    const services = createTestServices({}, DESKTOP_UA);
    renderApp('/h5-page/h5/demo?from=ad&x=1', {
      data: inlined('demo', { is_auto_fit: 1 }),
      services,
    });
    await waitFor(() =>
      expect(services.replaceLocation).toHaveBeenCalledWith('/pc-page/pc/demo?from=ad&x=1'),
    );
  });

  it('leaves mobile visitors, pages without auto-fit and the desktop rendering alone', async () => {
    const phone = createTestServices();
    renderApp('/h5-page/h5/demo', { data: inlined('demo', { is_auto_fit: 1 }), services: phone });
    const desktop = createTestServices({}, DESKTOP_UA);
    renderApp('/h5-page/h5/demo', { data: inlined('demo', { is_auto_fit: 0 }), services: desktop });
    const pc = createTestServices({}, DESKTOP_UA);
    renderApp('/pc-page/pc/demo', { data: inlined('demo', { is_auto_fit: 1 }), services: pc });
    await waitFor(() => expect(pc.setDocumentMeta).toHaveBeenCalled());
    await waitFor(() => expect(phone.setDocumentMeta).toHaveBeenCalled());
    expect(phone.replaceLocation).not.toHaveBeenCalled();
    expect(desktop.replaceLocation).not.toHaveBeenCalled();
    expect(pc.replaceLocation).not.toHaveBeenCalled();
  });
});

describe('page views', () => {
  it('marks the document interactive once, when the page has rendered and asked for its services', async () => {
    performance.clearMarks(INTERACTIVE_MARK);
    const services = createTestServices();
    const { rerender } = renderApp('/h5-page/h5/demo', { data: inlined(), services });
    await waitFor(() => expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1));
    expect(services.tracker.pageView).toHaveBeenCalledTimes(1);
    rerender(<></>);
    renderApp('/h5-page/h5/demo', { data: inlined(), services: createTestServices() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });

  it('sets no interactive mark while the page is missing', async () => {
    performance.clearMarks(INTERACTIVE_MARK);
    const services = createTestServices();
    renderApp('/h5-page/nowhere', { data: inlined(), services });
    await waitFor(() => expect(services.tracker.pageView).toHaveBeenCalledTimes(1));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);
  });

  it('reports one page view per document, with the page code, page id and path', async () => {
    const services = createTestServices();
    renderApp('/h5-page/h5/demo?from=x', { data: inlined(), services });
    await waitFor(() => expect(services.tracker.pageView).toHaveBeenCalledTimes(1));
    expect(services.tracker.pageView).toHaveBeenLastCalledWith({
      code: 'demo',
      pageID: 1001,
      path: '/h5-page/h5/demo?from=x',
    });

    // A page the server did not inline is loaded, then reported with its own id.
    const second = createTestServices({
      loadPage: vi.fn(async (code: string) => testPage({ code, extra: { pageID: 2002 } })),
    });
    renderApp('/h5-page/h5/second?tab=2', { data: inlined(), services: second });
    await waitFor(() => expect(second.tracker.pageView).toHaveBeenCalledTimes(1));
    expect(second.tracker.pageView).toHaveBeenLastCalledWith({
      code: 'second',
      pageID: 2002,
      path: '/h5-page/h5/second?tab=2',
    });

    // A path no route knows is reported too, without a page.
    const nowhere = createTestServices();
    renderApp('/h5-page/nowhere', { data: inlined(), services: nowhere });
    await waitFor(() => expect(nowhere.tracker.pageView).toHaveBeenCalledTimes(1));
    expect(nowhere.tracker.pageView).toHaveBeenLastCalledWith({
      code: null,
      pageID: null,
      path: '/h5-page/nowhere',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const each of [services, second, nowhere])
      expect(each.tracker.pageView).toHaveBeenCalledTimes(1);
  });
});
