import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_STAY_MS } from '@h5-page/schema/visit-session';
import { createVisitBeacon, sendBeaconFields, watchVisibility } from './visit-beacon.ts';
import { testTracker } from '#test/test-tracker.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function setup({ visible = true, uid = '42' as string | null } = {}) {
  let clock = 0;
  let shown = visible;
  const send = vi.fn();
  const beacon = createVisitBeacon({
    url: '/collect/v1/beacon.gif',
    sessionId: () => 'sid-1',
    uid: () => uid,
    isVisible: () => shown,
    now: () => clock,
    send,
  });
  return {
    beacon,
    send,
    at: (ms: number) => (clock = ms),
    setVisible: (value: boolean) => (shown = value),
  };
}

const page = { code: 'spring', pageID: 1001, path: '/h5-page/h5/spring?from=sms' };

describe('visit beacon', () => {
  it('on hide: page_id, page_code, sid, uid and the visible time since the navigation start', () => {
    const { beacon, send, at } = setup();
    at(1200);
    beacon.page(page);
    at(5000);
    beacon.hide();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('/collect/v1/beacon.gif', {
      page_id: '1001',
      page_code: 'spring',
      sid: 'sid-1',
      uid: '42',
      duration: '5000',
      path: '/h5-page/h5/spring?from=sms',
    });
  });

  it('duration is the visible time since the last report: hidden time does not count', () => {
    const { beacon, send, at } = setup();
    beacon.page(page);
    at(3000);
    beacon.hide();
    at(60_000);
    beacon.show();
    at(64_500);
    beacon.hide();
    // Leaving while hidden has nothing more to report.
    at(70_000);
    beacon.hide();
    expect(send.mock.calls.map(([, fields]) => fields.duration)).toEqual(['3000', '4500']);
  });

  it('moving to another page reports the page before, then times the new one from then', () => {
    const { beacon, send, at } = setup();
    beacon.page(page);
    at(2000);
    beacon.page({ code: 'course', pageID: 7, path: '/h5-page/h5/course' });
    at(2750);
    beacon.hide();
    expect(send.mock.calls.map(([, f]) => [f.page_code, f.duration])).toEqual([
      ['spring', '2000'],
      ['course', '750'],
    ]);
  });

  it('a page opened hidden counts from when it is shown; no uid and no page id are left out', () => {
    const { beacon, send, at } = setup({ visible: false, uid: null });
    at(500);
    beacon.page({ code: 'bg', pageID: null, path: '/h5-page/h5/bg' });
    at(1000);
    beacon.hide();
    expect(send).not.toHaveBeenCalled();
    at(4000);
    beacon.show();
    at(4100);
    beacon.hide();
    expect(send).toHaveBeenCalledWith('/collect/v1/beacon.gif', {
      page_code: 'bg',
      sid: 'sid-1',
      duration: '100',
      path: '/h5-page/h5/bg',
    });
  });

  it('a route without a page (no code, no id) sends nothing; a duration is capped at the longest stay counted', () => {
    const { beacon, send, at } = setup();
    beacon.page({ code: null, pageID: null, path: '/h5-page/x' });
    at(10_000);
    beacon.hide();
    expect(send).not.toHaveBeenCalled();
    beacon.show();
    beacon.page(page);
    at(10_000 + 3 * 86_400_000);
    beacon.hide();
    expect(send.mock.calls[0]![1].duration).toBe(String(MAX_STAY_MS));
    expect(MAX_STAY_MS).toBe(4 * 60 * 60 * 1000);
  });
});

describe('watching the page', () => {
  it('reports on visibilitychange to hidden and on pagehide', () => {
    const beacon = { page: vi.fn(), hide: vi.fn(), show: vi.fn() };
    const stop = watchVisibility(window, beacon);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon.hide).toHaveBeenCalledTimes(2);
    expect(beacon.show).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon.hide).toHaveBeenCalledTimes(2);
  });

  it('the tracker tells the beacon of each page view', () => {
    const visits = { page: vi.fn(), hide: vi.fn(), show: vi.fn() };
    const tracker = testTracker({ sendImage: () => {}, visits });
    tracker.pageView(page);
    expect(visits.page).toHaveBeenCalledWith(page);
  });
});

describe('sending', () => {
  it('navigator.sendBeacon with the fields as JSON', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    sendBeaconFields('/collect/v1/beacon.gif', { page_id: '1', duration: '10' });
    expect(sendBeacon).toHaveBeenCalledWith(
      '/collect/v1/beacon.gif',
      JSON.stringify({ page_id: '1', duration: '10' }),
    );
    vi.unstubAllGlobals();
  });

  it('an image with the fields in the query when sendBeacon is missing or refuses', () => {
    const images: { src: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        constructor() {
          images.push(this);
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    sendBeaconFields('/collect/v1/beacon.gif', { page_id: '1', duration: '10' });
    vi.stubGlobal('navigator', { userAgent: 'x' });
    sendBeaconFields('/b.gif', { page_code: 'a b' });
    expect(images.map((i) => i.src)).toEqual([
      '/collect/v1/beacon.gif?page_id=1&duration=10',
      '/b.gif?page_code=a+b',
    ]);
    vi.unstubAllGlobals();
  });
});

describe('visit beacon: session and previews', () => {
  it('carries the visit session, and reports nothing of a preview', () => {
    let clock = 0;
    const send = vi.fn();
    const beacon = createVisitBeacon({
      url: '/collect/v1/beacon.gif',
      sessionId: () => 'sid-1',
      uid: () => null,
      visitSession: () => 'lx5n2k.abcdefghijklmnopqrstuv',
      isVisible: () => true,
      now: () => clock,
      send,
    });
    beacon.page({ code: 'spring', pageID: 1, path: '/h5-page/h5/spring' });
    clock = 3000;
    beacon.hide();
    expect(send).toHaveBeenCalledWith(
      '/collect/v1/beacon.gif',
      expect.objectContaining({ vs: 'lx5n2k.abcdefghijklmnopqrstuv', duration: '3000' }),
    );
    beacon.show();
    clock = 5000;
    beacon.page({
      code: 'spring',
      pageID: 1,
      path: '/h5-page/h5/spring?isPreview=1',
      preview: true,
    });
    clock = 9000;
    beacon.hide();
    // The second page() reported the first page's time; the preview reported nothing.
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toMatchObject({ path: '/h5-page/h5/spring' });
  });
});
