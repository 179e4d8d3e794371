import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import { SHARE_JS_APIS, setWeChatShareCard, weChatSdkOf } from './wechat-share.ts';
import type { WeChatShareSdk } from './wechat-share.ts';

const CARD = {
  title: '送你一份开年礼',
  desc: '名师直播课免费看，投顾策略限时 5 折',
  image: 'https://h5.niu8.example/media/card.png',
};
const SIGNED = { appId: 'wx-oa', timestamp: 1767225600, nonceStr: 'n0nce', signature: 'abc123' };

/** A `wx` that records each call and runs `ready` at once, as WeChat does once configured. */
function fakeWx() {
  const calls: [string, unknown][] = [];
  const record =
    (name: string) =>
    (value: unknown): void => {
      calls.push([name, value]);
    };
  const wx: WeChatShareSdk = {
    config: record('config'),
    ready: (callback) => callback(),
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    onMenuShareAppMessage: record('onMenuShareAppMessage'),
    onMenuShareTimeline: record('onMenuShareTimeline'),
  };
  return { wx, calls };
}

function apiAnswering(answer: unknown): RuntimeApi {
  return { get: vi.fn(async () => answer as never), post: vi.fn(async () => undefined) };
}

describe('setWeChatShareCard', () => {
  it("signs the page's address, configures wx and sets the card for chats and Moments", async () => {
    const { wx, calls } = fakeWx();
    const api = apiAnswering(SIGNED);
    const shared = vi.fn();
    const done = await setWeChatShareCard({
      sdk: Promise.resolve(wx),
      api,
      card: CARD,
      href: 'https://h5.niu8.example/h5-page/h5/demo?from=wx#top',
      shared,
    });
    expect(done).toBe(true);
    const link = 'https://h5.niu8.example/h5-page/h5/demo?from=wx';
    expect(api.get).toHaveBeenCalledWith(
      API_PATHS.WECHAT_JS_SDK_SIGNATURE,
      { url: link },
      { quiet: true },
    );
    expect(calls[0]).toEqual([
      'config',
      { debug: false, ...SIGNED, jsApiList: [...SHARE_JS_APIS] },
    ]);
    expect(calls.slice(1, 3)).toEqual([
      [
        'updateAppMessageShareData',
        { title: CARD.title, desc: CARD.desc, link, imgUrl: CARD.image },
      ],
      ['updateTimelineShareData', { title: CARD.title, link, imgUrl: CARD.image }],
    ]);
    // The visitor shares: to a friend, then to Moments; each share is counted once.
    const onFriend = calls.find(([name]) => name === 'onMenuShareAppMessage')![1] as {
      success(): void;
    };
    const onMoments = calls.find(([name]) => name === 'onMenuShareTimeline')![1] as {
      success(): void;
    };
    expect(onFriend).toMatchObject({ title: CARD.title, link, imgUrl: CARD.image });
    onFriend.success();
    onMoments.success();
    expect(shared.mock.calls).toEqual([['friend'], ['timeline']]);
  });

  it('does nothing when the SDK did not load or the address could not be signed', async () => {
    const shared = vi.fn();
    const base = { card: CARD, href: 'https://h5.niu8.example/h5-page/h5/demo', shared };
    expect(
      await setWeChatShareCard({ ...base, sdk: Promise.resolve(null), api: apiAnswering(SIGNED) }),
    ).toBe(false);
    const { wx, calls } = fakeWx();
    expect(
      await setWeChatShareCard({ ...base, sdk: Promise.resolve(wx), api: apiAnswering(undefined) }),
    ).toBe(false);
    const failing: RuntimeApi = {
      get: vi.fn(async () => Promise.reject(new Error('502'))),
      post: vi.fn(),
    };
    expect(await setWeChatShareCard({ ...base, sdk: Promise.resolve(wx), api: failing })).toBe(
      false,
    );
    expect(calls).toEqual([]);
  });
});

describe('weChatSdkOf', () => {
  it("is wx once the SDK's script has loaded, null when it fails", async () => {
    const win = window as Window & { wx?: unknown };
    const script = document.createElement('script');
    const loaded = weChatSdkOf(window, script);
    win.wx = { config: () => {} };
    script.dispatchEvent(new Event('load'));
    expect(await loaded).toBe(win.wx);
    delete win.wx;
    const other = document.createElement('script');
    const missing = weChatSdkOf(window, other);
    other.dispatchEvent(new Event('error'));
    expect(await missing).toBeNull();
    expect(await weChatSdkOf(window, null)).toBeNull();
  });
});
