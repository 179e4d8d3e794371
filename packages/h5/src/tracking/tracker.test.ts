import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaiduStatistics } from './baidu.ts';
import { sessionId } from './session.ts';
import { createTracker } from './tracker.ts';
import { testTracker } from '#test/test-tracker.ts';

/** Baidu statistics' command queue, as hm.js reads it. */
const hmt = () => (window as { _hmt?: unknown[] })._hmt;

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { _hmt?: unknown })._hmt;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('page views', () => {
  it('sends an image beacon to the collector with page_code, page_id, sid, uid and path', () => {
    const sendImage = vi.fn();
    const tracker = createTracker({
      config: { collectorUrl: '/collect/v1/', baiduSiteId: '' },
      sessionId: () => 'sid-1',
      uid: () => '42',
      sendImage,
    });
    tracker.pageView({ code: 'demo', pageID: 1001, path: '/h5-page/h5/demo?a=1' });
    const url = new URL(sendImage.mock.calls[0]![0] as string, 'http://h.test');
    expect(url.pathname).toBe('/collect/v1/pv.gif');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page_code: 'demo',
      page_id: '1001',
      sid: 'sid-1',
      uid: '42',
      path: '/h5-page/h5/demo?a=1',
    });
  });

  it('sends empty page_id and uid when unknown, and no Baidu without a site id', () => {
    const sendImage = vi.fn();
    const tracker = testTracker({ sendImage });
    tracker.pageView({ code: null, pageID: null, path: '/h5-page/x' });
    const url = new URL(sendImage.mock.calls[0]![0] as string, 'http://h.test');
    expect(url.searchParams.get('page_id')).toBe('');
    expect(url.searchParams.get('uid')).toBe('');
    expect(document.head.querySelector('script[src*="hm.baidu.com"]')).toBeNull();
  });

  it('reports to Baidu statistics when configured: hm.js loaded once, one _trackPageview per view', () => {
    const tracker = testTracker({ baiduSiteId: 'abc123', sendImage: () => {} });
    tracker.pageView({ code: 'a', pageID: 1, path: '/h5-page/h5/a' });
    tracker.pageView({ code: 'b', pageID: 2, path: '/h5-page/h5/b' });
    const scripts = document.head.querySelectorAll(
      'script[src="https://hm.baidu.com/hm.js?abc123"]',
    );
    expect(scripts).toHaveLength(1);
    expect(hmt()).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/h5-page/h5/a'],
      ['_trackPageview', '/h5-page/h5/b'],
    ]);
  });

  it('sends clicks to the collector events endpoint with the current page', async () => {
    const sendJson = vi.fn();
    const tracker = testTracker({
      uid: () => '7',
      sendPageView: async () => 'vs-token',
      sendJson,
      baidu: null,
    });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/h5-page/h5/demo' });
    tracker.click('join', { groupId: 3 });
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith('/collect/v1/events', {
      events: [
        expect.objectContaining({
          type: 'click',
          name: 'join',
          data: { groupId: 3 },
          page_code: 'demo',
          page_id: 5,
          sid: 's',
          uid: '7',
          path: '/h5-page/h5/demo',
        }),
      ],
    });
  });
});

describe('session id', () => {
  it('is kept in sessionStorage for the visit', () => {
    sessionStorage.clear();
    const first = sessionId(sessionStorage);
    expect(first).toMatch(/^[0-9a-z]{12,}$/);
    expect(sessionId(sessionStorage)).toBe(first);
    sessionStorage.clear();
    expect(sessionId(sessionStorage)).not.toBe(first);
  });

  it('still gives an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(sessionId(blocked)).toBeTruthy();
    expect(sessionId(null)).toBeTruthy();
  });
});

describe('createBaiduStatistics', () => {
  it('queues events too', () => {
    const baidu = createBaiduStatistics('x');
    baidu.trackEvent('demo', 'click', 'join');
    expect(hmt()).toContainEqual(['_trackEvent', 'demo', 'click', 'join']);
  });
});

describe('clicks and Baidu statistics', () => {
  function setup() {
    const sendJson = vi.fn();
    const trackEvent = vi.fn();
    const tracker = testTracker({
      baiduSiteId: 'abc',
      sendPageView: async () => 'vs-token',
      sendJson,
      baidu: { trackPageview: vi.fn(), trackEvent },
    });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/h5-page/h5/demo' });
    return { tracker, sendJson, trackEvent };
  }

  it('sends a click to Baidu only when asked, with the page code, click and the name or label', async () => {
    const { tracker, sendJson, trackEvent } = setup();
    // The page view's answer (its visit session) has arrived.
    await vi.waitFor(() => expect(tracker.visitSession()).toBe('vs-token'));
    tracker.click('quiet');
    expect(trackEvent).not.toHaveBeenCalled();
    tracker.click('领取礼包', {}, { baidu: true });
    expect(trackEvent).toHaveBeenLastCalledWith('demo', 'click', '领取礼包');
    tracker.click('领取礼包', {}, { baidu: 'spring_gift' });
    expect(trackEvent).toHaveBeenLastCalledWith('demo', 'click', 'spring_gift');
    tracker.click('领取礼包', {}, { baidu: false });
    expect(trackEvent).toHaveBeenCalledTimes(2);
    // Our collector gets every one of them.
    expect(sendJson).toHaveBeenCalledTimes(4);
  });

  it('pushes _trackEvent to _hmt when a site id is configured', () => {
    const tracker = testTracker({ baiduSiteId: 'abc', sendImage: () => {}, sendJson: () => {} });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/p' });
    tracker.click('立即领取', { path: 'page_schema[0]' }, { baidu: true });
    expect(hmt()).toContainEqual(['_trackEvent', 'demo', 'click', '立即领取']);
  });
});

