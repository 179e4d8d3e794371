import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RenderBlocks, RuntimeProvider } from '@h5-page/blocks';
import type { BlockRuntime } from '@h5-page/blocks/runtime';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import type { Block } from '@h5-page/schema/page';
import { createEnvAdapter } from '../env/env-adapter.ts';
import type { EnvWindow } from '../env/env-adapter.ts';
import { createNativeBridge } from '../env/native-bridge.ts';
import { DEFAULT_CLIENT_CONFIG } from '../inlined-data.ts';
import { DESKTOP_UA, PHONE_UA } from '#test/test-app.tsx';
import { createTracker } from '../tracking/tracker.ts';
import { createActionDispatcher } from './actions/dispatcher.ts';
import { browserLocation } from './browser-location.ts';
import { fakeGateway } from '#test/fake-gateway.ts';

// The button block with the real dispatcher, environment adapter, bridge and tracker: the same
// page content does the right thing in the app, the mini program and a browser.

const config = {
  ...DEFAULT_CLIENT_CONFIG,
  baiduSiteId: 'abc',
  loginUrls: { desktop: '/login/pc', mobile: '/login/m', test: '/login/test' },
  miniProgramLoginPath: '/pages/login/index',
  appPageWebBase: 'https://www.example.com/m/',
};

const HERE = 'https://m.example.com/h5-page/h5/spring';

function visit(ua: string, { token = null as string | null } = {}) {
  const sent: unknown[] = [];
  const navigateTo = vi.fn();
  const win: EnvWindow = {
    location: { href: HERE },
    history: { length: 1, back: vi.fn() },
    wx: { miniProgram: { navigateTo } },
  };
  const bridgeWindow = {
    webkit: { messageHandlers: { n8Bridge: { postMessage: (m: unknown) => sent.push(m) } } },
  };
  const environment = {
    ...detectEnvironment(ua),
    isMiniProgram: /miniProgram/.test(ua),
  };
  const env = createEnvAdapter({
    config,
    environment,
    bridge: createNativeBridge(bridgeWindow),
    win,
    log: vi.fn(),
  });
  const popups = createPopupStore();
  const toast = vi.fn();
  const sendJson = vi.fn();
  const trackEvent = vi.fn();
  const tracker = createTracker({
    config,
    sessionId: () => 's',
    uid: () => null,
    // The collector answers the page view with its visit session, which clicks carry.
    sendPageView: async () => 'visit-session',
    sendJson,
    baidu: { trackPageview: () => {}, trackEvent },
  });
  tracker.pageView({ code: 'spring', pageID: 9, path: '/h5-page/h5/spring' });
  const api = fakeGateway();
  const runtime: BlockRuntime = {
    api,
    actions: createActionDispatcher({
      env,
      popups,
      toast,
      api,
      token: () => token,
      log: { warn: vi.fn(), error: vi.fn() },
      showQr: vi.fn(),
    }),
    env,
    toast,
    popups,
    tracker,
    auth: { token: () => token },
    page: { code: 'spring', pageID: 9, preview: false },
    location: browserLocation,
    now: 0,
  };
  return { runtime, sent, win, navigateTo, toast, sendJson, trackEvent, popups };
}

const couponsButton: Block = {
  name: 'button',
  value: {
    type: 'text',
    text: '领取新春礼包',
    isNeedLogin: true,
    baiduStatistics: true,
    action: { type: 1, pageName: 'coupons', pageParam: 'from=spring', actionName: '领取礼包' },
  },
  children: [],
};

async function press(runtime: BlockRuntime, block: Block) {
  render(
    <RuntimeProvider value={runtime}>
      <RenderBlocks blocks={[block]} />
    </RuntimeProvider>,
  );
  fireEvent.click(await screen.findByRole('button'));
  await Promise.resolve();
}

