import { WECHAT_JS_SDK_URL } from '@h5-page/schema/constants';
import type { Environment } from '@h5-page/schema/detect-environment';

/**
 * Loads WeChat's JS-SDK in WeChat (its browser and mini program web views), once: inside a mini
 * program it is what provides `wx.miniProgram`, through which the environment adapter opens the
 * mini program's own pages (login, app pages) instead of web stand-ins. Elsewhere nothing loads.
 * The adapter reads `wx` when it moves, so a move made after the script arrives uses it.
 */
export function loadWeChatSdk(
  doc: Document,
  environment: Pick<Environment, 'isWeChat'>,
  url: string = WECHAT_JS_SDK_URL,
): HTMLScriptElement | null {
  if (!environment.isWeChat) return null;
  const loaded = doc.querySelector<HTMLScriptElement>('script[data-wechat-sdk]');
  if (loaded) return loaded;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.wechatSdk = '';
  doc.head.appendChild(script);
  return script;
}
