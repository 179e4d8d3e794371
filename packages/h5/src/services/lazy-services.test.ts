import { afterEach, describe, expect, it, vi } from 'vitest';
import { testData } from '#test/test-app.tsx';
import { createBrowserServices } from './lazy-services.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('browser services', () => {
  it('reads the token at once, from the token cookie', () => {
    const services = createBrowserServices(testData(), window);
    expect(services.token.get()).toBeNull();
    document.cookie = 'token=abc; Path=/';
    expect(services.token.get()).toBe('abc');
  });

  it('forwards gateway calls to the API client once its chunk has loaded', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ code: 1, msg: '', response: { ok: true } }), { status: 200 }),
      );
    const services = createBrowserServices(
      testData({ config: { ...testData().config, apiBase: 'https://gw.example.com' } }),
      window,
    );
    await expect(services.api.get('/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]![0]).toBe('https://gw.example.com/x?a=1');
  });

  it('loads pages quietly: a 404 is no page, other failures reject, and nothing is toasted', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 404001, msg: '页面不存在', response: null }), {
          status: 404,
        }),
      )
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ code: 1, msg: '', response: { activity_page: { code: 'p' } } }),
          { status: 200 },
        ),
      );
    const services = createBrowserServices(testData(), window);
    await expect(services.loadPage('gone', false)).resolves.toBeNull();
    await expect(services.loadPage('broken', false)).rejects.toBeTruthy();
    await expect(services.loadPage('p', true)).resolves.toEqual({ code: 'p' });
    const fetch = vi.mocked(globalThis.fetch);
    expect(String(fetch.mock.calls[2]![0])).toBe(
      '/n8sf/api/activity/v1/activity-page/detail?code=p&is_preview=1&terminal_type=3',
    );
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });

  it('sets document.title and the meta tags', async () => {
    const services = createBrowserServices(testData(), window);
    services.setDocumentMeta({
      code: 'p',
      title: '标题',
      meta: { keywords: 'k', description: 'd' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [],
    });
    await vi.waitFor(() => expect(document.title).toBe('标题'));
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('k');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'd',
    );
  });
});
