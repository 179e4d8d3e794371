import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { adminAnswer } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';
import { LiveCard } from './live-card.tsx';

/** The last hour as the server would count it at `now`, with `views` views in its last minute. */
function lastHour(now: string, views: number) {
  const current = Math.floor(Date.parse(now) / 60_000) * 60_000;
  return {
    updated_at: now,
    minutes: Array.from({ length: 60 }, (_, i) => ({
      at: new Date(current - (59 - i) * 60_000).toISOString(),
      page_views: i === 59 ? views : 0,
      unique_visitors: i === 59 ? 1 : 0,
      clicks: 0,
      leads: i === 59 ? 1 : 0,
    })),
    totals: { page_views: views, unique_visitors: 1, clicks: 0, leads: 1 },
  };
}

// Shanghai is UTC+8: 16:00:30Z is 00:00:30 there.
const ANSWERS = [
  lastHour('2026-03-10T16:00:30.000Z', 4),
  lastHour('2026-03-10T16:00:45.000Z', 9),
  lastHour('2026-03-10T16:02:05.000Z', 31),
];

/** Serves the answers above in turn (the last again once they run out); the asks so far. */
function serveLastHour(): { asks: () => number } {
  let asks = 0;
  stubSignedInFetch('editor', ({ path }) => {
    if (path !== '/pages/spring/stats/live') return undefined;
    asks += 1;
    return adminAnswer(ANSWERS[Math.min(asks, ANSWERS.length) - 1]);
  });
  return { asks: () => asks };
}

/** Moves the poll's clock on (only timers are faked; nothing waits for real time). */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/**
 * Waits until `check` passes, letting answers arrive without moving the faked clock (Testing
 * Library's waits start a timer of their own, which the faked clock would hold for ever).
 */
async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries >= 1_000) throw error;
    }
    await elapse(0);
  }
}
const shows = (text: string) => until(() => expect(screen.getByText(text)).toBeTruthy());

let visibility: DocumentVisibilityState = 'visible';
/** The tab goes out of sight or comes back, as the browser tells the page. */
const tabShows = (shows: boolean) =>
  act(() => {
    visibility = shows ? 'visible' : 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  });

const totals = () =>
  [...document.querySelectorAll('.live-minutes__totals .ant-statistic')].map((s) => s.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  visibility = 'visible';
});

describe('the last 60 minutes, live', { timeout: 180_000 }, () => {
  it('updates itself at each poll, stops while the tab is out of sight and once closed', async () => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = serveLastHour();
    const view = render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App>
          <LiveCard code="spring" />
        </App>
      </ConfigProvider>,
    );
    await shows('更新于 00:00:30');
    expect(screen.getByText('实时 · 每 15 秒更新')).toBeTruthy();
    expect(totals()).toEqual(['浏览量4', '访客数1', '点击0', '留资1']);
    expect(screen.getByRole('img', { name: '近 60 分钟每分钟趋势图' })).toBeTruthy();
    expect(server.asks()).toBe(1);

    // Nothing is asked before the 15 seconds are up; then the next poll brings the new minute.
    await elapse(14_000);
    expect(server.asks()).toBe(1);
    await elapse(1_000);
    await shows('更新于 00:00:45');
    expect(totals()).toEqual(['浏览量9', '访客数1', '点击0', '留资1']);
    expect(server.asks()).toBe(2);

    // Out of sight, the tab asks nothing however long; in sight again, it asks at once.
    tabShows(false);
    await elapse(120_000);
    expect(server.asks()).toBe(2);
    tabShows(true);
    await shows('更新于 00:02:05');
    expect(totals()[0]).toBe('浏览量31');
    expect(server.asks()).toBe(3);
    await elapse(15_000);
    await until(() => expect(server.asks()).toBe(4));

    // Closed, it stops.
    view.unmount();
    await elapse(60_000);
    expect(server.asks()).toBe(4);
  });

  it('keeps the figures it has when an ask fails, says so, and tries again at the next poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let asks = 0;
    stubSignedInFetch('editor', ({ path }) => {
      if (path !== '/pages/spring/stats/live') return undefined;
      asks += 1;
      if (asks === 2)
        return adminAnswer(null, {
          code: 'DATABASE_UNAVAILABLE',
          msg: '数据库暂不可用',
          status: 503,
        });
      return adminAnswer(ANSWERS[asks === 1 ? 0 : 1]);
    });
    render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <App>
          <LiveCard code="spring" />
        </App>
      </ConfigProvider>,
    );
    await shows('更新于 00:00:30');
    await elapse(15_000);
    await shows('更新失败，稍后自动重试');
    expect(screen.getByText('更新于 00:00:30')).toBeTruthy();
    expect(totals()[0]).toBe('浏览量4');
    await elapse(15_000);
    await shows('更新于 00:00:45');
    expect(screen.queryByText('更新失败，稍后自动重试')).toBeNull();
  });
});