describe('one coupons button, three environments', () => {
  it('in the app (logged in): a bridge message', async () => {
    const { runtime, sent, win } = visit(`${PHONE_UA} n8Web/6.43.1`, { token: 't' });
    await press(runtime, couponsButton);
    expect(sent).toEqual([
      {
        type: 29,
        data: { jumpType: 1, pageName: 'coupons', pageId: 14, params: { from: 'spring' } },
      },
    ]);
    expect(win.location.href).toBe(HERE);
  });

  it('in a browser (logged in): the web page', async () => {
    const { runtime, win, sent } = visit(DESKTOP_UA, { token: 't' });
    await press(runtime, couponsButton);
    expect(win.location.href).toBe('https://www.example.com/m/coupons?from=spring');
    expect(sent).toEqual([]);
  });

  it('in the mini program (logged in): a mini program navigation', async () => {
    const { runtime, navigateTo, win } = visit(`${PHONE_UA} MicroMessenger/8.0 miniProgram`, {
      token: 't',
    });
    await press(runtime, couponsButton);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/coupons/index?from=spring' });
    expect(win.location.href).toBe(HERE);
  });
});

describe('login first (isNeedLogin, no token)', () => {
  it('in the app: the login message, not the page jump', async () => {
    const { runtime, sent } = visit(`${PHONE_UA} n8Web/6.43.1`);
    await press(runtime, couponsButton);
    expect(sent).toEqual([{ type: 7, data: { from: HERE } }]);
  });

  it('on a phone browser: the mobile passport page with from', async () => {
    const { runtime, win } = visit(PHONE_UA);
    await press(runtime, couponsButton);
    expect(win.location.href).toBe(`/login/m?from=${encodeURIComponent(HERE)}`);
  });

  it('in the mini program: its login page', async () => {
    const { runtime, navigateTo } = visit(`${PHONE_UA} MicroMessenger/8.0 miniProgram`);
    await press(runtime, couponsButton);
    expect(navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/index?from=${encodeURIComponent(HERE)}`,
    });
  });
});

describe('tracking', () => {
  it('every press goes to our collector; to Baidu only with baiduStatistics', async () => {
    const { runtime, sendJson, trackEvent } = visit(DESKTOP_UA, { token: 't' });
    await press(runtime, couponsButton);
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith('/collect/v1/events', {
      events: [
        expect.objectContaining({
          type: 'click',
          name: '领取礼包',
          data: { block: 'button', path: 'page_schema[0]', type: 1 },
          page_code: 'spring',
        }),
      ],
    });
    expect(trackEvent).toHaveBeenCalledWith('spring', 'click', '领取礼包');
  });

  it('no Baidu event without baiduStatistics', async () => {
    const { runtime, sendJson, trackEvent } = visit(DESKTOP_UA);
    await press(runtime, {
      name: 'button',
      value: { type: 'text', text: '返回', action: { type: 14 } },
      children: [],
    });
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(trackEvent).not.toHaveBeenCalled();
  });
});

describe('other actions end to end', () => {
  it('popup (3) opens the page popup', async () => {
    const { runtime, popups } = visit(PHONE_UA);
    await press(runtime, {
      name: 'button',
      value: { type: 'text', text: '活动规则', action: { type: 3, popupId: 'rules' } },
      children: [],
    });
    expect(popups.isVisible('rules')).toBe(true);
  });

  it('treasury reverse repo (12) in a browser: the toast, nothing else', async () => {
    const { runtime, toast, win } = visit(PHONE_UA);
    await press(runtime, {
      name: 'button',
      value: { type: 'text', text: '国债逆回购', action: { type: 12 } },
      children: [],
    });
    expect(toast).toHaveBeenCalledWith('请在牛8 App 中使用国债逆回购');
    expect(win.location.href).toBe(HERE);
  });

  it('join group (13) without a token: the passport login page, nothing toasted', async () => {
    const { runtime, toast, win } = visit(PHONE_UA);
    await press(runtime, {
      name: 'button',
      value: { type: 'text', text: '加入私享群', action: { type: 13, groupId: 3 } },
      children: [],
    });
    expect(win.location.href).toBe(`/login/m?from=${encodeURIComponent(HERE)}`);
    expect(toast).not.toHaveBeenCalled();
  });
});