describe('visit session and previews', () => {
  it('sends the visit session its page view got with every click, waiting for it', async () => {
    const sendJson = vi.fn();
    let answer: (token: string | null) => void = () => {};
    const sendPageView = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          answer = resolve;
        }),
    );
    const tracker = testTracker({ sendPageView, sendJson, baidu: null });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/h5-page/h5/demo' });
    expect(sendPageView).toHaveBeenCalledWith(expect.stringMatching(/^\/collect\/v1\/pv\.gif\?/));
    tracker.click('early');
    // The click made before the page view's answer waits for it.
    expect(sendJson).not.toHaveBeenCalled();
    answer('lx5n2k.abcdefghijklmnopqrstuv');
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    tracker.click('later');
    expect(sendJson).toHaveBeenCalledTimes(2);
    for (const [, body] of sendJson.mock.calls) {
      expect((body as { events: Record<string, unknown>[] }).events[0]).toMatchObject({
        vs: 'lx5n2k.abcdefghijklmnopqrstuv',
      });
    }
    expect(tracker.visitSession()).toBe('lx5n2k.abcdefghijklmnopqrstuv');
  });

  it('sends no click the collector would refuse: a page whose view got no visit session', async () => {
    const sendJson = vi.fn();
    const sendPageView = vi.fn(async () => null);
    const tracker = testTracker({ sendPageView, sendJson, baidu: null });
    tracker.pageView({ code: null, pageID: null, path: '/h5-page/app/coupons' });
    tracker.click('打开牛8 App');
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
    // A task later, every microtask has run: the page view's (empty) answer is in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    tracker.click('下载牛8 App');
    expect(sendJson).not.toHaveBeenCalled();
  });

  it('gives a lead the page’s visit once its view is answered, and none for a preview', async () => {
    let answer: (token: string | null) => void = () => {};
    const sendPageView = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          answer = resolve;
        }),
    );
    const tracker = testTracker({ sendPageView, sendJson: vi.fn(), baidu: null });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/h5-page/h5/demo', variant: 'b' });
    // Not waited for: a lead goes at once, without a visit, while the view is on its way.
    await expect(tracker.visit()).resolves.toBeNull();
    answer('lx5n2k.abcdefghijklmnopqrstuv');
    await vi.waitFor(() => expect(tracker.visitSession()).not.toBeNull());
    await expect(tracker.visit()).resolves.toEqual({
      sid: 's',
      vs: 'lx5n2k.abcdefghijklmnopqrstuv',
    });
    tracker.pageView({ code: 'demo', pageID: 5, path: '/h5-page/h5/demo', preview: true });
    await expect(tracker.visit()).resolves.toBeNull();
  });

  it('counts nothing of a preview: no page view, no click, no Baidu', () => {
    const sendImage = vi.fn();
    const sendPageView = vi.fn(async () => null);
    const sendJson = vi.fn();
    const baidu = { trackPageview: vi.fn(), trackEvent: vi.fn() };
    const visits = { page: vi.fn(), hide: vi.fn(), show: vi.fn() };
    const tracker = testTracker({ baiduSiteId: 'abc', sendPageView, sendJson, baidu, visits });
    tracker.pageView({
      code: 'demo',
      pageID: 5,
      path: '/h5-page/h5/demo?isPreview=1',
      preview: true,
    });
    tracker.click('立即领取', {}, { baidu: true });
    expect(sendImage).not.toHaveBeenCalled();
    expect(sendPageView).not.toHaveBeenCalled();
    expect(sendJson).not.toHaveBeenCalled();
    expect(baidu.trackPageview).not.toHaveBeenCalled();
    expect(baidu.trackEvent).not.toHaveBeenCalled();
    // The visit beacon is told, and reports nothing of a preview either.
    expect(visits.page).toHaveBeenCalledWith(expect.objectContaining({ preview: true }));
  });
});

describe('shares', () => {
  it('sends a share event with its channel and the visit session, never for a preview', async () => {
    const sendJson = vi.fn();
    const tracker = testTracker({ sendPageView: async () => 'vs-token', sendJson, baidu: null });
    tracker.pageView({ code: 'demo', pageID: 1001, path: '/h5-page/h5/demo' });
    tracker.share('timeline');
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    const [url, body] = sendJson.mock.calls[0]!;
    expect(url).toBe('/collect/v1/events');
    expect((body as { events: unknown[] }).events[0]).toMatchObject({
      type: 'share',
      name: 'timeline',
      data: { channel: 'timeline' },
      page_code: 'demo',
      page_id: 1001,
      vs: 'vs-token',
    });
    tracker.pageView({ code: 'demo', pageID: 1001, path: '/h5-page/h5/demo', preview: true });
    tracker.share('friend');
    expect(sendJson).toHaveBeenCalledTimes(1);
  });
});
