import { API_PATHS } from '@h5-page/schema/constants';
import type { RuntimeApi } from '@h5-page/blocks/runtime';
import type { PageShare } from '@h5-page/schema/page';

/** The JS-SDK calls a share card uses (WeChat's `jsApiList` names). */
export const SHARE_JS_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
] as const;

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

/** The little of WeChat's `wx` a share card needs. */
export interface WeChatShareSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error?(callback: (reason: unknown) => void): void;
  updateAppMessageShareData?(data: ShareData): void;
  updateTimelineShareData?(data: ShareData): void;
  onMenuShareAppMessage?(data: ShareData): void;
  onMenuShareTimeline?(data: ShareData): void;
}

interface Signature {
  appId?: unknown;
  timestamp?: unknown;
  nonceStr?: unknown;
  signature?: unknown;
}

export interface WeChatShareOptions {
  /** WeChat's `wx`, once its script has run (null: it did not load). */
  sdk: Promise<WeChatShareSdk | null>;
  api: RuntimeApi;
  /** The page's card (`shareCard`: its `share`, else title, description, first picture). */
  card: PageShare;
  /** The page's address as the visitor has it (`location.href`). */
  href: string;
  /** Told of each share the visitor makes: to a friend or chat, or to Moments. */
  shared(channel: 'friend' | 'timeline'): void;
}

/**
 * Sets the card a page shows when shared from WeChat's browser: the page's address is signed by
 * the server (the JS-SDK signature call), handed to `wx.config`, and once WeChat is ready the
 * card goes to `updateAppMessageShareData` / `updateTimelineShareData`. The older
 * `onMenuShareAppMessage` / `onMenuShareTimeline` get the same card, as their `success` is what
 * WeChat calls when the visitor has shared (the newer calls' `success` only says the card was
 * set): each such share is told to `shared`. Resolves true once the card is handed over; false
 * when the SDK did not load or the signature could not be had (the page shares as it is).
 */
export async function setWeChatShareCard(options: WeChatShareOptions): Promise<boolean> {
  const wx = await options.sdk;
  if (!wx) return false;
  // WeChat signs the address without its fragment, and shares the page at that address.
  const link = options.href.split('#', 1)[0] ?? options.href;
  let signature: Signature | undefined;
  try {
    signature = await options.api.get<Signature>(
      API_PATHS.WECHAT_JS_SDK_SIGNATURE,
      { url: link },
      { quiet: true },
    );
  } catch {
    return false;
  }
  const { appId, timestamp, nonceStr, signature: signed } = signature ?? {};
  if (
    typeof appId !== 'string' ||
    typeof timestamp !== 'number' ||
    typeof nonceStr !== 'string' ||
    typeof signed !== 'string'
  ) {
    return false;
  }
  wx.config({
    debug: false,
    appId,
    timestamp,
    nonceStr,
    signature: signed,
    jsApiList: [...SHARE_JS_APIS],
  });
  const { card } = options;
  const data = { title: card.title, desc: card.desc, link, imgUrl: card.image };
  wx.ready(() => {
    wx.updateAppMessageShareData?.(data);
    wx.updateTimelineShareData?.({ title: card.title, link, imgUrl: card.image });
    wx.onMenuShareAppMessage?.({ ...data, success: () => options.shared('friend') });
    wx.onMenuShareTimeline?.({
      title: card.title,
      link,
      imgUrl: card.image,
      success: () => options.shared('timeline'),
    });
  });
  return true;
}

/**
 * WeChat's `wx` once `script` (the JS-SDK's element, `loadWeChatSdk`) has run: at once when it
 * already has, null when it fails to load.
 */
export function weChatSdkOf(
  win: Window,
  script: HTMLScriptElement | null,
): Promise<WeChatShareSdk | null> {
  const current = () => (win as Window & { wx?: WeChatShareSdk }).wx ?? null;
  if (current()) return Promise.resolve(current());
  if (!script) return Promise.resolve(null);
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(current()), { once: true });
    script.addEventListener('error', () => resolve(null), { once: true });
  });
}
